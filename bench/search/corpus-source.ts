/**
 * Where the benchmark corpus comes from: `--source csv` (default) reads the seed CSV directly;
 * `--source db` reads the catalogue database through the API's `loadSearchCorpus(db)` — PostgreSQL
 * when DATABASE_URL is set, else the embedded database in `--data-dir` (default `.data/pglite`;
 * the embedded database allows one process at a time, so stop the app or point at a copy).
 */

import type { SearchCorpus } from '@dawa/search';
import { DEFAULT_CSV, loadCorpusFromCsv } from './corpus-from-csv.ts';

export type CorpusSource = 'csv' | 'db';

export interface SourceOptions {
  source: CorpusSource;
  csvPath?: string;
  dataDir?: string;
}

async function loadFromDb(dataDir: string): Promise<SearchCorpus> {
  const { openDatabase } = await import('@dawa/db');
  const { loadSearchCorpus } = await import('../../apps/api/src/modules/search/repo.ts');
  const url = process.env['DATABASE_URL'];
  const handle = await openDatabase(url === undefined ? { dataDir } : { url });
  try {
    return (await loadSearchCorpus(handle.db)).corpus;
  } finally {
    await handle.close();
  }
}

export async function loadCorpus(o: SourceOptions): Promise<SearchCorpus> {
  if (o.source === 'db') return loadFromDb(o.dataDir ?? '.data/pglite');
  return loadCorpusFromCsv(o.csvPath ?? DEFAULT_CSV);
}
