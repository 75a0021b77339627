import type { FastifyRequest } from 'fastify';
import type { Db, RoomSide } from '@dawa/db';
import { mayJoin, type ConsultationState } from '@dawa/domain';
import { fail } from '../../http/result.ts';
import { currentUser } from '../auth/session.ts';
import type { DoctorSessions } from './doctor-accounts.ts';

export const roomErrors = {
  missing: () => fail('CONSULTATION_NOT_FOUND', 'We could not find this consultation.', 404),
  notOpen: () => fail('ROOM_NOT_OPEN', 'The consultation room opens 10 minutes before the consultation starts.', 409),
};

export interface Access {
  side: RoomSide;
  orderId: number;
  userId: number;
  doctorId: number;
  state: ConsultationState;
  startsAt: Date;
  /** The call can be joined and the chat written in now. */
  open: boolean;
}

/**
 * Who may read a consultation (decision 068): its patient (the shopper who booked it), and its doctor only while it
 * can be joined — from 10 minutes before until it is complete. Every doctor's access is written to the access log.
 * Anyone else gets the answer a missing consultation gets.
 */
export function consultationAccess(db: Db, doctors: DoctorSessions, now: () => Date) {
  async function facts(orderId: number) {
    return db
      .selectFrom('consultations')
      .where('order_id', '=', orderId)
      .select(['order_id', 'user_id', 'doctor_id', 'status', 'starts_at'])
      .executeTakeFirst();
  }

  return {
    async of(request: FastifyRequest, orderId: number, action: string): Promise<Access | null> {
      const row = await facts(orderId);
      if (!row) return null;
      const state = row.status as ConsultationState;
      const startsAt = new Date(row.starts_at);
      const open = mayJoin({ state, startsAt }, now());
      const base = { orderId, userId: row.user_id, doctorId: row.doctor_id, state, startsAt, open };
      const user = await currentUser(request);
      if (user && user.id === row.user_id) return { side: 'patient', ...base };
      const doctor = await doctors.current(request);
      if (!doctor || doctor.id !== row.doctor_id || !open) return null;
      await db.insertInto('consultation_access_log').values({ order_id: orderId, doctor_id: doctor.id, action, at: now() }).execute();
      return { side: 'doctor', ...base };
    },
  };
}
export type ConsultationAccess = ReturnType<typeof consultationAccess>;
