/**
 * One answer kept in this process's memory and given to every request that needs it, for data the same for
 * everyone that changes rarely. The first read waits for the first load, so the first page after a start has
 * it; later reads get what is kept at once and, once it is older than `refreshMs`, start one load in the
 * background (the read after it lands sees the new answer). A failed load keeps what was there (or nothing,
 * read as null) and is tried again after `retryMs`; only the very first load is ever waited for.
 */
export interface KeptAnswerOptions<T> {
  load: () => Promise<T>;
  refreshMs: number;
  retryMs: number;
  onError?: (error: unknown) => void;
  now?: () => number;
}

export function keptAnswer<T>({ load, refreshMs, retryMs, onError, now = Date.now }: KeptAnswerOptions<T>): {
  read: () => Promise<T | null>;
} {
  let kept: T | null = null;
  let dueAt = 0;
  let loading: Promise<void> | null = null;
  let first: Promise<void> | null = null;

  const refresh = () =>
    load()
      .then(
        (answer) => {
          kept = answer;
          dueAt = now() + refreshMs;
        },
        (error: unknown) => {
          dueAt = now() + retryMs;
          onError?.(error);
        },
      )
      .finally(() => {
        loading = null;
      });

  return {
    async read() {
      if (!loading && now() >= dueAt) {
        loading = refresh();
        first ??= loading;
      }
      await first;
      return kept;
    },
  };
}
