import { z } from 'zod';
import { INT4_MAX, pageNumber, wholeNumber } from './numbers.ts';

/**
 * Prescriptions and patients (checkout spec §3 "Prescription", §4 "Prescription selection", §7 calls).
 * Files are uploaded in two steps, like an S3 presigned upload: generateUploadUrl hands out single-use
 * upload links, then the browser PUTs each file's bytes to its link.
 */

/** Spec §5: at most 5 files per upload, each 10 MB or smaller, JPEG, PNG or PDF. */
export const RX_MAX_FILES = 5;
export const RX_MAX_BYTES = 10 * 1024 * 1024;
export const RX_ACCEPT = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type RxContentType = (typeof RX_ACCEPT)[number];
export const RX_IMAGE_ACCEPT = ['image/jpeg', 'image/png'] as const;
/**
 * A photo is decoded by the pharmacist's viewer: more than 40 megapixels, or a side over 12,000 px, would
 * take hundreds of megabytes of memory to show (a "decompression bomb"), so such images are refused.
 */
export const RX_MAX_PIXELS = 40_000_000;
export const RX_MAX_SIDE = 12_000;
/** Upload links live 10 minutes. */
export const RX_UPLOAD_TTL_SECONDS = 10 * 60;

/** The texts of the upload checks; the web page shows the same ones before it uploads anything. */
export const RX_MESSAGES = {
  tooMany: `You can upload at most ${RX_MAX_FILES} prescriptions.`,
  tooFew: 'Choose at least one prescription to upload.',
  tooLarge: 'Each prescription must be 10 MB or smaller.',
  wrongType: 'Upload a JPEG, PNG or PDF file.',
  empty: 'This file is empty. Please choose another.',
  imageTooLarge: 'This image is too large to read. Please upload a smaller photo.',
  activeContent: 'This file contains web page code, so it cannot be accepted. Please upload a scan or photo of the prescription.',
  linkExpired: 'This upload link has expired. Please try again.',
  tooManyPending: 'You have started too many uploads. Please try again in an hour.',
  /** Spec §8: the popup when an upload fails. */
  uploadFailed: 'Failed to upload prescriptions. Please try again',
  notFound: 'This prescription was not found.',
  patientNotFound: 'This patient was not found.',
} as const;

const countValue = wholeNumber(0, RX_MAX_FILES, 'Give the number of files as a whole number.', RX_MESSAGES.tooMany);

/** '1'/'true' or '0'/'false'; the spec passes isOmsOnboarded on every call, we accept and ignore it. */
const flag = z
  .enum(['0', '1', 'true', 'false'], { error: 'Use true or false.' })
  .transform((v) => v === '1' || v === 'true')
  .optional();

export const rxIdValue = z.string().regex(/^rx_[a-z0-9]{20,40}$/, RX_MESSAGES.notFound);

/**
 * generateUploadUrl's JSON body (a POST: it creates upload slots, so it is held to the cross-site rule of
 * every state-changing call). isOmsOnboarded is accepted as in the spec, as text or a boolean, and ignored.
 */
export const generateUploadUrlBody = z
  .object({ imageCount: countValue.default(0), pdfCount: countValue.default(0), isOmsOnboarded: z.union([z.boolean(), flag]).optional() })
  .strict()
  .superRefine((q, ctx) => {
    const total = q.imageCount + q.pdfCount;
    if (total > RX_MAX_FILES) ctx.addIssue({ code: 'custom', message: RX_MESSAGES.tooMany });
    if (total < 1) ctx.addIssue({ code: 'custom', message: RX_MESSAGES.tooFew });
  });
/** @deprecated the old GET's query; the body has the same fields. */
export const generateUploadUrlQuery = generateUploadUrlBody;
export type GenerateUploadUrlQuery = z.infer<typeof generateUploadUrlBody>;

export const rxKind = z.enum(['image', 'pdf', 'digital']);
export type RxKind = z.infer<typeof rxKind>;
export const rxStatus = z.enum(['PENDING_UPLOAD', 'UPLOADED', 'ATTACHED', 'VERIFIED', 'REJECTED']);
export type RxStatus = z.infer<typeof rxStatus>;

/** One upload link: PUT the file's bytes (Content-Type one of `accept`) to `url` before `expiresAt`. */
export const uploadSlot = z.object({
  id: z.string(),
  kind: rxKind,
  method: z.literal('PUT'),
  url: z.string(),
  expiresAt: z.string(),
  maxBytes: z.number().int(),
  accept: z.array(z.string()),
});
export type UploadSlot = z.infer<typeof uploadSlot>;
export const uploadSlots = z.object({ uploads: z.array(uploadSlot) });
export type UploadSlots = z.infer<typeof uploadSlots>;

export const uploadParams = z.object({ id: rxIdValue });
export const uploadQuery = z
  .object({
    expires: wholeNumber(0, Number.MAX_SAFE_INTEGER, RX_MESSAGES.linkExpired),
    token: z.string().regex(/^[\w-]{43}$/, RX_MESSAGES.linkExpired),
  })
  .strict();

/** The answer to a successful PUT. */
export const uploadedPrescription = z.object({ id: z.string(), kind: rxKind, status: rxStatus, url: z.string() });
export type UploadedPrescription = z.infer<typeof uploadedPrescription>;

export const pastPrescriptionsQuery = z
  .object({
    patientId: wholeNumber(1, INT4_MAX, RX_MESSAGES.patientNotFound).optional(),
    source: z.string().max(40, 'Unknown source.').optional(),
    isOmsOnboarded: flag,
  })
  .strict();
export const pastPrescription = z.object({
  id: z.string(),
  kind: rxKind,
  url: z.string(),
  uploadedAt: z.string(),
  status: rxStatus,
});
export type PastPrescription = z.infer<typeof pastPrescription>;
export const pastPrescriptions = z.object({ prescriptions: z.array(pastPrescription) });
export type PastPrescriptions = z.infer<typeof pastPrescriptions>;

export const uploadOptionsQuery = z
  .object({ isOmsOnboarded: flag, orderId: wholeNumber(1, INT4_MAX, 'Unknown order.').optional() })
  .strict();
/** What the upload page offers: upload new files, pick past ones, or ask for a free doctor consultation. */
export const uploadOptions = z.object({
  orderId: z.number().int().nullable(),
  uploadNew: z.object({
    title: z.string(),
    text: z.string(),
    maxFiles: z.number().int(),
    maxBytes: z.number().int(),
    accept: z.array(z.string()),
    maxImagePixels: z.number().int(),
    maxImageSide: z.number().int(),
  }),
  choosePast: z.object({ title: z.string(), text: z.string(), count: z.number().int() }),
  optForDoctorConsultation: z.object({ available: z.boolean(), free: z.boolean(), title: z.string(), text: z.string() }),
  whyNeeded: z.string(),
  validPrescriptionGuide: z.array(z.string()),
});
export type UploadOptions = z.infer<typeof uploadOptions>;

export const fetchPatientsQuery = z
  .object({
    page: pageNumber(1000),
    isOmsOnboarded: flag,
    isDiagnostics: flag,
  })
  .strict();
export const patient = z.object({
  id: z.number().int(),
  name: z.string(),
  relation: z.string(),
  isSelf: z.boolean(),
  age: z.number().int().nullable(),
  gender: z.enum(['male', 'female', 'other']).nullable(),
});
export type Patient = z.infer<typeof patient>;
export const patientList = z.object({ patients: z.array(patient), page: z.number().int(), hasMore: z.boolean() });
export type PatientList = z.infer<typeof patientList>;
