/**
 * Pure rules of the doctor consultation pages: the flow's choices as they travel in the address (each step is a
 * plain GET page), which step still lacks something, the patient step's checks (the same rules the API enforces,
 * from `@dawa/domain`), the pages' paths, and which payment answers belong to a consultation. No React, no calls.
 */
import { consultBookBody, type ConsultationView, type Patient } from '@dawa/contracts';
import { checkConsultationPatient } from '@dawa/domain';

export const CONSULT_PATH = '/doctor-consultation';
export const PAST_PATH = `${CONSULT_PATH}/past-consultations`;
export const stepPath = (step: ConsultStep) => `${CONSULT_PATH}/${step}`;
export const detailsPath = (orderId: number) => `${CONSULT_PATH}/consultation-summary/${orderId}`;
export const modifyPath = (orderId: number) => `${CONSULT_PATH}/modify-slot/${orderId}`;
export const roomPath = (orderId: number) => `${CONSULT_PATH}/room/${orderId}`;
export const prescriptionPath = (orderId: number) => `${CONSULT_PATH}/view-prescription/${orderId}`;
export const paymentPath = (orderId: number) => `${CONSULT_PATH}/select-payment-method?orderId=${orderId}`;
export const confirmationPath = (orderId: number) => `${CONSULT_PATH}/order-confirmation?orderId=${orderId}`;

export type ConsultStep = 'select-speciality' | 'select-doctor' | 'patient-details' | 'select-slot' | 'consultation-summary';

/** What the shopper chose so far, read from the address. Strings as typed: nothing is lost on the way back. */
export type Flow = {
  speciality: string;
  doctor: string;
  patient: string;
  ageOk: boolean;
  adult: string;
  concern: string;
  mode: '' | '1' | '2';
  history: boolean;
  slot: string;
  followUpOf: string;
  forOrderId: string;
};

export const INSTANT = 'instant';
const ID = /^[1-9][0-9]{0,9}$/;
const SLUG = /^[a-z0-9-]{2,60}$/;

export function readFlow(params: URLSearchParams): Flow {
  const text = (name: string, max: number) => (params.get(name) ?? '').slice(0, max);
  const mode = params.get('mode');
  const pick = (name: string, pattern: RegExp) => {
    const value = params.get(name) ?? '';
    return pattern.test(value) ? value : '';
  };
  return {
    speciality: pick('speciality', /^[a-z0-9-]{2,40}$/),
    doctor: pick('doctor', SLUG),
    patient: pick('patient', ID),
    ageOk: params.get('ageOk') === '1',
    adult: text('adult', 100),
    concern: text('concern', 1000),
    mode: mode === '1' || mode === '2' ? mode : '',
    history: params.get('history') === '1',
    slot: text('slot', 40),
    followUpOf: pick('followUpOf', ID),
    forOrderId: pick('forOrderId', ID),
  };
}

