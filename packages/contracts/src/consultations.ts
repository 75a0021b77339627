/**
 * Doctor consultation (decision 068; storefront §2 `/doctor-consultation/` pages and flow steps, §3 consultation
 * types GP/SP, call modes audio 1 / video 2, statuses, actions and slot types; cart document order type 5).
 * Consultations follow the Telemedicine Practice Guidelines 2020: who the doctor is, the patient's age, a minor only
 * with an adult, and what may be prescribed in which kind of consultation.
 */
import { z } from 'zod';
import { wholeNumber } from './numbers.ts';

export const CONSULT_TYPES = ['GP', 'SP'] as const;
export const CALL_MODE = { audio: 1, video: 2 } as const;
export const CONSULT_STATUS_LABELS = ['ON GOING', 'UPCOMING', 'COMPLETED', 'CANCELLED', 'PROGRESS', 'SCHEDULED'] as const;
export const CONSULT_ACTIONS = ['DETAILS', 'VIDEO', 'PRESCRIPTION', 'FOLLOW-UP'] as const;
/** The shopper's flow, in order (storefront §2). */
export const CONSULT_FLOW_STEPS = ['select-speciality', 'select-doctor', 'patient-details', 'select-slot', 'consultation-summary'] as const;
/** Files shared in a consultation room. */
export const CONSULT_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const CONSULT_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** Lines one e-prescription may hold. */
export const EPRESCRIPTION_MAX_LINES = 20;

export const speciality = z.object({
  id: z.string(),
  name: z.string(),
  consultType: z.enum(CONSULT_TYPES),
  feePaise: z.number().int(),
  /** The CGHS 2025 consultation code the fee is anchored on. */
  cghsCode: z.string(),
  summary: z.string(),
  concerns: z.array(z.string()),
  doctorCount: z.number().int(),
  /** A doctor of this speciality is on duty now: an instant consultation can start. */
  instantAvailable: z.boolean(),
});
export type Speciality = z.infer<typeof speciality>;

export const doctorCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  gender: z.enum(['male', 'female', 'other']),
  qualification: z.string(),
  registrationNumber: z.string(),
  council: z.string(),
  languages: z.array(z.string()),
  experienceYears: z.number().int(),
  about: z.string(),
  specialities: z.array(z.object({ id: z.string(), name: z.string() })),
  /** A demonstration profile, not a real registered practitioner: labelled wherever shown. */
  demo: z.boolean(),
  /** On duty with the current slot free: can be consulted now. */
  availableNow: z.boolean(),
  /** The first bookable scheduled slot, when any in the next days. */
  nextSlot: z.string().nullable(),
});
export type DoctorCard = z.infer<typeof doctorCard>;

export const consultHome = z.object({
  specialities: z.array(speciality),
  followUpDays: z.number().int(),
  demoDoctors: z.boolean(),
});
export type ConsultHome = z.infer<typeof consultHome>;

const specialityId = z.string({ error: 'Choose a speciality.' }).regex(/^[a-z0-9-]{2,40}$/, 'Choose a speciality.');
export const doctorsQuery = z.object({ speciality: specialityId }).strict();
export const doctorList = z.object({ speciality, doctors: z.array(doctorCard) });
export type DoctorList = z.infer<typeof doctorList>;

export const doctorParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{2,60}$/, 'Unknown doctor.') }).strict();
export const slotDay = z.object({
  date: z.string(),
  slots: z.array(z.object({ startsAt: z.string(), time: z.string(), available: z.boolean() })),
});
export const doctorSlots = z.object({ doctor: doctorCard, days: z.array(slotDay), instant: z.string().nullable() });
export type DoctorSlots = z.infer<typeof doctorSlots>;

