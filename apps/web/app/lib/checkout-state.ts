/**
 * What the shopper chose on the way through checkout (spec §3 "Order params"): address, prescriptions,
 * delivery option, promo code and payment method. Kept in sessionStorage ('dawa.checkout') so a reload or
 * a step back keeps the choices, and a new tab starts clean. The server re-checks every choice at placement.
 */
export const CHECKOUT_KEY = 'dawa.checkout';

export interface RxChoice {
  /** Prescriptions uploaded in this checkout (ids returned by generateUploadUrl). */
  uploadedIds: string[];
  /** Past prescriptions picked from fetchPastPrescriptions. */
  pastIds: string[];
  /** The shopper has no prescription and asks for a free doctor consultation instead. */
  consult: boolean;
}

export interface CheckoutState {
  addressId?: number;
  deliveryOption?: 'standard' | 'express';
  rx: RxChoice;
  promoCode?: string;
  paymentTypeId?: number;
  paymentSubTypeId?: number;
}

const EMPTY: CheckoutState = { rx: { uploadedIds: [], pastIds: [], consult: false } };

const isStringList = (x: unknown): x is string[] => Array.isArray(x) && x.every((v) => typeof v === 'string');

function parse(text: string | null): CheckoutState {
  if (!text) return structuredClone(EMPTY);
  try {
    const raw = JSON.parse(text) as Partial<Omit<CheckoutState, 'rx'>> & { rx?: Partial<RxChoice> };
    const rx: Partial<RxChoice> = raw.rx ?? {};
    return {
      addressId: Number.isInteger(raw.addressId) ? raw.addressId : undefined,
      deliveryOption: raw.deliveryOption === 'express' || raw.deliveryOption === 'standard' ? raw.deliveryOption : undefined,
      rx: {
        uploadedIds: isStringList(rx.uploadedIds) ? rx.uploadedIds : [],
        pastIds: isStringList(rx.pastIds) ? rx.pastIds : [],
        consult: rx.consult === true,
      },
      promoCode: typeof raw.promoCode === 'string' && raw.promoCode ? raw.promoCode : undefined,
      paymentTypeId: Number.isInteger(raw.paymentTypeId) ? raw.paymentTypeId : undefined,
      paymentSubTypeId: Number.isInteger(raw.paymentSubTypeId) ? raw.paymentSubTypeId : undefined,
    };
  } catch {
    return structuredClone(EMPTY);
  }
}

export function readCheckoutState(): CheckoutState {
  if (typeof window === 'undefined') return structuredClone(EMPTY);
  try {
    return parse(window.sessionStorage.getItem(CHECKOUT_KEY));
  } catch {
    return structuredClone(EMPTY);
  }
}

/** Merges `patch` into the stored state and returns the result (unchanged in memory if storage fails). */
export function updateCheckoutState(patch: Partial<CheckoutState>): CheckoutState {
  const next = { ...readCheckoutState(), ...patch };
  try {
    window.sessionStorage.setItem(CHECKOUT_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the choices live for this page only.
  }
  return next;
}

export function clearCheckoutState(): void {
  try {
    window.sessionStorage.removeItem(CHECKOUT_KEY);
  } catch {
    // Nothing stored to clear.
  }
}
