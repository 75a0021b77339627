/**
 * The doctor consultation calls (storefront §2 `/doctor-consultation/` pages; cart document order type 5), made by the
 * consultation pages' loaders and actions with the page request's cookie. Used on the server only (loaders and
 * actions). A failure is a value carrying the envelope's code, message and, for a field at fault, its name.
 */
import type {
  ConsultBookBody,
  ConsultBooked,
  ConsultHome,
  ConsultationList,
  ConsultationView,
  DoctorList,
  DoctorSlots,
  EPrescription,
  Patient,
  PatientBody,
  PatientList,
  addPrescriptionToCartResult,
  consultCancelResult,
} from '@dawa/contracts';
import type { z } from 'zod';
import { qs } from './api.ts';
import { sendForPage, type FieldFailure, type FieldResult } from './api-result.server.ts';

export type ConsultFailure = FieldFailure;
export type ConsultResult<T> = FieldResult<T>;
export type AddToCartResult = z.infer<typeof addPrescriptionToCartResult>;
export type CancelResult = z.infer<typeof consultCancelResult>;

const send = sendForPage;

const get = <T>(path: string, incoming: Request) => send<T>({ method: 'GET', path }, incoming);
const post = <T>(path: string, body: unknown, incoming: Request, headers?: Record<string, string>) =>
  send<T>({ method: 'POST', path, body, ...(headers ? { headers } : {}) }, incoming);

export const consultApi = {
  home: (req: Request) => get<ConsultHome>('/consultations/home', req),
  doctors: (speciality: string, req: Request) => get<DoctorList>(`/consultations/doctors${qs({ speciality })}`, req),
  slots: (slug: string, req: Request) => get<DoctorSlots>(`/consultations/doctors/${encodeURIComponent(slug)}/slots`, req),
  book: (body: ConsultBookBody, idempotencyKey: string, req: Request) =>
    post<ConsultBooked>('/consultations/book', body, req, { 'idempotency-key': idempotencyKey }),
  list: (req: Request) => get<ConsultationList>('/consultations', req),
  view: (orderId: number, req: Request) => get<ConsultationView>(`/consultations/${orderId}`, req),
  cancel: (orderId: number, refundTo: 'source' | 'wallet', req: Request) =>
    post<CancelResult>(`/consultations/${orderId}/cancel`, { refundTo }, req),
  reschedule: (orderId: number, slotStartsAt: string, req: Request) =>
    post<ConsultationView>(`/consultations/${orderId}/reschedule`, { slotStartsAt }, req),
  prescription: (orderId: number, req: Request) => get<EPrescription>(`/consultations/${orderId}/prescription`, req),
  addToCart: (orderId: number, req: Request) => post<AddToCartResult>(`/consultations/${orderId}/prescription/addToCart`, {}, req),
  patients: (req: Request) => get<PatientList>('/patients/fetchPatients', req),
  addPatient: (body: PatientBody, req: Request) => post<Patient>('/patients/addPatient', body, req),
  updatePatient: (id: number, body: PatientBody, req: Request) =>
    send<Patient>({ method: 'PUT', path: `/patients/updatePatient/${id}`, body }, req),
};
