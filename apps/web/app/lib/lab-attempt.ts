/**
 * Idempotency keys of one lab booking attempt: placeOrder and the payment start each send an
 * `Idempotency-Key`, kept in sessionStorage until the attempt resolves, so a double tap, a retry after a
 * timeout or a reload gives the same booking and the same payment. A key belongs to one request body: other
 * choices make a new key. Kept apart from the medicine checkout's attempt, which has its own keys.
 */
export const LAB_ATTEMPT_KEY = 'dawa.lab.attempt';

export type LabAttemptScope = 'place' | 'invoke';
type Entry = { key: string; body: string };
type Attempt = Partial<Record<LabAttemptScope, Entry>>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(): Attempt {
  try {
    const raw = JSON.parse(storage()?.getItem(LAB_ATTEMPT_KEY) ?? 'null') as unknown;
    return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Attempt) : {};
  } catch {
    return {};
  }
}

export function newKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}

/**
 * The key for this body: the stored one when the body is the same, else a new one (stored). `first` is the
 * key the page was sent with, which a form posted before the page was interactive used: the attempt's first
 * key is that one, so a tap repeated after such a post (whose answer the page may never have shown) books once.
 */
export function labKeyFor(scope: LabAttemptScope, body: unknown, first?: string): string {
  const text = JSON.stringify(body);
  const attempt = read();
  const entry = attempt[scope];
  if (entry && entry.body === text && typeof entry.key === 'string') return entry.key;
  const key = !entry && first ? first : newKey();
  try {
    storage()?.setItem(LAB_ATTEMPT_KEY, JSON.stringify({ ...attempt, [scope]: { key, body: text } }));
  } catch {
    // Storage refused: the key lives for this call only.
  }
  return key;
}

/** The attempt resolved (booked, paid, or the payment failed): the next attempt starts with new keys. */
export function clearLabAttempt() {
  try {
    storage()?.removeItem(LAB_ATTEMPT_KEY);
  } catch {
    // Nothing stored.
  }
}
