export interface Billing {
  name: string;
  email: string;
}

export type ConfirmResult = { status: 'succeeded'; paymentIntentId: string } | { error: string };

/** What a card form offers the checkout once its fields are complete. */
export interface CardConfirmer {
  /** Changes whenever the card entered changes (a decline then no longer stands); optional. */
  cardKey?: string;
  confirm: (input: {
    clientSecret: string;
    paymentIntentId: string;
    billing: Billing;
  }) => Promise<ConfirmResult>;
}
