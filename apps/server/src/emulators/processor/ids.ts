import { randomBytes } from 'node:crypto';

/** Stripe-style object ids: a prefix and 24 random characters. */
export function objectId(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url').replace(/[-_]/g, '').slice(0, 24).padEnd(24, '0')}`;
}
