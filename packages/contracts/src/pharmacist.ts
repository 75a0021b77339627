import { z } from 'zod';
import { idParam } from './catalogue.ts';
import { rxIdValue } from './prescriptions.ts';

/** The pharmacist's console: sign-in, the prescription check queue, per-line decisions, the H1 register. */

/** Why a prescription line is refused: the codes, and the words the shopper and the pharmacist read. */
export const RX_REJECT_REASONS = {
  illegible: 'The prescription cannot be read',
  expired: 'The prescription is more than 6 months old',
  patient_mismatch: "The patient's name does not match",
  not_on_prescription: 'This medicine is not on the prescription',
  dose_exceeds: 'The dose or quantity is more than prescribed',
  unregistered_doctor: 'The prescriber is not a registered doctor',
  other: 'Another reason',
} as const;
export type RxRejectReasonCode = keyof typeof RX_REJECT_REASONS;
export const rxRejectReason = z.enum(Object.keys(RX_REJECT_REASONS) as [RxRejectReasonCode, ...RxRejectReasonCode[]], {
  error: 'Choose a reason.',
});

const text = (max: number) => z.string().trim().max(max);

export const pharmacistLoginBody = z
  .object({
    email: z.string().trim().toLowerCase().min(3, 'Enter your email.').max(254),
    password: z.string().min(1, 'Enter your password.').max(200),
  })
  .strict();

export const pharmacistProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  registrationNumber: z.string(),
});
export type PharmacistProfile = z.infer<typeof pharmacistProfile>;

export const rxQueue = z.object({
  orders: z.array(
    z.object({
      orderId: z.number().int(),
      queuedAt: z.string(),
      /** Whole minutes since it joined the queue. */
      waitingMinutes: z.number().int(),
      round: z.number().int(),
      rxLineCount: z.number().int(),
      hasH1: z.boolean(),
      prescriptionCount: z.number().int(),
    }),
  ),
});
export type RxQueue = z.infer<typeof rxQueue>;

export const rxLineState = z.enum(['pending', 'approved', 'rejected']);
export const rxCheckOrder = z.object({
  orderId: z.number().int(),
  status: z.string(),
  checkState: z.enum(['AWAITING_CHECK', 'AWAITING_PRESCRIPTION', 'VERIFIED', 'CLOSED']),
  round: z.number().int(),
  placedAt: z.string(),
  patientHint: z.string().nullable(),
  prescriptions: z.array(z.object({ id: z.string(), kind: z.enum(['image', 'pdf', 'digital']), url: z.string(), uploadedAt: z.string().nullable() })),
  lines: z.array(
    z.object({
      position: z.number().int(),
      name: z.string(),
      packLabel: z.string(),
      manufacturer: z.string(),
      quantity: z.number().int(),
      isRxRequired: z.boolean(),
      schedule: z.enum(['X', 'NDPS', 'H1', 'H', 'OTC']),
      state: rxLineState,
      decision: z
        .object({
          decision: z.enum(['approved', 'rejected']),
          reason: z.string().nullable(),
          reasonText: z.string().nullable(),
          prescriptionIds: z.array(z.string()),
          prescriberName: z.string().nullable(),
          prescriberRegistration: z.string().nullable(),
          patientName: z.string().nullable(),
          pharmacist: z.string(),
          at: z.string(),
          round: z.number().int(),
        })
        .nullable(),
    }),
  ),
});
export type RxCheckOrder = z.infer<typeof rxCheckOrder>;

export const rxLineParams = z.object({ id: idParam, position: z.coerce.number().int().min(1).max(1000) });

export const rxLineDecisionBody = z.discriminatedUnion('decision', [
  z
    .object({
      decision: z.literal('approved'),
      prescriptionIds: z.array(rxIdValue).min(1, 'Tick the prescription that covers this medicine.').max(20),
      prescriberName: text(200).optional(),
      prescriberRegistration: text(60).optional(),
      patientName: text(200).optional(),
    })
    .strict(),
  z
    .object({
      decision: z.literal('rejected'),
      reason: rxRejectReason,
      reasonText: text(500).optional(),
    })
    .strict(),
]);
export type RxLineDecisionBody = z.infer<typeof rxLineDecisionBody>;

export const rxLineDecided = z.object({
  orderId: z.number().int(),
  position: z.number().int(),
  /** 'open' while some line waits; otherwise how the check ended. */
  outcome: z.enum(['open', 'verified', 'rejected']),
});

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.');
export const h1RegisterQuery = z.object({ from: isoDate, to: isoDate }).strict();

/** The shopper sends new prescriptions for an order whose check found a problem. */
export const resubmitPrescriptionsBody = z.object({ prescriptionIds: z.array(rxIdValue).min(1).max(5) }).strict();
export const orderRxReview = z.object({
  orderId: z.number().int(),
  state: z.enum(['none', 'AWAITING_CHECK', 'AWAITING_PRESCRIPTION', 'VERIFIED']),
  rejected: z.array(z.object({ position: z.number().int(), name: z.string(), reason: z.string(), reasonText: z.string().nullable() })),
});
export type OrderRxReview = z.infer<typeof orderRxReview>;
