/**
 * The consultation room's and the doctor console's calls. Loaders pass the page request so its cookies (the
 * shopper's session or the doctor's `dawa_doctor`) go along; the room's live calls run in the browser.
 */
import type {
  AuthState,
  ConsultationView,
  DoctorProfile,
  DoctorQueue,
  EPrescription,
  PrescriptionDraftBody,
  Room,
  RoomMessage,
} from '@dawa/contracts';
import { call, qs } from './api.ts';

export type DoctorHistory = {
  consent: boolean;
  consultations: { orderId: number; startsAt: string; speciality: string; diagnosis: string; medicines: string[] }[];
};
export type Prescribable = {
  productId: number;
  name: string;
  manufacturer: string;
  packLabel: string;
  list: 'O' | 'A' | 'B' | 'PROHIBITED';
  refusal: string | null;
};
export type AvailabilityWindow = { weekdays: number[]; start: string; end: string };

const room = (orderId: number) => `/consultations/${orderId}/room`;

export const roomApi = {
  get: (orderId: number, req?: Request) => call<Room>({ method: 'GET', path: room(orderId) }, req),
  /** Whether the page's visitor is a signed-in shopper. */
  signedIn: (req: Request) =>
    call<AuthState>({ method: 'POST', path: '/auth/isUserAuthenticated', body: {} }, req).then(
      (answer) => answer.isAuthenticated,
      () => false,
    ),
};

export const roomCalls = {
  message: (orderId: number, text: string) => ({ method: 'POST' as const, path: `${room(orderId)}/messages`, body: { text } }),
};

export const doctorApi = {
  me: (req: Request) => call<DoctorProfile>({ method: 'GET', path: '/doctor/me' }, req),
  queue: (req: Request, date?: string) => call<DoctorQueue>({ method: 'GET', path: `/doctor/queue${qs({ date })}` }, req),
  history: (orderId: number, req: Request) => call<DoctorHistory>({ method: 'GET', path: `/doctor/consultations/${orderId}/history` }, req),
  prescription: (orderId: number, req: Request) =>
    call<EPrescription>({ method: 'GET', path: `/doctor/consultations/${orderId}/prescription` }, req),
  /** From the browser, as the doctor types. */
  prescribable: (q: string, orderId: number) =>
    call<{ items: Prescribable[] }>({ method: 'GET', path: `/doctor/consultations/${orderId}/prescribable${qs({ q })}` }),
};

export const doctorCalls = {
  login: (email: string, password: string) => ({ method: 'POST' as const, path: '/doctor/login', body: { email, password } }),
  logout: () => ({ method: 'POST' as const, path: '/doctor/logout', body: {} }),
  start: (orderId: number) => ({ method: 'POST' as const, path: `/doctor/consultations/${orderId}/start`, body: {} }),
  complete: (orderId: number) => ({ method: 'POST' as const, path: `/doctor/consultations/${orderId}/complete`, body: {} }),
  saveDraft: (orderId: number, body: PrescriptionDraftBody) => ({
    method: 'PUT' as const,
    path: `/doctor/consultations/${orderId}/prescription`,
    body,
  }),
  sign: (orderId: number) => ({ method: 'POST' as const, path: `/doctor/consultations/${orderId}/prescription/sign`, body: {} }),
  availability: (windows: AvailabilityWindow[]) => ({ method: 'PUT' as const, path: '/doctor/availability', body: { windows } }),
  addLeave: (startsAt: string, endsAt: string) => ({ method: 'POST' as const, path: '/doctor/leave', body: { startsAt, endsAt } }),
  deleteLeave: (id: number) => ({ method: 'DELETE' as const, path: `/doctor/leave/${id}` }),
};

export type { ConsultationView, DoctorProfile, DoctorQueue, EPrescription, Room, RoomMessage };

/** Every console and room page: never indexed, never kept by any cache. */
export const privateHeaders = () => ({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' });

/** A path's order id, else the page is a 404. */
export const orderIdOf = (value: string | undefined) => {
  const id = Number(value);
  if (!/^[0-9]{1,10}$/.test(value ?? '') || id <= 0 || id > 2_147_483_647) throw new Response(null, { status: 404 });
  return id;
};

/** India time of an instant: "2 Dec 2026, 10:30 am". */
export const formatIndiaTime = (iso: string, locale: 'en' | 'hi' = 'en') =>
  new Date(iso).toLocaleString(locale === 'hi' ? 'hi-IN' : 'en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
export const formatIndiaClock = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' });
