/**
 * Which checkout step a shopper may see (decision 010): each step checks what the earlier steps chose and
 * sends the shopper to the first missing one, with the reason in the query, so the step counter and the
 * page always agree. Pure (unit tested); the step loaders call it with the cart and the choices cookie.
 */
export type CheckoutStep = 'rx' | 'delivery' | 'payment';
export type MissingReason = 'prescription' | 'address' | 'delivery';

export const STEP_PATH: Record<CheckoutStep, string> = {
  rx: '/checkout/upload',
  delivery: '/checkout/delivery-options',
  payment: '/checkout/select-payment-method',
};

export interface GuardInput {
  /** Lines in the cart. */
  itemsCount: number;
  /** The cart holds a medicine that needs a prescription (cart.isRxUploadRequired). */
  rxRequired: boolean;
  choices: {
    addressId?: number;
    speed?: 'standard' | 'express';
    rx: { uploadedIds: string[]; pastIds: string[]; consult: boolean };
  };
}

const rxChosen = (rx: GuardInput['choices']['rx']) => rx.uploadedIds.length > 0 || rx.pastIds.length > 0 || rx.consult;

/**
 * Where to send the shopper instead of `step`, or null when the step can be shown. Nothing to order and no
 * prescription sends back to the cart (a prescription alone can be an order: the pharmacist builds it).
 */
export function firstMissing(step: CheckoutStep, input: GuardInput): string | null {
  const { choices } = input;
  if (step === 'rx') return null;
  if (input.itemsCount === 0 && !rxChosen(choices.rx)) return '/cart';
  if (input.rxRequired && !rxChosen(choices.rx)) return `${STEP_PATH.rx}?missing=prescription`;
  if (step === 'delivery') return null;
  if (choices.addressId === undefined) return `${STEP_PATH.delivery}?missing=address`;
  if (choices.speed === undefined) return `${STEP_PATH.delivery}?missing=delivery`;
  return null;
}

/** The prescription step is counted whenever the cart needs one or one was chosen, on every step alike. */
export const rxStepShown = (input: Pick<GuardInput, 'rxRequired' | 'choices'>) => input.rxRequired || rxChosen(input.choices.rx);

/** The reason a step was sent back with (`?missing=`), when it is one we know. */
export function missingReason(search: string | URLSearchParams): MissingReason | null {
  const value = (typeof search === 'string' ? new URLSearchParams(search) : search).get('missing');
  return value === 'prescription' || value === 'address' || value === 'delivery' ? value : null;
}
