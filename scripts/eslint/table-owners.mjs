// Which feature owns each table, and which other features may read or write it (the lint rule
// `wayfare/table-owner`, registered in eslint.config.js; docs/architecture.md, "Tables and their
// owners", shows the same map). The owner's repository is where a table is written and read;
// another feature reads it through the owner's index, or here, by name and with its reason, so
// that a new reach into another feature's table is a decision someone makes, not an accident.

/** Table (its export in apps/server/src/db/schema) -> the feature (or area) that owns it. */
export const TABLE_OWNERS = {
  adminInvitations: 'users',
  appMeta: 'db',
  auditEvents: 'audit',
  authAccounts: 'identity',
  authRateLimits: 'identity',
  authSessions: 'identity',
  authUsers: 'identity',
  authVerifications: 'identity',
  bookingTotals: 'bookings',
  bookings: 'bookings',
  contacts: 'contacts',
  departures: 'departures',
  holdLedger: 'bookings',
  imageUploads: 'images',
  jobs: 'jobs',
  mailAttachments: 'mail',
  mailMessages: 'mail',
  newsletterSubscribers: 'newsletter',
  packages: 'packages',
  paymentIntents: 'payments',
  paymentReceipts: 'mail',
  payments: 'payments',
  processorEvents: 'emulators',
  processorPaymentIntents: 'emulators',
  processorRefunds: 'emulators',
  receiptCounter: 'mail',
  refunds: 'payments',
  reportHours: 'reports',
  reviews: 'reviews',
  signInAttempts: 'identity',
  tripRequests: 'trip-requests',
  users: 'users',
};

/** Read models: features made of other features' tables, which they read and never write. */
export const READ_MODELS = {
  reports: 'the reports sum bookings, payments and refunds per period from their tables',
  exports: 'an export is a wide join of admin lists, written out as CSV or a workbook',
};

/** Reads of another feature's tables outside the read models, each with its reason. */
export const CROSS_READS = {
  bookings: {
    departures: 'a booking is for a departure: its seats and start are checked in the insert',
    packages: 'a booking shows its package and is priced from it',
  },
  departures: {
    bookings: 'seats left are the departure’s seats less its bookings',
    packages: 'a departure is a date of a package, listed with it',
  },
  packages: { bookings: 'a package with bookings is archived, not deleted' },
  payments: {
    bookings: 'what is paid is the basket of a traveller’s unpaid bookings, priced by them',
    departures: 'a refund is refused once the departure has started',
    packages: 'what is paid for is named on the receipt and the processor’s description',
  },
  'seat-holds': {
    bookings: 'a seat hold is an unpaid booking',
    departures: 'the holds screen is per departure',
    packages: 'the holds screen names the package',
  },
  mail: {
    authUsers: 'whether an address is verified decides what a message may carry',
    bookings: 'booking, cancellation and receipt messages quote the booking',
    contacts: 'a contact message is forwarded to the admins',
    departures: 'messages say when the trip starts',
    payments: 'a receipt is for a payment',
    users: 'messages are addressed by the directory',
  },
  contacts: { users: 'a message from someone signed in is linked to their account' },
  identity: { users: 'a session is exchanged for the directory row’s token' },
  reviews: { users: 'a review shows its author’s name' },
  'trip-requests': { users: 'a request from someone signed in is linked to their account' },
  users: {
    authAccounts: 'Manage User shows how a person signs in',
    authUsers: 'a person’s directory row and identity account are kept in step',
  },
};

/** Writes to another feature's table, in the transaction of the owner's change, with reasons. */
export const CROSS_WRITES = {
  payments: { bookings: 'a payment marks its bookings paid in the statement that records it' },
  'seat-holds': { bookings: 'releasing a hold ends that unpaid booking' },
  users: {
    authUsers: 'deleting an account deletes its identity account in the same transaction',
    authSessions: '"sign out everywhere" and a removal end the identity sessions with the rights',
    bookings: 'deleting an account deletes its unpaid bookings (no money moved) with it',
  },
};

const WRITES = new Set(['insert', 'update', 'delete']);
const READS = new Set(['from', 'innerJoin', 'leftJoin', 'rightJoin', 'fullJoin', 'crossJoin']);

/** The feature a file belongs to: apps/server/src/features/<feature>/... */
function featureOf(filename) {
  const match = /apps[\\/]server[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(filename);
  return match?.[1];
}

export const tableOwnerRule = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature reads and writes only its own tables, or says why' },
    schema: [],
  },
  create(context) {
    const feature = featureOf(context.filename);
    if (!feature) return {};
    /** Local name -> table export, for what is imported from #db/schema. */
    const tables = new Map();
    return {
      ImportDeclaration(node) {
        if (!/^#db\/schema(\/|$)/.test(String(node.source.value))) return;
        for (const spec of node.specifiers) {
          if (spec.type !== 'ImportSpecifier') continue;
          const name = spec.imported.name ?? spec.imported.value;
          if (name in TABLE_OWNERS) tables.set(spec.local.name, name);
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        const [first] = node.arguments;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (first?.type !== 'Identifier' || !tables.has(first.name)) return;
        const method = callee.property.name;
        const write = WRITES.has(method);
        if (!write && !READS.has(method)) return;
        const table = tables.get(first.name);
        const owner = TABLE_OWNERS[table];
        if (owner === feature) return;
        if (write && CROSS_WRITES[feature]?.[table]) return;
        if (!write && (feature in READ_MODELS || CROSS_READS[feature]?.[table])) return;
        context.report({
          node: first,
          message:
            `${feature} ${write ? 'writes' : 'reads'} ${table}, which belongs to ${owner}: ` +
            `go through features/${owner}/index.ts, or give the reason in ` +
            'scripts/eslint/table-owners.mjs ' +
            '(docs/architecture.md, "Tables and their owners").',
        });
      },
    };
  },
};
