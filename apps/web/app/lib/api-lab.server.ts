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
import { codeOfStatus } from './api-result.server.ts';
import { serverTransport, type ApiRequest } from './api-transport.ts';

export type LabFailure = { ok: false; status: number; code: string; message: string; field?: string };
export type LabResult<T> = { ok: true; data: T } | LabFailure;

async function send<T>(request: ApiRequest, incoming: Request): Promise<LabResult<T>> {
  const transport = serverTransport();
  if (!transport) return { ok: false, status: 503, code: 'UNAVAILABLE', message: '' };
  const cookie = incoming.headers.get('cookie');
  try {
    const { status, body } = await transport({ ...request, headers: { ...request.headers, ...(cookie ? { cookie } : {}) } });
    if (body.status === 1) return { ok: true, data: body.data as T };
    const { code, message, field } = body.error;
    return { ok: false, status, code: code || codeOfStatus(status), message, ...(field ? { field } : {}) };
  } catch {
    return { ok: false, status: 503, code: 'UNAVAILABLE', message: '' };
  }
}

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
