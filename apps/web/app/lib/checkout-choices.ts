/**
 * The shape of the checkout choices (decision 010), shared by the pages and the server module that keeps
 * them in the `dawa_checkout` cookie (checkout-choices.server.ts).
 */
export type Speed = 'standard' | 'express';

export interface RxChoice {
  /** Prescriptions uploaded in this checkout (ids the upload answered with). */
  uploadedIds: string[];
  /** Past prescriptions ticked on the upload step. */
  pastIds: string[];
  /** No prescription: a free doctor consultation instead. */
  consult: boolean;
}

export interface CheckoutChoices {
  addressId?: number;
  speed?: Speed;
  rx: RxChoice;
  paymentTypeId?: number;
  paymentSubTypeId?: number;
  /** The shopper turned off paying with the store wallet (it is on unless set: spec §9 opt-in defaults). */
  walletOptOut?: true;
  /** The shopper wants a refund to the payment's source rather than to the store wallet (on unless set). */
  refundToSource?: true;
  /** A PLUS plan bought with this order: the cart's loyalty item (decision 067). */
  plusPlanId?: string;
}

/** A PLUS plan's id as the store names them. */
export const PLUS_PLAN_ID = /^[a-z0-9-]{3,40}$/;

/** Whether checkout pays with the store wallet and refunds into it: both on unless the shopper turned them off. */
export const walletChoices = (c: CheckoutChoices) =>
  ({ walletOptedIn: c.walletOptOut ? 0 : 1, refundOptIn: c.refundToSource ? 0 : 1 }) as const;
