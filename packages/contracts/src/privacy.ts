import { z } from 'zod';
import { address } from './location.ts';
import { walletDetails } from './wallet.ts';

/**
 * The shopper's data rights (DPDP Act 2023): the download of everything the store holds about them, the
 * erasure of the account and the consents for what is optional (docs/decisions/022-data-rights.md).
 */

/** What a shopper may agree to or refuse; delivering an order needs none of them. */
export const CONSENT_PURPOSES = ['order_updates_whatsapp', 'offers_sms_whatsapp', 'personalised_recommendations'] as const;
export const consentPurpose = z.enum(CONSENT_PURPOSES);
export type ConsentPurpose = z.infer<typeof consentPurpose>;
/** The version of the privacy notice a consent is given under: the date the policy last changed. */
export const PRIVACY_NOTICE_VERSION = '2026-11-23';

const iso = z.string();

export const consentState = z.object({
  purpose: consentPurpose,
  granted: z.boolean(),
  /** When the current choice was made; null when the shopper never decided (nothing is granted by default). */
  changedAt: iso.nullable(),
  noticeVersion: z.string().nullable(),
});
export const consentEvent = z.object({
  purpose: consentPurpose,
  granted: z.boolean(),
  noticeVersion: z.string(),
  source: z.enum(['account', 'erasure']),
  at: iso,
});
export const consentList = z.object({
  noticeVersion: z.string(),
  consents: z.array(consentState),
  /** Every decision, newest first. */
  history: z.array(consentEvent),
});
export type ConsentList = z.infer<typeof consentList>;
export type ConsentEvent = z.infer<typeof consentEvent>;

export const consentChangeBody = z.object({ purpose: consentPurpose, granted: z.boolean() }).strict();
export type ConsentChangeBody = z.infer<typeof consentChangeBody>;

/** The shopper types their own mobile number to confirm the erasure. */
export const eraseAccountBody = z.object({ confirmMobileNumber: z.string().max(20) }).strict();
export type EraseAccountBody = z.infer<typeof eraseAccountBody>;
export const erasureResult = z.object({
  erased: z.literal(true),
  /** Orders kept (anonymised) because the law requires their records. */
  ordersKept: z.number().int(),
  /** Prescription files removed from storage (now or queued for a retry). */
  filesRemoved: z.number().int(),
});
export type ErasureResult = z.infer<typeof erasureResult>;

const money = z.number().int();
export const exportedOrder = z.object({
  orderId: z.number().int(),
  status: z.string(),
  statusText: z.string(),
  placedAt: iso,
  updatedAt: iso,
  deliveryOption: z.string(),
  estimatedDeliveryDate: z.string(),
  deliveryAddress: z.record(z.string(), z.unknown()),
  paymentMethod: z.string(),
  promoCode: z.string().nullable(),
  prescriptionOption: z.string(),
  note: z.string().nullable(),
  amounts: z.object({
    totalMrpPaise: money,
    discountOnMrpPaise: money,
    subTotalPaise: money,
    promoDiscountPaise: money,
    deliveryChargesPaise: money,
    handlingChargesPaise: money,
    cashHandlingPaise: money,
    instantDiscountPaise: money,
    amountPaise: money,
  }),
  items: z.array(
    z.object({
      productId: z.number().int().nullable(),
      name: z.string(),
      packLabel: z.string(),
      manufacturer: z.string(),
      quantity: z.number().int(),
      mrpPaise: money,
      salePricePaise: money,
      promoDiscountPaise: money,
      prescriptionRequired: z.boolean(),
    }),
  ),
  timeline: z.array(z.object({ from: z.string().nullable(), to: z.string(), event: z.string(), at: iso })),
  prescriptionIds: z.array(z.string()),
});
export type ExportedOrder = z.infer<typeof exportedOrder>;