const orderIdText = z.string({ error: 'Unknown order.' }).regex(/^[1-9][0-9]{0,9}$/, 'Unknown order.');
export const consultBookBody = z
  .object({
    doctorSlug: z.string({ error: 'Choose a doctor.' }).regex(/^[a-z0-9-]{2,60}$/, 'Choose a doctor.'),
    specialityId,
    /** 'Instant' takes the doctor's current slot; 'normal' the slot chosen. */
    slotType: z.enum(['normal', 'Instant'], { error: 'Choose a slot.' }),
    slotStartsAt: z.iso.datetime({ offset: true, error: 'Choose a slot.' }).optional(),
    callMode: z.union([z.literal(1), z.literal(2)], { error: 'Choose audio or video.' }),
    patientId: wholeNumber(1, 2_147_483_647, 'Choose who the consultation is for.'),
    ageConfirmed: z.boolean(),
    accompanyingAdult: z.string().trim().max(100, 'Enter the adult’s name in up to 100 characters.').optional(),
    concern: z
      .string({ error: 'Tell the doctor what the consultation is about.' })
      .trim()
      .min(3, 'Tell the doctor what the consultation is about.')
      .max(1000, 'Describe the concern in up to 1,000 characters.'),
    shareHistory: z.boolean().optional(),
    /** A follow-up of this completed consultation (free within 7 days, same doctor). */
    followUpOf: orderIdText.optional(),
    /** A medicine order placed with 'free doctor consultation' that waits for this consultation. */
    forOrderId: orderIdText.optional(),
    /** 1 card, 2 net banking, 4 UPI; absent for a free consultation. */
    paymentId: z.union([z.literal(1), z.literal(2), z.literal(4)], { error: 'Choose a payment method.' }).optional(),
    /** The fee shown to the shopper: refused with PRICE_CHANGED when it is no longer the fee. */
    amountPaise: wholeNumber(0, 10_000_000, 'The fee is missing.'),
  })
  .strict();
export type ConsultBookBody = z.infer<typeof consultBookBody>;

export const consultBooked = z.object({
  orderId: z.number().int(),
  status: z.string(),
  /** true when the fee waits for an online payment (invoke it with parentOrderId = orderId). */
  paymentAllowed: z.boolean(),
  amountPaise: z.number().int(),
  startsAt: z.string(),
});
export type ConsultBooked = z.infer<typeof consultBooked>;

export const consultOrderParams = z.object({ orderId: wholeNumber(1, 2_147_483_647, 'Unknown consultation.') }).strict();

const prescriptionLine = z.object({
  position: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  url: z.string().nullable(),
  list: z.enum(['O', 'A', 'B']),
  dose: z.string(),
  frequency: z.string(),
  durationDays: z.number().int(),
  instructions: z.string(),
});
export const ePrescription = z.object({
  orderId: z.number().int(),
  status: z.enum(['DRAFT', 'SIGNED']),
  /** The shopper's prescription it became when signed (usable at checkout as a digital prescription). */
  prescriptionId: z.string().nullable(),
  doctor: z.object({ name: z.string(), qualification: z.string(), registrationNumber: z.string(), council: z.string(), demo: z.boolean() }),
  patient: z.object({ name: z.string(), age: z.number().int(), gender: z.string(), accompanyingAdult: z.string().nullable() }),
  diagnosis: z.string(),
  advice: z.string(),
  lines: z.array(prescriptionLine),
  signedAt: z.string().nullable(),
  /** SHA-256 of what was signed, shown on the page and the PDF. */
  signature: z.string().nullable(),
  pdfUrl: z.string().nullable(),
});
export type EPrescription = z.infer<typeof ePrescription>;

