/**
 * The catalogue's popularity signal: 1mg's A–Z listing position (data/PROVENANCE.md, dataset 1). The source
 * has no sales figures, but 1mg lists each letter's medicines most popular first (Augmentin 625 Duo is row 13
 * of about 15,600 under A, Dolo 650 row 18 of about 18,600 under D), and the file keeps that order: its 26
 * letter files are joined A→Z with every row in place. Each letter opens with a block of high-priced
 * specialty products (oncology, biologics), which a price damping sends back.
 *
 * For the i-th medicine (from 0) of the n listed under its letter, with MRP m rupees:
 *   q = (i + 0.5) / n × max(1, m / 500),  popularity = round(10⁶ × ln(1 / q))
 * Higher is more popular; a late, dear medicine goes below zero. Only the order matters to the store.
 * A name that does not start with a Latin letter (a digit, `α-Bert`) belongs to the letter file it was in,
 * i.e. the letter of the medicine before it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Db } from '../client.ts';
import { readListedRows } from './catalogue-rows.ts';
import { rebuildMoleculeOrder } from './molecule-order.ts';

/** Names this version of the formula; a change of formula (or of the source file) re-applies it. */
export const LISTING_SIGNAL_VERSION = 'listing-position-v1';

/** Above this MRP a medicine's listing position counts as proportionally later. */
const DAMPING_FROM_PAISE = 500_00;

export interface ListedMedicine {
  name: string;
  mrpPaise: number;
}

/** The popularity of each medicine, in the order given, which must be the source file's order. */
export function listingPopularity(medicines: readonly ListedMedicine[]): number[] {
  const letters: string[] = [];
  let letter = 'A';
  for (const m of medicines) {
    const initial = m.name.charAt(0).toUpperCase();
    if (initial >= 'A' && initial <= 'Z') letter = initial;
    letters.push(letter);
  }
  const listed = new Map<string, number>();
  for (const l of letters) listed.set(l, (listed.get(l) ?? 0) + 1);
  const position = new Map<string, number>();
  return medicines.map((m, i) => {
    const l = letters[i] as string;
    const at = position.get(l) ?? 0;
    position.set(l, at + 1);
    const q = ((at + 0.5) / (listed.get(l) as number)) * Math.max(1, m.mrpPaise / DAMPING_FROM_PAISE);
    return Math.round(1e6 * Math.log(1 / q));
  });
}

export const POPULARITY_DATASET = 'popularity';

/** What the applied signal is recorded as: the formula's version and the source file's sha256 together. */
export function listingSignalSha256(medicinesCsv: string): string {
  const file = createHash('sha256').update(readFileSync(medicinesCsv)).digest('hex');
  return createHash('sha256').update(`${LISTING_SIGNAL_VERSION}\n${file}`).digest('hex');
}

export async function recordListingSignal(db: Db, medicinesCsv: string, rows: number): Promise<void> {
  const sha = listingSignalSha256(medicinesCsv);
  await db
    .insertInto('seed_runs')
    .values({ dataset: POPULARITY_DATASET, rows, source_sha256: sha })
    .onConflict((oc) => oc.column('dataset').doUpdateSet({ rows, source_sha256: sha, finished_at: sql`now()` }))
    .execute();
}

/** Whether the catalogue's popularity came from another formula or source file (or from before this signal). */
export async function listingSignalChanged(db: Db, medicinesCsv: string): Promise<boolean> {
  const run = await db.selectFrom('seed_runs').select('source_sha256').where('dataset', '=', POPULARITY_DATASET).executeTakeFirst();
  return run?.source_sha256 !== listingSignalSha256(medicinesCsv);
}

const UPDATE_BATCH = 5000;

/**
 * Sets the popularity of an already imported catalogue from the source file, in one transaction, and records
 * it. A product is matched on its id (source order) and its name, so a database imported from another file
 * keeps the popularity of every product the file does not name the same. Returns how many products changed.
 */
export async function reapplyListingPopularity(db: Db, medicinesCsv: string): Promise<number> {
  const ids: number[] = [];
  const names: string[] = [];
  const listed: ListedMedicine[] = [];
  for await (const row of readListedRows(medicinesCsv)) {
    ids.push(row.id);
    names.push(row.name);
    listed.push({ name: row.name, mrpPaise: row.mrpPaise });
  }
  const popularity = listingPopularity(listed);
  return db.transaction().execute(async (trx) => {
    let changed = 0;
    for (let i = 0; i < ids.length; i += UPDATE_BATCH) {
      const end = i + UPDATE_BATCH;
      const result = await sql`
        UPDATE products AS p SET popularity = u.popularity
        FROM unnest(${ids.slice(i, end)}::int4[], ${names.slice(i, end)}::text[], ${popularity.slice(i, end)}::int4[]) AS u(id, name, popularity)
        WHERE p.id = u.id AND p.name = u.name AND p.popularity <> u.popularity`.execute(trx);
      changed += Number(result.numAffectedRows ?? 0);
    }
    // The molecule pages list by popularity (migration 0018).
    if (changed > 0) await rebuildMoleculeOrder(trx);
    await recordListingSignal(trx, medicinesCsv, ids.length);
    return changed;
  });
}
