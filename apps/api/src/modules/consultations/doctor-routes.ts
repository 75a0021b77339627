import {
  consultationView,
  consultOrderParams,
  doctorAvailabilityBody,
  doctorHistory,
  doctorLeaveBody,
  doctorLoginBody,
  doctorProfile,
  doctorQueue,
  ePrescription,
  prescribableList,
  prescriptionDraftBody,
  prescriptionSearchQuery,
} from '@dawa/contracts';
import { z } from 'zod';
import { ok, type Result } from '../../http/result.ts';
import type { RouteDef, RouteInput } from '../../http/route.ts';
import { staffSignInRoutes } from '../staff/routes.ts';
import { roomErrors, type Access, type ConsultationAccess } from './access.ts';
import type { DoctorConsole } from './console.ts';
import type { DoctorAccounts, DoctorSessions } from './doctor-accounts.ts';
import { prescriptionErrors, type EPrescriptions } from './e-prescriptions.ts';

const window = z.object({ weekdays: z.array(z.number().int()), start: z.string(), end: z.string() });

export interface DoctorRouteDeps {
  accounts: DoctorAccounts;
  sessions: DoctorSessions;
  access: ConsultationAccess;
  console: DoctorConsole;
  prescriptions: EPrescriptions;
}

/** A call on one consultation by its doctor, while it can be joined (logged as an access); anyone else gets 404. */
function consultingDoctor<Q, B, R>(
  deps: DoctorRouteDeps,
  action: string,
  def: Omit<RouteDef<Q, B, { orderId: number }, R>, 'handler' | 'params' | 'cache'> & {
    handler(input: RouteInput<Q, B, { orderId: number }> & { access: Access }): Promise<Result<R>> | Result<R>;
  },
): RouteDef {
  return deps.sessions.define<Q, B, { orderId: number }, R>({
    ...def,
    params: consultOrderParams,
    handler: async (input) => {
      const access = await deps.access.of(input.request, input.params.orderId, action);
      return access?.side === 'doctor' ? def.handler({ ...input, access }) : roomErrors.missing();
    },
  });
}

/** The doctor's console calls (decision 068), on the doctors' own session cookie. */
export const doctorRoutes = (deps: DoctorRouteDeps) => {
  const { accounts, sessions } = deps;
  return [
    ...staffSignInRoutes({
      role: 'doctor',
      body: doctorLoginBody,
      response: doctorProfile,
      login: accounts.login,
      logout: accounts.logout,
      cookie: sessions.cookie,
    }),
    sessions.define({
      method: 'GET',
      url: '/doctor/me',
      summary: 'The signed-in doctor',
      tags: ['doctor'],
      response: doctorProfile,
      handler: ({ member }) => ok(member),
    }),
    sessions.define({
      method: 'GET',
      url: '/doctor/queue',
      summary: "The doctor's consultations of a day (India date, default today), their weekly hours and leave",
      tags: ['doctor'],
      query: z.object({ date: z.iso.date({ error: 'Choose a date.' }).optional() }).strict(),
      response: doctorQueue,
      handler: ({ member, query }) => deps.console.queue(member, query.date),
    }),
    consultingDoctor(deps, 'start', {
      method: 'POST',
      url: '/doctor/consultations/:orderId/start',
      summary: 'Starts the consultation (from 10 minutes before its time); the patient is told',
      tags: ['doctor'],
      body: z.object({}).strict(),
      response: consultationView,
      handler: ({ access }) => deps.console.start(access),
    }),
    consultingDoctor(deps, 'complete', {
      method: 'POST',
      url: '/doctor/consultations/:orderId/complete',
      summary: 'Completes the consultation; afterwards the doctor no longer reads it',
      tags: ['doctor'],
      body: z.object({}).strict(),
      response: consultationView,
      handler: ({ access }) => deps.console.complete(access),
    }),
    consultingDoctor(deps, 'cancel', {
      method: 'POST',
      url: '/doctor/consultations/:orderId/cancel',
      summary: 'The doctor cannot take a consultation that has not started: cancelled, the fee refunded',
      tags: ['doctor'],
      body: z.object({}).strict(),
      response: consultationView,
      handler: ({ access }) => deps.console.cancel(access),
    }),
    consultingDoctor(deps, 'read history', {
      method: 'GET',
      url: '/doctor/consultations/:orderId/history',
      summary: "The patient's earlier consultations and prescriptions, when the patient agreed to share them",
      tags: ['doctor'],
      response: doctorHistory,
      handler: ({ access }) => deps.console.history(access),
    }),
    consultingDoctor(deps, 'search medicines', {
      method: 'GET',
      url: '/doctor/consultations/:orderId/prescribable',
      summary: 'Catalogue medicines for a name, with their guideline list and why this consultation may not prescribe one',
      tags: ['doctor'],
      query: prescriptionSearchQuery,
      response: prescribableList,
      handler: ({ access, query }) => deps.prescriptions.prescribable(access, query.q),
    }),
    consultingDoctor(deps, 'read prescription', {
      method: 'GET',
      url: '/doctor/consultations/:orderId/prescription',
      summary: 'The e-prescription of the consultation, draft or signed',
      tags: ['doctor'],
      response: ePrescription,
      handler: async ({ access }) => {
        const view = await deps.prescriptions.view(access.orderId);
        return view ? ok(view) : prescriptionErrors.missing();
      },
    }),
    consultingDoctor(deps, 'write prescription', {
      method: 'PUT',
      url: '/doctor/consultations/:orderId/prescription',
      summary: 'Saves the draft e-prescription; a medicine this consultation may not prescribe is refused with the reason',
      tags: ['doctor'],
      body: prescriptionDraftBody,
      response: ePrescription,
      handler: ({ access, body }) => deps.prescriptions.saveDraft(access, body),
    }),
    consultingDoctor(deps, 'sign prescription', {
      method: 'POST',
      url: '/doctor/consultations/:orderId/prescription/sign',
      summary: 'Signs the e-prescription: final, with its PDF, and the patient’s digital prescription from then on',
      tags: ['doctor'],
      body: z.object({}).strict(),
      response: ePrescription,
      handler: ({ access }) => deps.prescriptions.sign(access),
    }),
    sessions.define({
      method: 'PUT',
      url: '/doctor/availability',
      summary: "The doctor's weekly hours (India time, on the quarter hour)",
      tags: ['doctor'],
      body: doctorAvailabilityBody,
      response: z.object({ windows: z.array(window) }),
      handler: async ({ member, body }) => {
        const result = await deps.console.setAvailability(member, body.windows);
        return result.ok ? ok({ windows: result.data }) : result;
      },
    }),
    sessions.define({
      method: 'POST',
      url: '/doctor/leave',
      summary: 'Leave: no slot is offered in it (consultations already booked stay until the doctor cancels them)',
      tags: ['doctor'],
      body: doctorLeaveBody,
      response: z.object({ id: z.number().int(), startsAt: z.string(), endsAt: z.string() }),
      handler: ({ member, body }) => deps.console.addLeave(member, body.startsAt, body.endsAt),
    }),
    sessions.define({
      method: 'DELETE',
      url: '/doctor/leave/:id',
      summary: 'Removes leave',
      tags: ['doctor'],
      params: z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }).strict(),
      response: z.object({ removed: z.literal(true) }),
      handler: ({ member, params }) => deps.console.removeLeave(member, params.id),
    }),
  ];
};
