import type { ConsultationView } from '@dawa/contracts';
import type { Db } from '@dawa/db';
import {
  consultationActions,
  consultationStatusLabel,
  followUpUntil,
  mayCancel,
  mayReschedule,
  type ConsultationState,
} from '@dawa/domain';
import { DOCTOR_PROFILE_COLUMNS, profileOf } from './doctors.ts';

/**
 * Consultations as the patient and the doctor see them, read with their doctor, speciality, order and prescription in
 * one query each. `where` narrows the consultations (by patient, by doctor and day, or one order).
 */
export async function consultationViews(
  db: Db,
  where: { userId?: number; doctorId?: number; orderIds?: number[]; from?: Date; until?: Date },
  now: Date,
): Promise<ConsultationView[]> {
  let query = db
    .selectFrom('consultations as c')
    .innerJoin('doctors as d', 'd.id', 'c.doctor_id')
    .innerJoin('consult_specialities as s', 's.id', 'c.speciality_id')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .leftJoin('e_prescriptions as p', 'p.order_id', 'c.order_id')
    .select([
      'c.order_id',
      'c.status',
      'c.consult_type',
      'c.call_mode',
      'c.slot_type',
      'c.starts_at',
      'c.patient_name',
      'c.patient_age',
      'c.patient_gender',
      'c.accompanying_adult',
      'c.concern',
      'c.follow_up_of',
      'c.for_order_id',
      'c.completed_at',
      's.id as speciality_id',
      's.name as speciality_name',
      ...DOCTOR_PROFILE_COLUMNS,
      'o.amount_paise',
      'p.status as prescription_status',
    ])
    .select(({ exists, selectFrom }) =>
      exists(
        selectFrom('consultations as f')
          .select('f.order_id')
          .whereRef('f.follow_up_of', '=', 'c.order_id')
          .where('f.status', 'not in', ['CANCELLED', 'PAYMENT_FAILED']),
      ).as('has_follow_up'),
    )
    .where('c.status', '<>', 'PAYMENT_FAILED')
    .orderBy('c.starts_at', 'desc')
    .orderBy('c.order_id', 'desc')
    .limit(100);
  if (where.userId !== undefined) query = query.where('c.user_id', '=', where.userId);
  if (where.doctorId !== undefined) query = query.where('c.doctor_id', '=', where.doctorId);
  if (where.orderIds) query = query.where('c.order_id', 'in', where.orderIds.length ? where.orderIds : [0]);
  if (where.from) query = query.where('c.starts_at', '>=', where.from);
  if (where.until) query = query.where('c.starts_at', '<', where.until);
  const rows = await query.execute();
  return rows.map((r) => {
    const state = r.status as ConsultationState;
    const startsAt = new Date(r.starts_at);
    const completedAt = r.completed_at ? new Date(r.completed_at) : null;
    const hasPrescription = r.prescription_status === 'SIGNED';
    const facts = { state, startsAt, slotType: r.slot_type };
    return {
      orderId: r.order_id,
      status: consultationStatusLabel(facts, now),
      state,
      actions: consultationActions(
        { ...facts, completedAt, hasPrescription, hasFollowUp: Boolean(r.has_follow_up), isFollowUp: r.follow_up_of !== null },
        now,
      ),
      consultType: r.consult_type,
      callMode: r.call_mode,
      slotType: r.slot_type,
      startsAt: startsAt.toISOString(),
      speciality: { id: r.speciality_id, name: r.speciality_name },
      doctor: { ...profileOf(r), specialities: [{ id: r.speciality_id, name: r.speciality_name }] },
      patient: { name: r.patient_name, age: r.patient_age, gender: r.patient_gender, accompanyingAdult: r.accompanying_adult },
      concern: r.concern,
      amountPaise: r.amount_paise,
      paymentPending: state === 'PAYMENT_PENDING',
      mayReschedule: mayReschedule(facts, now),
      mayCancel: mayCancel(facts, now),
      followUpUntil: completedAt && state === 'COMPLETED' ? followUpUntil(completedAt).toISOString() : null,
      isFollowUp: r.follow_up_of !== null,
      forOrderId: r.for_order_id,
      hasPrescription,
    };
  });
}

export async function consultationView(db: Db, orderId: number, now: Date): Promise<ConsultationView | null> {
  return (await consultationViews(db, { orderIds: [orderId] }, now))[0] ?? null;
}
