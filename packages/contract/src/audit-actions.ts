/*
 * The audit trail's actions and what an admin reads for each, without zod: the web app's audit
 * screen lists them, and importing them from the schemas' module (audit.ts, which re-exports them)
 * would bring zod into that screen's code (the budget of a screen's JavaScript, decision 009).
 */

/** The actions recorded (an entry's `action`). */
export const AUDIT_ACTIONS = [
  'package.create',
  'package.update',
  'package.delete',
  'package.archive',
  'departure.create',
  'departure.update',
  'departure.cancel',
  'booking.cancel',
  'booking.release',
  'payment.refund',
  'review.hide',
  'review.restore',
  'review.approve',
  'trip-request.answer',
  'contact.handled',
  'contact.unhandled',
  'user.create',
  'user.role',
  'user.delete',
  'user.invite',
  'user.invite-accept',
  'user.invite-revoke',
  'export',
  'admin.sign-in',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an admin reads for each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'package.create': 'Package added',
  'package.update': 'Package changed',
  'package.delete': 'Package deleted',
  'package.archive': 'Package archived',
  'departure.create': 'Departure added',
  'departure.update': 'Departure changed',
  'departure.cancel': 'Departure cancelled',
  'booking.cancel': 'Booking cancelled',
  'booking.release': 'Seat hold released',
  'payment.refund': 'Payment refunded',
  'review.hide': 'Review hidden',
  'review.restore': 'Review restored',
  'review.approve': 'Review approved',
  'trip-request.answer': 'Trip request answered',
  'contact.handled': 'Message marked handled',
  'contact.unhandled': 'Message marked not handled',
  'user.create': 'User added',
  'user.role': 'Role changed',
  'user.delete': 'User deleted',
  'user.invite': 'Admin invited',
  'user.invite-accept': 'Admin invitation used',
  'user.invite-revoke': 'Admin invitation revoked',
  export: 'Data exported',
  'admin.sign-in': 'Admin signed in',
};

// Who an entry's actor is and how the trail names them: audit-actors.ts (a screen that needs only
// those names imports that, not every action's label).
export * from './audit-actors';
