/** The search corpus is read in bounded pages, and the index built from pages is the one built from a single read. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import type { DatabaseHandle } from '@dawa/db';
import { SearchIndex } from '@dawa/search';
import { loadSearchCorpus } from '../src/modules/search/repo.ts';
import { openTestDatabase } from '../../../packages/db/test/support/golden.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle?.close());

/** Counts the rows of every result the loader receives. */
function resultSizes() {
  const sizes: number[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      sizes.push(args.result.rows.length);
      return args.result;
    },
  };
  return { sizes, plugin };
}

const PAGE = 7;
const QUERIES = ['dolo 650', 'augmentn 625', 'paracetmol', 'pan', 'glaxo', 'amoxycillin clavulanic', 'cough', 'zzqx'];

describe('loadSearchCorpus', () => {
  it(`never receives more than ${PAGE} rows from one query when asked for pages of ${PAGE}`, async () => {
    const { sizes, plugin } = resultSizes();
    const loaded = await loadSearchCorpus(handle.db.withPlugin(plugin), PAGE);
    expect(loaded.lines.size).toBeGreaterThan(PAGE * 3);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(PAGE);
    // The products alone took several full pages.
    expect(sizes.filter((n) => n === PAGE).length).toBeGreaterThanOrEqual(Math.floor(loaded.lines.size / PAGE));
  });

  it('reads the same corpus and lookups in small pages as in one page', async () => {
    const paged = await loadSearchCorpus(handle.db, PAGE);
    const whole = await loadSearchCorpus(handle.db, 1_000_000);
    expect(paged.corpus).toEqual(whole.corpus);
    expect([...paged.lines]).toEqual([...whole.lines]);
    expect([...paged.molecules]).toEqual([...whole.molecules]);
    expect([...paged.brands]).toEqual([...whole.brands]);
    expect([...paged.categories]).toEqual([...whole.categories]);
  });

  it('builds an index from the paged corpus that answers every query exactly as the index from one read', async () => {
    const fromPages = SearchIndex.build((await loadSearchCorpus(handle.db, PAGE)).corpus);
    const fromOneRead = SearchIndex.build((await loadSearchCorpus(handle.db, 1_000_000)).corpus);
    for (const q of QUERIES) {
      expect(fromPages.search(q, { limit: 20 }), q).toEqual(fromOneRead.search(q, { limit: 20 }));
      expect(fromPages.count(q), q).toBe(fromOneRead.count(q));
    }
  });
});
