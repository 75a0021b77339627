/**
 * The lab booking calls (cart document §3 "diagnostic order variant", order type 1), made by the lab cart's,
 * the booking page's and the medical records page's loaders and actions with the page request's cookie.
 * A failure is a value carrying the envelope's code, message and, for a field at fault, its name.
 */
import type {
  Address,
  LabBookingDetails,
  LabBookingList,
  LabCart,
  LabItemRef,
  LabMedicalRecords,
  LabPlacedOrder,
  LabPlaceOrderBody,
  LabSlotDays,
  Patient,
  PatientBody,
  PatientList,
} from '@dawa/contracts';
import { qs } from './api.ts';
import { sendForPage, type FieldFailure, type FieldResult } from './api-result.server.ts';

export type LabFailure = FieldFailure;
export type LabResult<T> = FieldResult<T>;

const send = sendForPage;

const get = <T>(path: string, incoming: Request) => send<T>({ method: 'GET', path }, incoming);
const post = <T>(path: string, body: unknown, incoming: Request, headers?: Record<string, string>) =>
  send<T>({ method: 'POST', path, body, ...(headers ? { headers } : {}) }, incoming);

export const labApi = {
  cart: (pincode: number | undefined, req: Request) => get<LabCart>(`/diagnostics/cart${qs({ pincode })}`, req),
  add: (item: LabItemRef, patientIds: number[] | undefined, req: Request) =>
    post<LabCart>('/diagnostics/cart/add', { item, ...(patientIds ? { patientIds } : {}) }, req),
  setPatients: (item: LabItemRef, patientIds: number[], req: Request) =>
    send<LabCart>({ method: 'PUT', path: '/diagnostics/cart/patients', body: { item, patientIds } }, req),
  remove: (item: LabItemRef, patientId: number | undefined, req: Request) =>
    post<LabCart>('/diagnostics/cart/remove', { item, ...(patientId ? { patientId } : {}) }, req),
  applyCoupon: (couponCodeDiag: string, req: Request) => post<LabCart>('/diagnostics/cart/applyCoupon', { couponCodeDiag }, req),
  removeCoupon: (req: Request) => post<LabCart>('/diagnostics/cart/removeCoupon', {}, req),
  slots: (pincode: number, req: Request) => get<LabSlotDays>(`/diagnostics/slots${qs({ pincode })}`, req),
  placeOrder: (body: LabPlaceOrderBody, idempotencyKey: string, req: Request) =>
    post<LabPlacedOrder>('/diagnostics/placeOrder', body, req, { 'idempotency-key': idempotencyKey }),
  bookings: (req: Request) => get<LabBookingList>('/diagnostics/orders', req),
  booking: (orderId: number, req: Request) => get<LabBookingDetails>(`/diagnostics/orders/${orderId}`, req),
  cancel: (orderId: number, req: Request) => post<LabBookingDetails>(`/diagnostics/orders/${orderId}/cancel`, {}, req),
  reschedule: (orderId: number, slotStartsAt: string, req: Request) =>
    post<LabBookingDetails>(`/diagnostics/orders/${orderId}/reschedule`, { slotStartsAt }, req),
  medicalRecords: (req: Request) => get<LabMedicalRecords>('/diagnostics/medicalRecords', req),
  addresses: (req: Request) => get<Address[]>('/delivery/fetchAddresses', req),
  patients: (req: Request) => get<PatientList>(`/patients/fetchPatients${qs({ isDiagnostics: 1 })}`, req),
  addPatient: (body: PatientBody, req: Request) => post<Patient>('/patients/addPatient', body, req),
  updatePatient: (id: number, body: PatientBody, req: Request) =>
    send<Patient>({ method: 'PUT', path: `/patients/updatePatient/${id}`, body }, req),
};
