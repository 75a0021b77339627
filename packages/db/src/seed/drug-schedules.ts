/**
 * Applies the reviewed classification list (data/drug-schedules/molecules.csv) to the catalogue: each
 * molecule gets its schedule, each product the strictest X, NDPS or H1 of its molecules, else H when it
 * needs a prescription, else OTC (the rules are moleculeSchedule and productSchedule in @dawa/domain).
 * The import applies it; the release step applies it again whenever the list's sha256 changes, so a
 * database seeded before a change of the list is re-classified on the next deployment.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql, type Transaction } from 'kysely';
import { DRUG_SCHEDULES, moleculeSchedule, readScheduleList, type DrugSchedule, type ScheduledMolecule } from '@dawa/domain';
import type { Db } from '../client.ts';
import type { Database } from '../schema.ts';
import { readCsv } from './csv.ts';

export const SCHEDULES_DATASET = 'drug-schedules';

export type ScheduleCounts = Record<DrugSchedule, number>;
export interface ClassificationReport {
  molecules: ScheduleCounts;
  products: ScheduleCounts;
}

export async function readScheduleFile(path: string): Promise<ScheduledMolecule[]> {
  const rows: Record<string, string>[] = [];
  for await (const row of readCsv(path)) rows.push(row);
  return readScheduleList(rows);
}

export const scheduleFileSha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

const emptyCounts = (): ScheduleCounts => Object.fromEntries(DRUG_SCHEDULES.map((s) => [s, 0])) as ScheduleCounts;

/**
 * Classifies every molecule and product inside the caller's transaction, and records the list's hash.
 * Products are set from their rule first, then raised to H1, NDPS and X in that order, so the strictest wins.
 */
export async function applyDrugSchedules(trx: Transaction<Database>, path: string): Promise<ClassificationReport> {
  const list = await readScheduleFile(path);
  const bySchedule = new Map(list.map((m) => [m.molecule, m.schedule]));

  const molecules = await trx.selectFrom('molecules').select(['id', 'key']).execute();
  const idsOf = new Map<DrugSchedule, number[]>(DRUG_SCHEDULES.map((s) => [s, []]));
  for (const m of molecules) idsOf.get(moleculeSchedule(m.key, bySchedule))!.push(m.id);
  for (const [schedule, ids] of idsOf) {
    if (ids.length) await trx.updateTable('molecules').set({ drug_schedule: schedule }).where('id', 'in', ids).execute();
  }

  await trx
    .updateTable('products')
    .set({ drug_schedule: sql<DrugSchedule>`CASE WHEN is_rx_required THEN 'H' ELSE 'OTC' END` })
    .execute();
  for (const schedule of ['H1', 'NDPS', 'X'] as const) {
    await trx
      .updateTable('products')
      .set({ drug_schedule: schedule })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('product_ingredients as pi')
          .innerJoin('molecules as m', 'm.id', 'pi.molecule_id')
          .where('m.drug_schedule', '=', schedule)
          .select('pi.product_id'),
      )
      .execute();
  }

  const sha = scheduleFileSha256(path);
  await trx
    .insertInto('seed_runs')
    .values({ dataset: SCHEDULES_DATASET, rows: list.length, source_sha256: sha })
    .onConflict((oc) => oc.column('dataset').doUpdateSet({ rows: list.length, source_sha256: sha, finished_at: sql`now()` }))
    .execute();
  return { molecules: await countBy(trx, 'molecules'), products: await countBy(trx, 'products') };
}

async function countBy(trx: Transaction<Database>, table: 'molecules' | 'products'): Promise<ScheduleCounts> {
  const rows = await trx
    .selectFrom(table)
    .select((eb) => ['drug_schedule', eb.fn.countAll<string>().as('n')])
    .groupBy('drug_schedule')
    .execute();
  const counts = emptyCounts();
  for (const r of rows) counts[r.drug_schedule] = Number(r.n);
  return counts;
}

/** Whether the database was classified with another version of the list (or never). */
export async function scheduleListChanged(db: Db, path: string): Promise<boolean> {
  const run = await db.selectFrom('seed_runs').select('source_sha256').where('dataset', '=', SCHEDULES_DATASET).executeTakeFirst();
  return run?.source_sha256 !== scheduleFileSha256(path);
}

/** Re-classifies an already imported catalogue in one transaction. */
export function reclassifyCatalogue(db: Db, path: string): Promise<ClassificationReport> {
  return db.transaction().execute((trx) => applyDrugSchedules(trx, path));
}
