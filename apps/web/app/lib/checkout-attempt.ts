/**
 * Idempotency keys of one checkout attempt (ARCHITECTURE "Orders"): placeOrder and the payment start each
 * send an `Idempotency-Key`, kept in sessionStorage until the attempt resolves, so a double tap, a retry
 * after a timeout or a reload gives the same order and the same payment. A key belongs to one request
 * body: when the shopper changes the method, a new key is made (the server answers 409 to a key reused
 * with another body). The order waiting for payment is remembered too, for the back-confirmation.
 */
export const ATTEMPT_KEY = 'dawa.checkout.attempt';

export type AttemptScope = 'placeOrder' | 'invoke';

interface Entry {
  key: string;
  body: string;
}

export interface Attempt {
  placeOrder?: Entry;
  invoke?: Entry;
  /** The order placed in this attempt that still waits for its online payment. */
  awaitingOrderId?: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readAttempt(): Attempt {
  const text = storage()?.getItem(ATTEMPT_KEY);
  if (!text) return {};
  try {
    const raw = JSON.parse(text) as Attempt;
    return raw && typeof raw === 'object' ? raw : {};
  } catch {
    return {};
  }
}

function write(attempt: Attempt) {
  try {
    storage()?.setItem(ATTEMPT_KEY, JSON.stringify(attempt));
  } catch {
    // Storage refused: the key lives for this call only.
  }
}

function randomKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}

/** The key for this request body: the stored one when the body is the same, else a new one (stored). */
export function keyFor(scope: AttemptScope, body: unknown): string {
  const text = JSON.stringify(body);
  const attempt = readAttempt();
  const entry = attempt[scope];
  if (entry && entry.body === text) return entry.key;
  const key = randomKey();
  write({ ...attempt, [scope]: { key, body: text } });
  return key;
}

export function markAwaitingPayment(orderId: number | undefined) {
  write({ ...readAttempt(), awaitingOrderId: orderId });
}

/** The attempt resolved (placed, paid, or failed for good): the next attempt starts with new keys. */
export function clearAttempt() {
  try {
    storage()?.removeItem(ATTEMPT_KEY);
  } catch {
    // Nothing stored.
  }
}
