/**
 * The popularity signal on the fixture catalogue (decision 032): set from the 1mg listing position at import,
 * and set again by the release step on a catalogue imported before the signal or from another version of it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase, readCatalogueRevision, type DatabaseHandle } from '../src/index.ts';
import { readListedRows } from '../src/seed/catalogue-rows.ts';
import { listingPopularity, listingSignalSha256, POPULARITY_DATASET } from '../src/seed/listing-popularity.ts';
import { FIXTURES, CONSULTATION_SOURCES, DIAGNOSTICS_SOURCES, HEALTHCARE_FIXTURES, openTestDatabase, PINCODE_FIXTURES } from './support/golden.ts';

let handle: DatabaseHandle;
const dir = mkdtempSync(join(tmpdir(), 'dawa-popularity-'));
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** id → popularity as the signal gives it for a medicines file. */
async function expectedPopularity(medicinesCsv: string): Promise<Map<number, number>> {
  const rows = [];
  for await (const row of readListedRows(medicinesCsv)) rows.push(row);
  const scores = listingPopularity(rows);
  return new Map(rows.map((row, i) => [row.id, scores[i]!]));
}

async function storedPopularity(): Promise<Map<number, number>> {
  const rows = await handle.db.selectFrom('products').where('product_type', '=', 1).select(['id', 'popularity']).orderBy('id').execute();
  return new Map(rows.map((r) => [r.id, r.popularity]));
}

const popularityOf = async (name: string) =>
  (await handle.db.selectFrom('products').select('popularity').where('name', '=', name).executeTakeFirstOrThrow()).popularity;

/** The molecule pages' stored order (migration 0018) against the order their popularity gives now. */
async function moleculeOrderIsCurrent(): Promise<boolean> {
  const stale = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM molecule_order o
    JOIN (
      SELECT i.molecule_id, i.product_id,
        row_number() OVER (PARTITION BY i.molecule_id ORDER BY n.ingredients, p.popularity DESC, p.id) AS position
      FROM product_ingredients i
      JOIN products p ON p.id = i.product_id
      JOIN (SELECT product_id, count(*) AS ingredients FROM product_ingredients GROUP BY product_id) n ON n.product_id = p.id
    ) now ON now.molecule_id = o.molecule_id AND now.position = o.position
    WHERE now.product_id <> o.product_id`.execute(handle.db);
  return stale.rows[0]!.n === 0;
}

const release = (medicinesCsv = FIXTURES.medicinesCsv) =>
  prepareDatabase(
    handle,
    {
      catalogue: { ...FIXTURES, medicinesCsv },
      healthcare: HEALTHCARE_FIXTURES,
      pincodes: PINCODE_FIXTURES,
      diagnostics: DIAGNOSTICS_SOURCES,
      consultations: CONSULTATION_SOURCES,
    },
    () => {},
    { quiet: true },
  );

describe('popularity at import', () => {
  it('is the listing-position signal of every product', async () => {
    expect(await storedPopularity()).toEqual(await expectedPopularity(FIXTURES.medicinesCsv));
  });

  it('follows the listing order within a letter when no medicine is dear enough to be sent back', async () => {
    const rows = await handle.db
      .selectFrom('products')
      .select(['id', 'name'])
      .where('product_type', '=', 1)
      .where('name', 'like', 'D%')
      .where('mrp_paise', '<=', 500_00)
      .orderBy('popularity', 'desc')
      .execute();
    expect(rows.length).toBeGreaterThan(10);
    expect(rows[0]?.name).toBe('Dolo 650 Tablet');
    expect(rows.map((r) => r.id)).toEqual(rows.map((r) => r.id).sort((a, b) => a - b));
  });

  it('records the signal it applied', async () => {
    const run = await handle.db.selectFrom('seed_runs').selectAll().where('dataset', '=', POPULARITY_DATASET).executeTakeFirstOrThrow();
    expect(run.source_sha256).toBe(listingSignalSha256(FIXTURES.medicinesCsv));
  });
});

describe('popularity in the release step', () => {
  it('does nothing while the signal and its source are unchanged', async () => {
    expect(await release()).toMatchObject({ importedCatalogue: false, repopularised: false });
  });

  it('sets the signal on a catalogue imported before it, once, and drops the cached pages', async () => {
    // A catalogue as an earlier import left it: another popularity, and no record of this signal.
    await handle.db.updateTable('products').where('product_type', '=', 1).set({ popularity: 0 }).execute();
    await handle.db.deleteFrom('seed_runs').where('dataset', '=', POPULARITY_DATASET).execute();
    const revision = await readCatalogueRevision(handle.db);

    expect(await release()).toMatchObject({ importedCatalogue: false, repopularised: true });
    expect(await storedPopularity()).toEqual(await expectedPopularity(FIXTURES.medicinesCsv));
    expect(await moleculeOrderIsCurrent()).toBe(true);
    expect(await readCatalogueRevision(handle.db)).not.toBe(revision);
    expect(await release()).toMatchObject({ repopularised: false });
  });

  it("sets it again when the source changes, with the molecule pages' order, leaving alone a product the new file names differently", async () => {
    const before = await popularityOf('Dolo 500 Tablet');
    const pantop = await popularityOf('Pantop 40 Tablet');
    const changed = join(dir, 'medicines.csv');
    const text = readFileSync(FIXTURES.medicinesCsv, 'utf8');
    expect(text).toContain('Dolo 500 Tablet,Micro Labs Ltd,strip of 15 tablets,Paracetamol (500mg),14.95,');
    expect(text).toContain('\nPantop 40 Tablet,');
    writeFileSync(
      changed,
      text
        // Dolo 500 at ₹1,495: dear enough to be sent back.
        .replace(
          'Dolo 500 Tablet,Micro Labs Ltd,strip of 15 tablets,Paracetamol (500mg),14.95,',
          'Dolo 500 Tablet,Micro Labs Ltd,strip of 15 tablets,Paracetamol (500mg),1495,',
        )
        .replace('\nPantop 40 Tablet,', '\nPantop Forty Tablet,'),
    );

    expect(await release(changed)).toMatchObject({ repopularised: true });
    expect(await popularityOf('Dolo 500 Tablet')).toBeLessThan(before);
    expect(await moleculeOrderIsCurrent()).toBe(true);
    expect(await popularityOf('Pantop 40 Tablet')).toBe(pantop);
    expect(await release(changed)).toMatchObject({ repopularised: false });

    expect(await release()).toMatchObject({ repopularised: true });
    expect(await popularityOf('Dolo 500 Tablet')).toBe(before);
  });
});
