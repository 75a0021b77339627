/**
 * Idempotency keys of one purchase attempt that is not the medicine checkout (a lab booking, a PLUS purchase): each
 * step (placing, starting the payment) sends an `Idempotency-Key` kept in sessionStorage until the attempt resolves,
 * so a double tap, a retry after a timeout or a reload gives the same order and the same payment. A key belongs to
 * one request body: other choices make a new key. Each kind of attempt keeps its keys under its own name.
 */
type Entry = { key: string; body: string };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function newKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}

export function attemptKeys<Scope extends string>(storageKey: string) {
  type Attempt = Partial<Record<Scope, Entry>>;
  const read = (): Attempt => {
    try {
      const raw = JSON.parse(storage()?.getItem(storageKey) ?? 'null') as unknown;
      return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Attempt) : {};
    } catch {
      return {};
    }
  };
  return {
    /**
     * The key for this body: the stored one when the body is the same, else a new one (stored). `first` is the key
     * the page was sent with, which a form posted before the page was interactive used: the attempt's first key is
     * that one, so a tap repeated after such a post (whose answer the page may never have shown) places once.
     */
    keyFor(scope: Scope, body: unknown, first?: string): string {
      const text = JSON.stringify(body);
      const attempt = read();
      const entry = attempt[scope];
      if (entry && entry.body === text && typeof entry.key === 'string') return entry.key;
      const key = !entry && first ? first : newKey();
      try {
        storage()?.setItem(storageKey, JSON.stringify({ ...attempt, [scope]: { key, body: text } }));
      } catch {
        // Storage refused: the key lives for this call only.
      }
      return key;
    },
    /** The attempt resolved (placed, paid, or the payment failed): the next attempt starts with new keys. */
    clear() {
      try {
        storage()?.removeItem(storageKey);
      } catch {
        // Nothing stored.
      }
    },
  };
}