export const exportedPayment = z.object({
  orderId: z.number().int(),
  amountPaise: money,
  status: z.string(),
  paymentTypeId: z.number().int().nullable(),
  instrument: z.string().nullable(),
  gatewayTransactionId: z.string().nullable(),
  createdAt: iso,
  updatedAt: iso,
});
export const exportedWallet = z.object({
  paymentSubTypeId: z.number().int(),
  linked: z.boolean(),
  balancePaise: money.nullable(),
  refreshedAt: iso.nullable(),
});
export const exportedPrescription = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.string(),
  contentType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  createdAt: iso,
  uploadedAt: iso.nullable(),
  /** Opens the file in the shopper's signed-in account only; null for a slot never uploaded. */
  fileUrl: z.string().nullable(),
});
export const exportedPatient = z.object({
  id: z.number().int(),
  name: z.string(),
  relation: z.string(),
  age: z.number().int().nullable(),
  gender: z.string().nullable(),
  createdAt: iso,
});

/** A lab test booking: who it was for, what, when, its steps and its report (decision 060). */
export const exportedLabBooking = z.object({
  orderId: z.number().int(),
  status: z.string(),
  pincode: z.number().int(),
  slotStartsAt: iso,
  items: z.array(
    z.object({
      patientName: z.string(),
      patientAge: z.number().int().nullable(),
      patientGender: z.string().nullable(),
      name: z.string(),
      pricePaise: z.number().int(),
    }),
  ),
  timeline: z.array(z.object({ to: z.string(), event: z.string(), at: iso })),
  /** Opens the report in the shopper's signed-in account only; null until the lab attaches it. */
  reportUrl: z.string().nullable(),
});

export const myDataExport = z.object({
  format: z.literal('dawa-personal-data/1'),
  generatedAt: iso,
  about: z.string(),
  account: z.object({
    id: z.number().int(),
    mobileNumber: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    createdAt: iso,
  }),
  /** The live sign-ins (sessions): no other login history is kept. */
  signIns: z.array(z.object({ startedAt: iso, lastUsedAt: iso, endsAt: iso })),
  addresses: z.array(address),
  orders: z.array(exportedOrder),
  payments: z.array(exportedPayment),
  wallets: z.array(exportedWallet),
  prescriptions: z.array(exportedPrescription),
  patients: z.array(exportedPatient),
  labBookings: z.array(exportedLabBooking),
  /** Doctor consultations with their chat and signed prescriptions (decision 068). */
  consultations: z.array(
    z.object({
      orderId: z.number().int(),
      status: z.string(),
      specialityId: z.string(),
      callMode: z.number().int(),
      startsAt: iso,
      doctor: z.object({ name: z.string(), registrationNumber: z.string() }),
      patient: z.object({ name: z.string(), age: z.number().int(), gender: z.string(), accompanyingAdult: z.string().nullable() }),
      concern: z.string(),
      messages: z.array(z.object({ sender: z.string(), kind: z.string(), body: z.string(), fileName: z.string().nullable(), at: iso })),
      prescription: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
  /** The store wallet: balance by type and every movement (decision 061). */
  wallet: walletDetails,
  /** Refer & earn: the shopper's code, the friends' referrals (no names) and the referral they used (decision 064). */
  referrals: z.object({
    code: z.string().nullable(),
    referred: z.array(z.object({ status: z.string(), rewardPaise: z.number().int(), at: z.string(), settledAt: z.string().nullable() })),
    referredBy: z.array(z.object({ status: z.string(), at: z.string() })),
  }),
  /** PLUS memberships, newest first (decision 066). */
  plusMemberships: z.array(z.object({ planId: z.string(), status: z.string(), startsAt: z.string(), endsAt: z.string() })),
  consents: consentList,
  savedItems: z.array(z.object({ productId: z.number().int(), name: z.string().nullable(), savedAt: iso })),
  cart: z.object({
    promoCode: z.string().nullable(),
    items: z.array(
      z.object({ productId: z.number().int().nullable(), name: z.string().nullable(), quantity: z.number().int(), addedAt: iso }),
    ),
  }),
  notifications: z.array(
    z.object({ kind: z.string(), title: z.string(), body: z.string(), link: z.string().nullable(), seen: z.boolean(), createdAt: iso }),
  ),
});
export type MyDataExport = z.infer<typeof myDataExport>;
