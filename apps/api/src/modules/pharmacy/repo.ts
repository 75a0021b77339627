import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, DrugScheduleCode, RxCheckState, RxRejectReason } from '@dawa/db';

type Executor = Kysely<Database>;

/**
 * Orders waiting for a pharmacist: placed, holding a prescription line, and not waiting for the shopper's new
 * prescription. Oldest in the queue first: since placement, or since the shopper sent a new prescription.
 */
export function queue(db: Executor, limit: number) {
  return db
    .selectFrom('orders as o')
    .leftJoin('order_rx_checks as c', 'c.order_id', 'o.id')
    .where('o.status', '=', 'PLACED')
    .where((eb) => eb.or([eb('c.state', 'is', null), eb('c.state', '=', 'AWAITING_CHECK')]))
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('order_items as i').whereRef('i.order_id', '=', 'o.id').where('i.is_rx_required', '=', true).select('i.position')),
    )
    .select((eb) => [
      'o.id',
      eb.fn.coalesce('c.round', sql<number>`1`).as('round'),
      eb.fn
        .coalesce(
          'c.queued_at',
          eb
            .selectFrom('order_events as e')
            .whereRef('e.order_id', '=', 'o.id')
            .where('e.to_status', '=', 'PLACED')
            .select((e) => e.fn.max('e.created_at').as('at')),
          'o.created_at',
        )
        .as('queued_at'),
      eb
        .selectFrom('order_items as i')
        .whereRef('i.order_id', '=', 'o.id')
        .where('i.is_rx_required', '=', true)
        .select((i) => i.fn.countAll<string>().as('n'))
        .as('rx_lines'),
      eb
        .selectFrom('order_items as i')
        .innerJoin('products as p', 'p.id', 'i.product_id')
        .whereRef('i.order_id', '=', 'o.id')
        .where('p.drug_schedule', '=', 'H1')
        .select((i) => i.fn.countAll<string>().as('n'))
        .as('h1_lines'),
      eb
        .selectFrom('order_prescriptions as op')
        .whereRef('op.order_id', '=', 'o.id')
        .select((i) => i.fn.countAll<string>().as('n'))
        .as('prescriptions'),
    ])
    .orderBy('queued_at')
    .orderBy('o.id')
    .limit(limit)
    .execute();
}

export const checkOf = (db: Executor, orderId: number) =>
  db.selectFrom('order_rx_checks').where('order_id', '=', orderId).selectAll().executeTakeFirst();

export async function setCheck(trx: Transaction<Database>, orderId: number, state: RxCheckState, round: number, queuedAt: Date) {
  await trx
    .insertInto('order_rx_checks')
    .values({ order_id: orderId, state, round, queued_at: queuedAt })
    .onConflict((oc) => oc.column('order_id').doUpdateSet({ state, round, queued_at: queuedAt, updated_at: new Date() }))
    .execute();
}

/** The legal schedule of each product (a line without a product, a custom medicine, counts as H). */
export async function schedulesOf(db: Executor, productIds: (number | null)[]): Promise<Map<number, DrugScheduleCode>> {
  const ids = productIds.filter((id): id is number => id !== null);
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('products').where('id', 'in', ids).select(['id', 'drug_schedule']).execute();
  return new Map(rows.map((r) => [r.id, r.drug_schedule]));
}

export interface ReviewRow {
  position: number;
  round: number;
  decision: 'approved' | 'rejected';
  reason_code: RxRejectReason | null;
  reason_text: string | null;
  prescription_ids: string[];
  drug_schedule: DrugScheduleCode;
  prescriber_name: string | null;
  prescriber_registration: string | null;
  patient_name: string | null;
  pharmacist_id: number;
  pharmacist_name: string;
  created_at: Date;
}

/** The latest decision on each line of the order. */
export async function latestReviews(db: Executor, orderId: number): Promise<Map<number, ReviewRow>> {
  const rows = await db
    .selectFrom('order_rx_reviews as r')
    .innerJoin('pharmacists as p', 'p.id', 'r.pharmacist_id')
    .where('r.order_id', '=', orderId)
    .select([
      'r.position',
      'r.round',
      'r.decision',
      'r.reason_code',
      'r.reason_text',
      'r.prescription_ids',
      'r.drug_schedule',
      'r.prescriber_name',
      'r.prescriber_registration',
      'r.patient_name',
      'r.pharmacist_id',
      'p.name as pharmacist_name',
      'r.created_at',
    ])
    .orderBy('r.id')
    .execute();
  const latest = new Map<number, ReviewRow>();
  for (const row of rows) latest.set(row.position, { ...row, created_at: new Date(row.created_at) });
  return latest;
}

export interface NewReview {
  orderId: number;
  position: number;
  round: number;
  decision: 'approved' | 'rejected';
  reasonCode: RxRejectReason | null;
  reasonText: string | null;
  prescriptionIds: string[];
  schedule: DrugScheduleCode;
  prescriberName: string | null;
  prescriberRegistration: string | null;
  patientName: string | null;
  pharmacistId: number;
}

export async function insertReview(trx: Transaction<Database>, r: NewReview) {
  await trx
    .insertInto('order_rx_reviews')
    .values({
      order_id: r.orderId,
      position: r.position,
      round: r.round,
      decision: r.decision,
      reason_code: r.reasonCode,
      reason_text: r.reasonText,
      prescription_ids: JSON.stringify(r.prescriptionIds),
      drug_schedule: r.schedule,
      prescriber_name: r.prescriberName,
      prescriber_registration: r.prescriberRegistration,
      patient_name: r.patientName,
      pharmacist_id: r.pharmacistId,
    })
    .execute();
}

/** The molecules of each product, in their order on the pack, joined by ' + '. */
export async function moleculesOf(db: Executor, productIds: number[]): Promise<Map<number, string>> {
  if (!productIds.length) return new Map();
  const rows = await db
    .selectFrom('product_ingredients as pi')
    .innerJoin('molecules as m', 'm.id', 'pi.molecule_id')
    .where('pi.product_id', 'in', productIds)
    .select(['pi.product_id', 'm.name', 'pi.strength'])
    .orderBy('pi.product_id')
    .orderBy('pi.position')
    .execute();
  const out = new Map<number, string[]>();
  for (const r of rows) out.set(r.product_id, [...(out.get(r.product_id) ?? []), r.strength ? `${r.name} (${r.strength})` : r.name]);
  return new Map([...out].map(([id, names]) => [id, names.join(' + ')]));
}
