import type { ConsultBookBody, ConsultBooked, ConsultationList, ConsultationView } from '@dawa/contracts';
import type { Db } from '@dawa/db';
import { checkConsultationPatient, instantSlot, isBookableSlot, mayCancel, mayReschedule, type ConsultationState } from '@dawa/domain';
import { inTransaction } from '../../http/idempotency.ts';
import { fail, ok, type Result } from '../../http/result.ts';
import type { CartService } from '../cart/service.ts';
import type { NotificationService } from '../notifications/service.ts';
import { consultOrderOf, FREE_CONSULTATION_PAYMENT, insertConsultOrder, orderAwaitingConsultation } from '../orders/consult-orders.ts';
import { unpaidOrderCount } from '../orders/lab-orders.ts';
import type { OrderLifecycle } from '../orders/lifecycle.ts';
import { MAX_OPEN_UNPAID_ORDERS } from '../orders/reservations.ts';
import type { Idempotency } from '../payments/idempotency.ts';
import type { PatientService } from '../prescriptions/patients.ts';
import type { DoctorDirectory } from './doctors.ts';
import { lockConsultation, stepConsultation } from './steps.ts';
import { consultationView, consultationViews } from './views.ts';

export const consultErrors = {
  speciality: () => fail('SPECIALITY_NOT_FOUND', 'Choose a speciality.', 404),
  doctor: () => fail('DOCTOR_NOT_FOUND', 'This doctor is not available for consultation. Choose another doctor.', 404),
  patient: () => fail('PATIENT_NOT_FOUND', 'We could not find this family member.', 404),
  slotTaken: () => fail('SLOT_TAKEN', 'Someone has just booked this slot. Choose another slot.', 409),
  slotGone: () => fail('SLOT_NOT_AVAILABLE', 'This slot is no longer available. Choose another slot.', 409),
  priceChanged: () => fail('PRICE_CHANGED', 'The consultation fee has changed. Check the new amount and book again.', 409),
  payment: () => fail('VALIDATION_FAILED', 'Choose a payment method.', 400),
  followUp: () =>
    fail('FOLLOW_UP_NOT_ALLOWED', 'A free follow-up is with the same doctor within 7 days of a completed consultation, once.', 409),
  forOrder: () => fail('ORDER_NOT_AWAITING_CONSULTATION', 'This order does not wait for a doctor consultation.', 409),
  missing: () => fail('CONSULTATION_NOT_FOUND', 'We could not find this consultation.', 404),
  tooLate: () => fail('TOO_LATE_TO_CHANGE', 'It is too late to change this consultation.', 409),
  tooManyUnpaid: () =>
    fail(
      'TOO_MANY_UNPAID_ORDERS',
      `You have ${MAX_OPEN_UNPAID_ORDERS} orders waiting for payment. Pay for one of them or cancel it before booking a consultation.`,
      409,
    ),
};

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

export interface ConsultBookingDeps {
  db: Db;
  doctors: DoctorDirectory;
  patients: Pick<PatientService, 'one'>;
  cart: Pick<CartService, 'lock'>;
  lifecycle: Pick<OrderLifecycle, 'cancelConsultOrder'>;
  notifications: NotificationService;
  idempotency: Idempotency;
  now: () => Date;
}

