import type { Transaction } from 'kysely';
import type { Database, Db } from '@dawa/db';
import type { DispatchRecorder } from '../orders/lifecycle.ts';
import { latestReviews, moleculesOf, schedulesOf } from './repo.ts';

/** Register dates are Indian dates: a day runs from midnight to midnight in Asia/Kolkata (UTC+05:30, no DST). */
const IST_OFFSET_MS = 330 * 60_000;
const istDayStart = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS);
const istText = (d: Date) => new Date(d.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** The longest range one export covers. */
export const MAX_EXPORT_DAYS = 1100;

const COLUMNS = [
  'Dispatch date (IST)',
  'Order',
  'Line',
  'Medicine',
  'Molecules',
  'Quantity',
  'Prescriber',
  'Prescriber registration',
  'Patient',
  'Pharmacist',
  'Pharmacist registration',
] as const;

/**
 * One CSV field: quoted when it holds a comma, quote or line break (quotes doubled, RFC 4180); a text that a
 * spreadsheet would run as a formula (= + - @, tab, carriage return first) is prefixed with an apostrophe.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
const csvLine = (fields: (string | number)[]) => `${fields.map(csvField).join(',')}\r\n`;

/**
 * The Schedule H1 register (Drugs and Cosmetics Rules 1945, rule 65(3A)): one row per H1 line dispatched,
 * written in the dispatch's own transaction, never changed, kept at least three years (the table refuses
 * updates and deletes of younger rows).
 */
export function h1Register(db: Db) {
  const recordDispatch: DispatchRecorder = async (trx: Transaction<Database>, orderId, lines, at) => {
    const schedules = await schedulesOf(
      trx,
      lines.map((l) => l.product_id),
    );
    const reviews = await latestReviews(trx, orderId);
    const h1 = lines.filter((l) => {
      const review = reviews.get(l.position);
      return (l.product_id !== null && schedules.get(l.product_id) === 'H1') || review?.drug_schedule === 'H1';
    });
    if (!h1.length) return 'recorded';
    const molecules = await moleculesOf(
      trx,
      h1.flatMap((l) => (l.product_id === null ? [] : [l.product_id])),
    );
    const rows = [];
    for (const line of h1) {
      const r = reviews.get(line.position);
      if (!r || r.decision !== 'approved' || !r.prescriber_name || !r.prescriber_registration || !r.patient_name) return 'missing';
      const pharmacist = await trx
        .selectFrom('pharmacists')
        .where('id', '=', r.pharmacist_id)
        .select(['name', 'registration_number'])
        .executeTakeFirstOrThrow();
      rows.push({
        dispatched_at: at,
        order_id: orderId,
        position: line.position,
        product_id: line.product_id,
        medicine_name: line.name,
        molecules: (line.product_id !== null && molecules.get(line.product_id)) || '',
        quantity: line.quantity,
        prescriber_name: r.prescriber_name,
        prescriber_registration: r.prescriber_registration,
        patient_name: r.patient_name,
        pharmacist_id: r.pharmacist_id,
        pharmacist_name: pharmacist.name,
        pharmacist_registration: pharmacist.registration_number,
      });
    }
    await trx
      .insertInto('h1_register')
      .values(rows)
      .onConflict((oc) => oc.columns(['order_id', 'position']).doNothing())
      .execute();
    return 'recorded';
  };

  return {
    recordDispatch,

    /** The register for the Indian dates `from` to `to` (both included) as CSV; null when the range is not one. */
    async exportCsv(from: string, to: string): Promise<string | null> {
      const start = istDayStart(from);
      const end = new Date(istDayStart(to).getTime() + 86_400_000);
      if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start) return null;
      if (end.getTime() - start.getTime() > MAX_EXPORT_DAYS * 86_400_000) return null;
      const rows = await db
        .selectFrom('h1_register')
        .where('dispatched_at', '>=', start)
        .where('dispatched_at', '<', end)
        .selectAll()
        .orderBy('dispatched_at')
        .orderBy('id')
        .execute();
      return (
        csvLine([...COLUMNS]) +
        rows
          .map((r) =>
            csvLine([
              istText(new Date(r.dispatched_at)),
              r.order_id,
              r.position,
              r.medicine_name,
              r.molecules,
              r.quantity,
              r.prescriber_name,
              r.prescriber_registration,
              r.patient_name,
              r.pharmacist_name,
              r.pharmacist_registration,
            ]),
          )
          .join('')
      );
    },
  };
}
export type H1Register = ReturnType<typeof h1Register>;
