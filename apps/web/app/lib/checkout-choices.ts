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
}