export const consultationView = z.object({
  orderId: z.number().int(),
  status: z.enum(CONSULT_STATUS_LABELS),
  state: z.string(),
  actions: z.array(z.enum(CONSULT_ACTIONS)),
  consultType: z.enum(CONSULT_TYPES),
  callMode: z.union([z.literal(1), z.literal(2)]),
  slotType: z.enum(['normal', 'Instant']),
  startsAt: z.string(),
  speciality: z.object({ id: z.string(), name: z.string() }),
  doctor: doctorCard.omit({ availableNow: true, nextSlot: true }),
  patient: z.object({ name: z.string(), age: z.number().int(), gender: z.string(), accompanyingAdult: z.string().nullable() }),
  concern: z.string(),
  amountPaise: z.number().int(),
  paymentPending: z.boolean(),
  mayReschedule: z.boolean(),
  mayCancel: z.boolean(),
  /** Until when a follow-up is free, for a completed consultation. */
  followUpUntil: z.string().nullable(),
  isFollowUp: z.boolean(),
  forOrderId: z.number().int().nullable(),
  hasPrescription: z.boolean(),
});
export type ConsultationView = z.infer<typeof consultationView>;
export const consultationList = z.object({ consultations: z.array(consultationView) });
export type ConsultationList = z.infer<typeof consultationList>;

export const consultRescheduleBody = z.object({ slotStartsAt: z.iso.datetime({ offset: true, error: 'Choose a slot.' }) }).strict();
/** Where a paid fee goes back: to the payment's source (default) or at once to the Dawa wallet. */
export const consultCancelBody = z
  .object({ refundTo: z.enum(['source', 'wallet'], { error: 'Choose where the refund goes.' }).optional() })
  .strict();
export const consultCancelResult = z.object({
  orderId: z.number().int(),
  status: z.string(),
  refund: z.enum(['none', 'source', 'wallet']),
});

// The room ------------------------------------------------------------------------------------------------

export const roomMessage = z.object({
  id: z.number().int(),
  sender: z.enum(['patient', 'doctor', 'store']),
  kind: z.enum(['text', 'file']),
  body: z.string(),
  file: z.object({ url: z.string(), name: z.string(), contentType: z.string(), sizeBytes: z.number().int() }).nullable(),
  at: z.string(),
});
export type RoomMessage = z.infer<typeof roomMessage>;
export const roomSignal = z.object({
  id: z.number().int(),
  sender: z.enum(['patient', 'doctor']),
  kind: z.enum(['hello', 'offer', 'answer', 'candidate', 'bye']),
  payload: z.unknown(),
});
export type RoomSignal = z.infer<typeof roomSignal>;
export const iceServer = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

export const room = z.object({
  consultation: consultationView,
  /** Who is asking: the patient's side (the shopper) or the consulting doctor. */
  side: z.enum(['patient', 'doctor']),
  iceServers: z.array(iceServer),
  messages: z.array(roomMessage),
  /** The newest signal id now: a client asks for events after it. */
  signalCursor: z.number().int(),
  open: z.boolean(),
});
export type Room = z.infer<typeof room>;

export const roomEventsQuery = z
  .object({
    afterMessage: wholeNumber(0, Number.MAX_SAFE_INTEGER, 'Bad cursor.'),
    afterSignal: wholeNumber(0, Number.MAX_SAFE_INTEGER, 'Bad cursor.'),
    /** Seconds to wait for something new (long poll); 0 answers at once. */
    wait: wholeNumber(0, 25, 'Bad wait.').optional(),
  })
  .strict();
export const roomEvents = z.object({
  messages: z.array(roomMessage),
  /** Signals from the other side only. */
  signals: z.array(roomSignal),
  state: z.string(),
  status: z.enum(CONSULT_STATUS_LABELS),
});
export type RoomEvents = z.infer<typeof roomEvents>;

export const roomMessageBody = z
  .object({
    text: z.string({ error: 'Type a message.' }).trim().min(1, 'Type a message.').max(2000, 'A message is up to 2,000 characters.'),
  })
  .strict();
export const roomSignalBody = z
  .object({
    kind: z.enum(['hello', 'offer', 'answer', 'candidate', 'bye'], { error: 'Unknown signal.' }),
    payload: z.unknown().refine((v) => JSON.stringify(v ?? null).length <= 20_000, 'The signal is too large.'),
  })
  .strict();
export const roomSignalAck = z.object({ id: z.number().int() });

// The doctor's console ------------------------------------------------------------------------------------

