import {
  consultBookBody,
  consultCancelBody,
  consultBooked,
  consultCancelResult,
  consultHome,
  consultOrderParams,
  consultRescheduleBody,
  consultationList,
  consultationView,
  doctorList,
  doctorParams,
  doctorSlots,
  doctorsQuery,
} from '@dawa/contracts';
import { ok } from '../../http/result.ts';
import { defineRoute } from '../../http/route.ts';
import { defineCustomerRoute } from '../auth/customer-route.ts';
import { consultErrors, type ConsultBookings } from './booking.ts';
import type { DoctorDirectory } from './doctors.ts';

/** Free slots change with every booking: a short shared cache at most. */
const SLOTS_CACHE = 'public, max-age=15';

/** The patient's calls: choosing a doctor and a slot, booking, and their consultations (decision 068). */
export const consultationRoutes = (directory: DoctorDirectory, bookings: ConsultBookings) => [
  defineRoute({
    method: 'GET',
    url: '/consultations/home',
    summary: 'Doctor consultation: the specialities with their fees (CGHS-anchored), doctors and whether one is on duty now',
    tags: ['consultations'],
    response: consultHome,
    cache: SLOTS_CACHE,
    handler: async () => ok(await directory.home()),
  }),
  defineRoute({
    method: 'GET',
    url: '/consultations/doctors',
    summary: "A speciality's doctors: qualification, registration and council, languages, experience, next free slot",
    tags: ['consultations'],
    query: doctorsQuery,
    response: doctorList,
    cache: SLOTS_CACHE,
    handler: async ({ query }) => {
      const list = await directory.doctors(query.speciality);
      return list ? ok(list) : consultErrors.speciality();
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/consultations/doctors/:slug/slots',
    summary: "A doctor's 15-minute slots for the next 7 days (India time) and the current slot when on duty (instant)",
    tags: ['consultations'],
    params: doctorParams,
    response: doctorSlots,
    cache: SLOTS_CACHE,
    handler: async ({ params }) => {
      const slots = await directory.slots(params.slug);
      return slots ? ok(slots) : consultErrors.doctor();
    },
  }),
  defineCustomerRoute({
    method: 'POST',
    url: '/consultations/book',
    summary: 'Books a consultation (Idempotency-Key): a paid one waits for its payment through ufp; a follow-up is free',
    tags: ['consultations'],
    body: consultBookBody,
    response: consultBooked,
    handler: ({ user, body, request }) => {
      const key = request.headers['idempotency-key'];
      return bookings.book(user.id, body, typeof key === 'string' ? key : undefined);
    },
  }),
  defineCustomerRoute({
    method: 'GET',
    url: '/consultations',
    summary: 'Your consultations, newest first, with their status and actions (DETAILS, VIDEO, PRESCRIPTION, FOLLOW-UP)',
    tags: ['consultations'],
    response: consultationList,
    handler: async ({ user }) => ok(await bookings.list(user.id)),
  }),
  defineCustomerRoute({
    method: 'GET',
    url: '/consultations/:orderId',
    summary: 'One of your consultations',
    tags: ['consultations'],
    params: consultOrderParams,
    response: consultationView,
    handler: async ({ user, params }) => {
      const view = await bookings.one(user.id, params.orderId);
      return view ? ok(view) : consultErrors.missing();
    },
  }),
  defineCustomerRoute({
    method: 'POST',
    url: '/consultations/:orderId/reschedule',
    summary: 'Moves a consultation to another free slot of the same doctor, until an hour before it starts',
    tags: ['consultations'],
    params: consultOrderParams,
    body: consultRescheduleBody,
    response: consultationView,
    handler: ({ user, params, body }) => bookings.reschedule(user.id, params.orderId, body.slotStartsAt),
  }),
  defineCustomerRoute({
    method: 'POST',
    url: '/consultations/:orderId/cancel',
    summary: 'Cancels a consultation until an hour before it starts (an instant one until the doctor starts); the fee is refunded',
    tags: ['consultations'],
    params: consultOrderParams,
    body: consultCancelBody,
    response: consultCancelResult,
    handler: ({ user, params, body }) => bookings.cancel(user.id, params.orderId, body.refundTo ?? 'source'),
  }),
];