/** The flow as query parameters (only what is set), with some choices changed. */
export function flowQuery(flow: Flow, change: Partial<Flow> = {}, drop: ReadonlyArray<keyof Flow> = []): string {
  const all = { ...flow, ...change };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(all) as [keyof Flow, Flow[keyof Flow]][]) {
    if (drop.includes(key)) continue;
    if (value === true) search.set(key, '1');
    else if (typeof value === 'string' && value !== '') search.set(key, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const flowHref = (step: ConsultStep, flow: Flow, change?: Partial<Flow>, drop?: ReadonlyArray<keyof Flow>) =>
  `${stepPath(step)}${flowQuery(flow, change, drop)}`;

/** The patient step's problems, by field: each value is a code the page says in words. */
export type PatientField = 'patient' | 'ageOk' | 'adult' | 'concern' | 'mode';
export type PatientProblem =
  | 'CHOOSE_PATIENT'
  | 'PATIENT_INCOMPLETE'
  | 'AGE_NOT_CONFIRMED'
  | 'MINOR_NEEDS_ADULT'
  | 'ADULT_TOO_LONG'
  | 'CONCERN_MISSING'
  | 'CONCERN_TOO_LONG'
  | 'CHOOSE_MODE';
export type PatientProblems = Partial<Record<PatientField, PatientProblem>>;

const concernCheck = consultBookBody.shape.concern;

export function patientProblems(flow: Flow, patients: readonly Patient[]): PatientProblems {
  const problems: PatientProblems = {};
  const patient = patients.find((p) => String(p.id) === flow.patient);
  if (!patient) problems.patient = 'CHOOSE_PATIENT';
  else {
    const check = checkConsultationPatient({
      name: patient.name,
      age: patient.age,
      gender: patient.gender,
      ageConfirmed: flow.ageOk,
      accompanyingAdult: flow.adult,
    });
    if (!check.ok && check.code === 'PATIENT_INCOMPLETE') problems.patient = 'PATIENT_INCOMPLETE';
    // Each field's own problem, so the shopper sees all of them at once.
    if (!flow.ageOk) problems.ageOk = 'AGE_NOT_CONFIRMED';
    if (patient.age !== null && patient.age < 18) {
      const adult = flow.adult.trim();
      if (adult.length < 2) problems.adult = 'MINOR_NEEDS_ADULT';
    }
  }
  if (flow.adult.trim().length > 100) problems.adult = 'ADULT_TOO_LONG';
  const concern = concernCheck.safeParse(flow.concern);
  if (!concern.success) problems.concern = flow.concern.trim().length > 1000 ? 'CONCERN_TOO_LONG' : 'CONCERN_MISSING';
  if (!flow.mode) problems.mode = 'CHOOSE_MODE';
  return problems;
}

export const hasProblems = (problems: PatientProblems) => Object.keys(problems).length > 0;

/** Where an API refusal of the booking belongs on the patient step (by its code or the field it names). */
export function patientFieldOfRefusal(code: string, field?: string): PatientField | null {
  if (code === 'MINOR_NEEDS_ADULT') return 'adult';
  if (code === 'AGE_NOT_CONFIRMED') return 'ageOk';
  if (code === 'PATIENT_INCOMPLETE') return 'patient';
  const last = field?.split('.').pop();
  if (last === 'concern') return 'concern';
  if (last === 'callMode') return 'mode';
  if (last === 'accompanyingAdult') return 'adult';
  if (last === 'patientId') return 'patient';
  return null;
}

/** A slot value the book call takes: an ISO instant with its offset. */
export const isSlotValue = (value: string) => value.length <= 40 && !Number.isNaN(Date.parse(value)) && /T\d{2}:\d{2}/.test(value);

/** The first step that still lacks a choice for `step` to be shown (null when `step` can show). */
export function missingStep(flow: Flow, step: ConsultStep): ConsultStep | null {
  if (step === 'select-speciality') return null;
  if (!flow.speciality) return 'select-speciality';
  if (step === 'select-doctor') return null;
  if (!flow.doctor) return 'select-doctor';
  if (step === 'patient-details') return null;
  if (!flow.patient || !flow.mode || !flow.ageOk || flow.concern.trim().length < 3) return 'patient-details';
  if (step === 'select-slot') return null;
  if (flow.slot !== INSTANT && !isSlotValue(flow.slot)) return 'select-slot';
  return null;
}

/** The status label's look: colour beside the label's own text (never colour alone). */
export function statusTone(status: ConsultationView['status']): 'good' | 'wait' | 'bad' | 'plain' {
  if (status === 'COMPLETED') return 'good';
  if (status === 'CANCELLED') return 'bad';
  if (status === 'ON GOING' || status === 'PROGRESS') return 'wait';
  return 'plain';
}

/** A payment answer's order page naming a consultation (the API's orderUrl for an order of type 5). */
export function consultOrderIdOfUrl(url: string | null | undefined): number | null {
  if (typeof url !== 'string') return null;
  const match = /^\/doctor-consultation\/(?:consultation-summary|order-confirmation)(?:\/([0-9]+)|\?orderId=([0-9]+))$/.exec(url) ?? null;
  const id = match ? Number(match[1] ?? match[2]) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}
export const isConsultOrderUrl = (url: string | null | undefined): url is string => consultOrderIdOfUrl(url) !== null;

/** A positive whole id from a text, else null. */
export function orderIdOf(value: string | null | undefined): number | null {
  if (typeof value !== 'string' || !ID.test(value)) return null;
  const n = Number(value);
  return n <= 2_147_483_647 ? n : null;
}

/** 'YYYY-MM-DD' of an instant in India time. */
export function indiaDay(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}
