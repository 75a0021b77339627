import type { ConsultationView, DoctorProfile, DoctorQueue } from '@dawa/contracts';
import type { Db } from '@dawa/db';
import { indiaInstant, indiaTime, mayJoin, readWeeklyWindows, type ConsultationState, type WeeklyWindow } from '@dawa/domain';
import { fail, ok, type Result } from '../../http/result.ts';
import type { NotificationService } from '../notifications/service.ts';
import type { OrderLifecycle } from '../orders/lifecycle.ts';
import type { Access } from './access.ts';
import type { ConsultationRoom } from './room.ts';
import { lockConsultation, stepConsultation } from './steps.ts';
import { consultationView, consultationViews } from './views.ts';

const DAY_MS = 24 * 3600_000;
/** Leave is entered for at most 90 days at a time, and not in the past. */
const MAX_LEAVE_MS = 90 * DAY_MS;

export const consoleErrors = {
  missing: () => fail('CONSULTATION_NOT_FOUND', 'We could not find this consultation.', 404),
  notNow: () => fail('ROOM_NOT_OPEN', 'This consultation can be started from 10 minutes before its time.', 409),
  closed: () => fail('CONSULTATION_CLOSED', 'This consultation is not in progress.', 409),
  windows: (message: string) => fail('VALIDATION_FAILED', message, 400),
  leave: (message: string) => fail('VALIDATION_FAILED', message, 400),
};