export const doctorLoginBody = z
  .object({
    email: z.string({ error: 'Enter your email.' }).trim().min(3, 'Enter your email.').max(254, 'Enter your email.'),
    password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(200, 'Enter your password.'),
  })
  .strict();
export const doctorProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  qualification: z.string(),
  registrationNumber: z.string(),
  council: z.string(),
  demo: z.boolean(),
});
export type DoctorProfile = z.infer<typeof doctorProfile>;

export const doctorQueue = z.object({
  doctor: doctorProfile,
  /** India date of the day shown. */
  date: z.string(),
  consultations: z.array(consultationView),
  availability: z.array(z.object({ weekdays: z.array(z.number().int()), start: z.string(), end: z.string() })),
  leave: z.array(z.object({ id: z.number().int(), startsAt: z.string(), endsAt: z.string() })),
});
export type DoctorQueue = z.infer<typeof doctorQueue>;

export const doctorHistory = z.object({
  consent: z.boolean(),
  consultations: z.array(
    z.object({
      orderId: z.number().int(),
      startsAt: z.string(),
      speciality: z.string(),
      diagnosis: z.string(),
      medicines: z.array(z.string()),
    }),
  ),
});

export const doctorAvailabilityBody = z
  .object({
    windows: z
      .array(
        z
          .object({
            weekdays: z.array(z.number().int().min(0).max(6)).min(1, 'Choose at least one day.').max(7),
            start: z.string().regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, 'Times are on the quarter hour, HH:MM.'),
            end: z.string().regex(/^(([01]\d|2[0-3]):(00|15|30|45)|24:00)$/, 'Times are on the quarter hour, HH:MM.'),
          })
          .strict(),
      )
      .max(21, 'Up to 21 windows.'),
  })
  .strict();
export const doctorLeaveBody = z
  .object({
    startsAt: z.iso.datetime({ offset: true, error: 'Choose when the leave starts.' }),
    endsAt: z.iso.datetime({ offset: true, error: 'Choose when the leave ends.' }),
  })
  .strict();

export const prescriptionSearchQuery = z.object({ q: z.string().trim().min(2, 'Type at least 2 letters.').max(60) }).strict();
export const prescribable = z.object({
  productId: z.number().int(),
  name: z.string(),
  manufacturer: z.string(),
  packLabel: z.string(),
  list: z.enum(['O', 'A', 'B', 'PROHIBITED']),
  /** Why this consultation may not prescribe it (the guidelines' list), or null. */
  refusal: z.string().nullable(),
});
export const prescribableList = z.object({ items: z.array(prescribable) });

export const prescriptionDraftBody = z
  .object({
    diagnosis: z.string().trim().max(500, 'The diagnosis is up to 500 characters.'),
    advice: z.string().trim().max(1000, 'The advice is up to 1,000 characters.'),
    lines: z
      .array(
        z
          .object({
            productId: wholeNumber(1, 2_147_483_647, 'Choose a medicine from the catalogue.'),
            dose: z.string().trim().min(1, 'Enter the dose.').max(60, 'The dose is up to 60 characters.'),
            frequency: z.string().trim().min(1, 'Enter how often.').max(60, 'How often is up to 60 characters.'),
            durationDays: wholeNumber(1, 180, 'The duration is 1 to 180 days.'),
            instructions: z.string().trim().max(200, 'Instructions are up to 200 characters.').optional(),
          })
          .strict(),
      )
      .max(EPRESCRIPTION_MAX_LINES, `Up to ${EPRESCRIPTION_MAX_LINES} medicines.`),
  })
  .strict();
export type PrescriptionDraftBody = z.infer<typeof prescriptionDraftBody>;

export const addPrescriptionToCartResult = z.object({
  added: z.array(z.object({ productId: z.number().int(), name: z.string(), quantity: z.number().int() })),
  skipped: z.array(z.object({ productId: z.number().int(), name: z.string(), reason: z.string() })),
  prescriptionId: z.string(),
});
