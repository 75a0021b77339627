import { readCatalogueRevision, type Db } from '@dawa/db';

/**
 * Values derived from the catalogue, kept until its revision moves (migration 0017: any price, stock level or
 * product change a page shows moves it), so a figure read across a whole category is read once per revision
 * and never served stale. A failed computation is not kept. At most `maxEntries` values: past that the cache
 * starts afresh rather than grow with whatever keys requests bring.
 */
export function revisionCache<V>(db: Db, maxEntries = 2_000) {
  let revision: string | null = null;
  const kept = new Map<string, Promise<V>>();
  return async (key: string, compute: () => Promise<V>): Promise<V> => {
    const current = await readCatalogueRevision(db);
    if (current !== revision) {
      kept.clear();
      revision = current;
    }
    let value = kept.get(key);
    if (!value) {
      if (kept.size >= maxEntries) kept.clear();
      value = compute();
      kept.set(key, value);
      const pending = value;
      pending.catch(() => {
        if (kept.get(key) === pending) kept.delete(key);
      });
    }
    return value;
  };
}
