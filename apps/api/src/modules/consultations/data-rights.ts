import type { Transaction } from 'kysely';
import type { Database, Db } from '@dawa/db';
import { iso } from '../../http/iso.ts';

type Trx = Transaction<Database>;

/** Consultations still to happen or under way: erasing the account would leave a doctor waiting for no one. */
const IN_PROGRESS = ['PAYMENT_PENDING', 'SCHEDULED', 'IN_PROGRESS'] as const;

/**
 * Consultations in the shopper's download, and what erasure does to them (decision 068). The record of a
 * consultation — who was consulted, the chat, the files shared and the signed prescription — is the medical record the
 * Telemedicine Practice Guidelines 2020 ask the doctor to keep, so erasure keeps it; only the transient signalling goes.
 */
export function consultationDataRights(db: Db) {
  return {
    async exportFor(userId: number) {
      const rows = await db
        .selectFrom('consultations as c')
        .innerJoin('doctors as d', 'd.id', 'c.doctor_id')
        .leftJoin('e_prescriptions as p', 'p.order_id', 'c.order_id')
        .where('c.user_id', '=', userId)
        .select([
          'c.order_id',
          'c.status',
          'c.speciality_id',
          'c.call_mode',
          'c.starts_at',
          'c.patient_name',
          'c.patient_age',
          'c.patient_gender',
          'c.accompanying_adult',
          'c.concern',
          'd.name as doctor_name',
          'd.registration_number',
          'p.status as prescription_status',
          'p.signed_snapshot',
        ])
        .orderBy('c.order_id')
        .execute();
      const ids = rows.map((r) => r.order_id).concat([0]);
      const messages = await db
        .selectFrom('consultation_messages')
        .where('order_id', 'in', ids)
        .select(['order_id', 'sender', 'kind', 'body', 'file_name', 'created_at'])
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        orderId: r.order_id,
        status: r.status,
        specialityId: r.speciality_id,
        callMode: r.call_mode,
        startsAt: iso(r.starts_at),
        doctor: { name: r.doctor_name, registrationNumber: r.registration_number },
        patient: { name: r.patient_name, age: r.patient_age, gender: r.patient_gender, accompanyingAdult: r.accompanying_adult },
        concern: r.concern,
        messages: messages
          .filter((m) => m.order_id === r.order_id)
          .map((m) => ({ sender: m.sender, kind: m.kind, body: m.body, fileName: m.file_name, at: iso(m.created_at) })),
        prescription: r.prescription_status === 'SIGNED' ? (r.signed_snapshot as Record<string, unknown>) : null,
      }));
    },

    async inProgressIds(trx: Trx, userId: number): Promise<number[]> {
      const rows = await trx
        .selectFrom('consultations')
        .select('order_id')
        .where('user_id', '=', userId)
        .where('status', 'in', [...IN_PROGRESS])
        .orderBy('order_id')
        .execute();
      return rows.map((r) => r.order_id);
    },

    /** The shopper's signed e-prescriptions: kept as rows (their PDF copies leave storage) like those orders name. */
    async prescriptionIdsOf(trx: Trx, userId: number): Promise<string[]> {
      const rows = await trx
        .selectFrom('e_prescriptions as p')
        .innerJoin('consultations as c', 'c.order_id', 'p.order_id')
        .where('c.user_id', '=', userId)
        .where('p.prescription_id', 'is not', null)
        .select('p.prescription_id')
        .execute();
      return rows.map((r) => r.prescription_id!);
    },

    /** Inside the erasure's transaction: the signalling goes; the medical record stays (see above). */
    async eraseFor(trx: Trx, userId: number): Promise<void> {
      const ids = (await trx.selectFrom('consultations').select('order_id').where('user_id', '=', userId).execute()).map((r) => r.order_id);
      if (ids.length) await trx.deleteFrom('consultation_signals').where('order_id', 'in', ids).execute();
    },
  };
}