/** The doctor's console (decision 068): the day's queue, starting and completing, cancelling, hours and leave. */
export function doctorConsole(deps: {
  db: Db;
  room: Pick<ConsultationRoom, 'note' | 'forgetSignals'>;
  lifecycle: Pick<OrderLifecycle, 'cancelConsultOrder'>;
  notifications: NotificationService;
  now: () => Date;
}) {
  const { db, now } = deps;

  /** What a doctor sees of a consultation outside its room: the time and who, not what it is about. */
  const outsideRoom = (v: ConsultationView, at: Date): ConsultationView =>
    mayJoin({ state: v.state as ConsultationState, startsAt: new Date(v.startsAt) }, at) ? v : { ...v, concern: '' };

  return {
    async queue(doctor: DoctorProfile, date: string | undefined): Promise<Result<DoctorQueue>> {
      const at = now();
      const day = date ?? indiaTime(at).date;
      const from = indiaInstant(day, 0);
      const views = await consultationViews(db, { doctorId: doctor.id, from, until: new Date(from.getTime() + DAY_MS) }, at);
      const row = await db.selectFrom('doctors').where('id', '=', doctor.id).select('availability').executeTakeFirstOrThrow();
      const leave = await db
        .selectFrom('doctor_leave')
        .where('doctor_id', '=', doctor.id)
        .where('ends_at', '>', at)
        .select(['id', 'starts_at', 'ends_at'])
        .orderBy('starts_at')
        .execute();
      return ok({
        doctor,
        date: day,
        consultations: views
          .filter((v) => v.state !== 'PAYMENT_PENDING')
          .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
          .map((v) => outsideRoom(v, at)),
        availability: readWeeklyWindows(row.availability),
        leave: leave.map((l) => ({
          id: Number(l.id),
          startsAt: new Date(l.starts_at).toISOString(),
          endsAt: new Date(l.ends_at).toISOString(),
        })),
      });
    },

    /** The doctor joins and starts: the patient is told, and the record says so. */
    async start(access: Access): Promise<Result<ConsultationView>> {
      const outcome = await db.transaction().execute(async (trx) => {
        const row = await lockConsultation(trx, access.orderId);
        if (!row || !mayJoin({ state: row.status as ConsultationState, startsAt: new Date(row.starts_at) }, now())) return 'refused';
        return stepConsultation(trx, deps.notifications, row, 'START', { actor: 'doctor', at: now() });
      });
      if (outcome === 'refused') return consoleErrors.notNow();
      if (outcome === 'applied') await deps.room.note(access.orderId, 'The doctor has started the consultation.');
      return ok((await consultationView(db, access.orderId, now()))!);
    },

    /** The doctor completes the consultation (with or without a prescription); signalling is dropped. */
    async complete(access: Access): Promise<Result<ConsultationView>> {
      const outcome = await db.transaction().execute(async (trx) => {
        const row = await lockConsultation(trx, access.orderId);
        return row ? stepConsultation(trx, deps.notifications, row, 'COMPLETE', { actor: 'doctor', at: now() }) : 'refused';
      });
      if (outcome === 'refused') return consoleErrors.closed();
      if (outcome === 'applied') {
        await deps.room.note(access.orderId, 'The consultation is complete.');
        await deps.room.forgetSignals(access.orderId);
      }
      return ok((await consultationView(db, access.orderId, now()))!);
    },

    /** The doctor cannot take a consultation that has not started: it is cancelled and its fee refunded. */
    async cancel(access: Access): Promise<Result<ConsultationView>> {
      const outcome = await deps.lifecycle.cancelConsultOrder(
        access.orderId,
        async (trx) => (await lockConsultation(trx, access.orderId))?.status === 'SCHEDULED',
        'doctor',
      );
      if (outcome !== 'cancelled') return consoleErrors.closed();
      return ok((await consultationView(db, access.orderId, now()))!);
    },

    /** The patient's earlier consultations and prescriptions, only when they agreed to share them; logged as a read. */
    async history(access: Access) {
      const c = await db
        .selectFrom('consultations')
        .where('order_id', '=', access.orderId)
        .select(['user_id', 'history_shared'])
        .executeTakeFirstOrThrow();
      if (!c.history_shared) return ok({ consent: false, consultations: [] });
      const rows = await db
        .selectFrom('consultations as c')
        .innerJoin('consult_specialities as s', 's.id', 'c.speciality_id')
        .leftJoin('e_prescriptions as p', 'p.order_id', 'c.order_id')
        .where('c.user_id', '=', c.user_id)
        .where('c.order_id', '<>', access.orderId)
        .where('c.status', '=', 'COMPLETED')
        .select(['c.order_id', 'c.starts_at', 's.name', 'p.diagnosis', 'p.signed_snapshot', 'p.status'])
        .orderBy('c.starts_at', 'desc')
        .limit(20)
        .execute();
      return ok({
        consent: true,
        consultations: rows.map((r) => ({
          orderId: r.order_id,
          startsAt: new Date(r.starts_at).toISOString(),
          speciality: r.name,
          diagnosis: r.status === 'SIGNED' ? (r.diagnosis ?? '') : '',
          medicines: r.status === 'SIGNED' ? ((r.signed_snapshot as { lines: { name: string }[] }).lines ?? []).map((l) => l.name) : [],
        })),
      });
    },

    async setAvailability(doctor: DoctorProfile, windows: WeeklyWindow[]): Promise<Result<WeeklyWindow[]>> {
      let checked: WeeklyWindow[];
      try {
        checked = readWeeklyWindows(windows);
      } catch (error) {
        return consoleErrors.windows((error as Error).message);
      }
      await db
        .updateTable('doctors')
        .set({ availability: JSON.stringify(checked) })
        .where('id', '=', doctor.id)
        .execute();
      return ok(checked);
    },

    async addLeave(doctor: DoctorProfile, startsAt: string, endsAt: string) {
      const from = new Date(startsAt);
      const until = new Date(endsAt);
      if (until <= from) return consoleErrors.leave('Leave ends after it starts.');
      if (until.getTime() <= now().getTime()) return consoleErrors.leave('Leave cannot be entered in the past.');
      if (until.getTime() - from.getTime() > MAX_LEAVE_MS) return consoleErrors.leave('Enter leave of up to 90 days at a time.');
      const row = await db
        .insertInto('doctor_leave')
        .values({ doctor_id: doctor.id, starts_at: from, ends_at: until })
        .returning('id')
        .executeTakeFirstOrThrow();
      return ok({ id: Number(row.id), startsAt: from.toISOString(), endsAt: until.toISOString() });
    },

    async removeLeave(doctor: DoctorProfile, id: number) {
      const removed = await db.deleteFrom('doctor_leave').where('id', '=', id).where('doctor_id', '=', doctor.id).executeTakeFirst();
      return Number(removed.numDeletedRows) > 0 ? ok({ removed: true as const }) : fail('VALIDATION_FAILED', 'No such leave.', 404);
    },
  };
}
export type DoctorConsole = ReturnType<typeof doctorConsole>;