/** Booking, rescheduling and cancelling consultations, and the patient's list (decision 068). */
export function consultBookings(deps: ConsultBookingDeps) {
  const { db, doctors, now } = deps;

  /** The fee, or why this consultation cannot be booked free: a follow-up, or checkout's free consultation. */
  async function feeFor(userId: number, body: ConsultBookBody, specialityFee: number, doctorSlug: string): Promise<Result<number>> {
    if (body.followUpOf) {
      const views = await consultationViews(db, { userId, orderIds: [Number(body.followUpOf)] }, now());
      const first = views[0];
      if (!first || first.state !== 'COMPLETED' || first.isFollowUp || first.doctor.slug !== doctorSlug) return consultErrors.followUp();
      if (!first.followUpUntil || new Date(first.followUpUntil).getTime() <= now().getTime()) return consultErrors.followUp();
      if (!first.actions.includes('FOLLOW-UP')) return consultErrors.followUp();
      return ok(0);
    }
    if (body.forOrderId) {
      return (await orderAwaitingConsultation(db, userId, Number(body.forOrderId))) ? ok(0) : consultErrors.forOrder();
    }
    return ok(specialityFee);
  }

  async function bookOnce(userId: number, body: ConsultBookBody): Promise<Result<ConsultBooked>> {
    const speciality = await doctors.speciality(body.specialityId);
    if (!speciality) return consultErrors.speciality();
    const patient = await deps.patients.one(userId, body.patientId);
    if (!patient) return consultErrors.patient();
    const accompanyingAdult = body.accompanyingAdult?.trim() || null;
    const patientCheck = checkConsultationPatient({ ...patient, ageConfirmed: body.ageConfirmed, accompanyingAdult });
    if (!patientCheck.ok) return fail(patientCheck.code, patientCheck.message, 422);
    const fee = await feeFor(userId, body, speciality.fee_paise, body.doctorSlug);
    if (!fee.ok) return fee;
    if (body.amountPaise !== fee.data) return consultErrors.priceChanged();
    if (fee.data > 0 && body.paymentId === undefined) return consultErrors.payment();
    if (body.slotType === 'normal' && !body.slotStartsAt) return consultErrors.slotGone();

    try {
      return await inTransaction(db, async (trx) => {
        // The customer's checkout lock first (as every order path), then the doctor's row: bookings of one doctor
        // queue here, so each sees the slots the ones before it took.
        await deps.cart.lock(trx, userId);
        const doctor = await doctors.lockedForBooking(trx, body.doctorSlug);
        if (!doctor || !doctor.specialityIds.includes(speciality.id)) return consultErrors.doctor();
        const at = now();
        let startsAt: Date;
        if (body.slotType === 'Instant') {
          const slot = instantSlot({ ...doctor.hours, now: at });
          if (!slot) return consultErrors.slotGone();
          startsAt = slot;
        } else {
          startsAt = new Date(body.slotStartsAt!);
          if (!isBookableSlot({ ...doctor.hours, now: at, startsAt })) {
            return doctor.hours.booked.some((b) => b.getTime() === startsAt.getTime())
              ? consultErrors.slotTaken()
              : consultErrors.slotGone();
          }
        }
        if (fee.data > 0 && (await unpaidOrderCount(trx, userId)) >= MAX_OPEN_UNPAID_ORDERS) return consultErrors.tooManyUnpaid();
        const order = await insertConsultOrder(trx, {
          userId,
          startsAt,
          feePaise: speciality.fee_paise,
          amountPaise: fee.data,
          paymentTypeId: fee.data > 0 ? body.paymentId! : FREE_CONSULTATION_PAYMENT,
        });
        await trx
          .insertInto('consultations')
          .values({
            order_id: order.id,
            user_id: userId,
            doctor_id: doctor.row.id,
            speciality_id: speciality.id,
            consult_type: speciality.consult_type,
            call_mode: body.callMode,
            slot_type: body.slotType,
            starts_at: startsAt,
            status: 'PAYMENT_PENDING',
            patient_id: patient.id,
            patient_name: patient.name,
            patient_age: patient.age!,
            patient_gender: patient.gender!,
            accompanying_adult: patient.age! < 18 ? accompanyingAdult : null,
            concern: body.concern,
            follow_up_of: body.followUpOf ? Number(body.followUpOf) : null,
            for_order_id: body.forOrderId ? Number(body.forOrderId) : null,
            history_shared: body.shareHistory ?? false,
            created_at: at,
            updated_at: at,
          })
          .execute();
        await trx
          .insertInto('consultation_events')
          .values({ order_id: order.id, from_status: null, to_status: 'PAYMENT_PENDING', event: 'BOOK', actor: 'patient', created_at: at })
          .execute();
        const paid = order.status !== 'PAYMENT_PENDING';
        if (paid) {
          const row = (await lockConsultation(trx, order.id))!;
          await stepConsultation(trx, deps.notifications, row, 'PAYMENT_CONFIRMED', { actor: 'store', at });
        }
        return ok({
          orderId: order.id,
          status: paid ? 'SCHEDULED' : 'PAYMENT_PENDING',
          paymentAllowed: !paid,
          amountPaise: fee.data,
          startsAt: startsAt.toISOString(),
        });
      });
    } catch (error) {
      // The database's own guard (one booking per doctor and slot, one follow-up per consultation).
      if (isUniqueViolation(error)) return body.followUpOf ? consultErrors.followUp() : consultErrors.slotTaken();
      throw error;
    }
  }

  return {
    /** POST /consultations/book (Idempotency-Key): the consultation and the order its fee is paid by. */
    book(userId: number, body: ConsultBookBody, idempotencyKey: string | undefined): Promise<Result<ConsultBooked>> {
      return deps.idempotency(userId, 'consultBook', idempotencyKey, body, () => bookOnce(userId, body));
    },

    async list(userId: number): Promise<ConsultationList> {
      return { consultations: await consultationViews(db, { userId }, now()) };
    },

    /** The patient's consultation, or null (someone else's is as absent as a missing one). */
    async one(userId: number, orderId: number): Promise<ConsultationView | null> {
      return (await consultationViews(db, { userId, orderIds: [orderId] }, now()))[0] ?? null;
    },

    /** Moves a scheduled consultation to another free slot of the same doctor, until the cut-off. */
    async reschedule(userId: number, orderId: number, slotStartsAt: string): Promise<Result<ConsultationView>> {
      const startsAt = new Date(slotStartsAt);
      try {
        const result = await inTransaction(db, async (trx) => {
          await deps.cart.lock(trx, userId);
          const row = await lockConsultation(trx, orderId);
          if (!row || row.user_id !== userId) return consultErrors.missing();
          const at = now();
          if (!mayReschedule({ state: row.status as ConsultationState, startsAt: new Date(row.starts_at), slotType: row.slot_type }, at)) {
            return consultErrors.tooLate();
          }
          const doctor = await trx.selectFrom('doctors').where('id', '=', row.doctor_id).select(['slug']).executeTakeFirstOrThrow();
          const locked = await doctors.lockedForBooking(trx, doctor.slug);
          if (!locked) return consultErrors.doctor();
          if (!isBookableSlot({ ...locked.hours, now: at, startsAt })) return consultErrors.slotGone();
          await stepConsultation(trx, deps.notifications, row, 'RESCHEDULE', { actor: 'patient', at, startsAt });
          return ok(null);
        });
        if (!result.ok) return result;
      } catch (error) {
        if (isUniqueViolation(error)) return consultErrors.slotTaken();
        throw error;
      }
      return ok((await consultationView(db, orderId, now()))!);
    },

    /**
     * The patient cancels before the cut-off: the order closes and its charge is refunded (to the source by the
     * reconciler, or to the wallet when chosen); the doctor's slot is free again.
     */
    async cancel(
      userId: number,
      orderId: number,
      refundTo: 'source' | 'wallet',
    ): Promise<Result<{ orderId: number; status: string; refund: 'none' | 'source' | 'wallet' }>> {
      const before = await consultOrderOf(db, orderId);
      const outcome = await deps.lifecycle.cancelConsultOrder(
        orderId,
        async (trx) => {
          const row = await lockConsultation(trx, orderId);
          return (
            row !== undefined &&
            mayCancel({ state: row.status as ConsultationState, startsAt: new Date(row.starts_at), slotType: row.slot_type }, now())
          );
        },
        { userId, refundToWallet: refundTo === 'wallet' },
      );
      if (outcome === 'missing' || !before) return consultErrors.missing();
      if (outcome === 'too_late') return consultErrors.tooLate();
      const paid = before.status !== 'PAYMENT_PENDING' && before.amount_paise > 0;
      return ok({ orderId, status: 'CANCELLED', refund: !paid ? 'none' : refundTo });
    },
  };
}
export type ConsultBookings = ReturnType<typeof consultBookings>;
