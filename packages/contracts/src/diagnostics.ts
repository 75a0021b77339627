/**
 * Lab tests (storefront §2 "/diagnostics" routes and the Lab Tests mega menu; cart document §3 "diagnostic
 * order variant", order type diagnostic 1). Tests are the CGHS 2025 laboratory codes; packages are reviewed
 * sets of them. Prices depend on the city tier of the pincode the shopper books for.
 */
import { z } from 'zod';
import { pageNumber, wholeNumber } from './numbers.ts';

/** Tests per page of the A–Z list. */
export const LAB_TESTS_PAGE_SIZE = 30;
/** Patients one booking may cover. */
export const LAB_MAX_PATIENTS = 6;
/** Distinct tests and packages one lab cart may hold. */
export const LAB_CART_MAX_ITEMS = 20;

export const LAB_TIERS = [1, 2, 3] as const;
export type LabTier = (typeof LAB_TIERS)[number];

/** A bookable item: a single test (its CGHS code) or a package (its slug). */
export const labItemType = z.enum(['test', 'package'], { error: 'Choose a test or a package.' });
export type LabItemType = z.infer<typeof labItemType>;
export const labItemRef = z
  .object({
    type: labItemType,
    id: z.string({ error: 'Unknown test or package.' }).regex(/^(LB\d{3}|[a-z0-9-]{2,60})$/, 'Unknown test or package.'),
  })
  .strict();
export type LabItemRef = z.infer<typeof labItemRef>;

const pincodeText = z.string().regex(/^[1-9][0-9]{5}$/, 'Enter a valid 6-digit pincode.');
/** Where prices are computed for: a pincode (its city's tier); absent means the store's default pincode. */
export const labPriceQuery = z.object({ pincode: pincodeText.optional() }).strict();

/** What a test or package costs at one tier. */
export const labPrice = z.object({
  /** What the shopper pays: the CGHS NABH rate of the tier (a package: its packaged price). */
  pricePaise: z.number().int(),
  /** A package: the sum of its tests' prices; a test: the same as pricePaise. */
  listPricePaise: z.number().int(),
  /** Whole percent off listPricePaise (0 for a single test). */
  discountPercent: z.number().int(),
  /** A test: the CGHS rate for a non-accredited lab in the same tier, for reference. */
  nonAccreditedPaise: z.number().int().nullable(),
});
export type LabPrice = z.infer<typeof labPrice>;

/** A test or package as lists show it. */
export const labItemCard = z.object({
  type: labItemType,
  id: z.string(),
  name: z.string(),
  /** /diagnostics/packages/<slug> */
  url: z.string(),
  /** 'Blood', 'Urine' …; a package: the sample types of its tests. */
  sampleTypes: z.array(z.string()),
  /** Hours of fasting needed before collection (0: none); null when the store has no details of the test. */
  fastingHours: z.number().int().nullable(),
  /** Report time in hours, when known. */
  reportHours: z.number().int().nullable(),
  /** A package: how many tests it holds; a test: its reported parameters when known. */
  testCount: z.number().int(),
  price: labPrice,
});
export type LabItemCard = z.infer<typeof labItemCard>;

/** The city and tier prices are shown for. */
export const labPlace = z.object({
  pincode: z.number().int(),
  /** The district of the pincode (the store's city). */
  districtName: z.string().nullable(),
  /** The Lab Tests service city it belongs to, when home collection is offered there. */
  serviceCity: z.object({ slug: z.string(), name: z.string() }).nullable(),
  tier: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  homeCollection: z.boolean(),
});
export type LabPlace = z.infer<typeof labPlace>;

export const labServiceCity = z.object({ slug: z.string(), name: z.string(), pincode: z.number().int() });

/** GET diagnostics/home */
export const labHome = z.object({
  place: labPlace,
  popularTests: z.array(labItemCard),
  packages: z.array(labItemCard),
  serviceCities: z.array(labServiceCity),
  labCount: z.number().int(),
  testCount: z.number().int(),
  /** Home collection fee below the free threshold, and the threshold. */
  collection: z.object({ feePaise: z.number().int(), freeFromPaise: z.number().int() }),
});
export type LabHome = z.infer<typeof labHome>;

/** GET diagnostics/megamenu: 10 popular tests across 10 cities, plus packages and all tests per city. */
export const labMegamenu = z.object({
  popularTests: z.array(z.object({ id: z.string(), name: z.string(), url: z.string() })),
  cities: z.array(z.object({ slug: z.string(), name: z.string(), packagesUrl: z.string(), allTestsUrl: z.string() })),
});
export type LabMegamenu = z.infer<typeof labMegamenu>;

/** GET diagnostics/tests: all tests A–Z, paged, optionally by first letter. */
export const labTestsQuery = z
  .object({
    page: pageNumber(100),
    letter: z
      .string()
      .regex(/^[A-Za-z#]$/, 'Choose a letter from A to Z.')
      .transform((l) => l.toUpperCase())
      .optional(),
    pincode: pincodeText.optional(),
  })
  .strict();
export const labTestList = z.object({
  place: labPlace,
  tests: z.array(labItemCard),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
  letter: z.string().nullable(),
});
export type LabTestList = z.infer<typeof labTestList>;

/** GET diagnostics/search?q= */
export const labSearchQuery = z
  .object({ q: z.string().trim().min(1, 'Type a test or package to search.').max(100), pincode: pincodeText.optional() })
  .strict();
export const labSearchResult = z.object({ place: labPlace, query: z.string(), items: z.array(labItemCard) });
export type LabSearchResult = z.infer<typeof labSearchResult>;

/** An editorial byline (ids of the editorial team's profiles). */
export const labByline = z.object({ writtenBy: z.number().int(), reviewedBy: z.number().int(), reviewedOn: z.string() });

/** GET diagnostics/item/:slug — a test or a package page. */
export const labItemParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{2,120}$/, 'Unknown test or package.') }).strict();
export const labItemDetails = z.object({
  place: labPlace,
  item: labItemCard,
  alsoKnownAs: z.array(z.string()),
  /** The CGHS rate list's own wording, shown as the official name. */
  officialName: z.string().nullable(),
  cghsCode: z.string().nullable(),
  measures: z.string().nullable(),
  preparation: z.string().nullable(),
  forWhom: z.string().nullable(),
  byline: labByline.nullable(),
  /** A package: its tests. */
  tests: z.array(labItemCard),
  /** A test: packages that include it. */
  inPackages: z.array(labItemCard),
});
export type LabItemDetails = z.infer<typeof labItemDetails>;

/** GET diagnostics/labs: the partner labs (demonstration profiles, marked so). */
export const labProfiles = z.object({
  demo: z.boolean(),
  note: z.string(),
  labs: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      accreditations: z.array(z.string()),
      established: z.number().int(),
      about: z.string(),
      cities: z.array(z.string()),
      homeCollection: z.boolean(),
    }),
  ),
});
export type LabProfiles = z.infer<typeof labProfiles>;

// The lab cart ----------------------------------------------------------------

export const labCartAddBody = z
  .object({
    item: labItemRef,
    /** Who the item is for; absent: the account holder ('self'). */
    patientIds: z
      .array(wholeNumber(1, 2_147_483_647, 'Choose a patient.'))
      .min(1, 'Choose at least one patient.')
      .max(LAB_MAX_PATIENTS)
      .optional(),
  })
  .strict();
export type LabCartAddBody = z.infer<typeof labCartAddBody>;
export const labCartPatientsBody = z
  .object({
    item: labItemRef,
    patientIds: z
      .array(wholeNumber(1, 2_147_483_647, 'Choose a patient.'))
      .min(1, 'Choose at least one patient.')
      .max(LAB_MAX_PATIENTS, `A booking can cover at most ${LAB_MAX_PATIENTS} people.`),
  })
  .strict();
export const labCartRemoveBody = z
  .object({ item: labItemRef, patientId: wholeNumber(1, 2_147_483_647, 'Choose a patient.').optional() })
  .strict();
export const labCouponBody = z.object({ couponCodeDiag: z.string().trim().min(1, 'Enter a coupon code.').max(40) }).strict();

export const labCartLine = z.object({
  item: labItemCard,
  patients: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** price × patients */
  amountPaise: z.number().int(),
});
/** A single test that a package in the cart already holds, for the same patient: offered for removal. */
export const labOverlap = z.object({
  patientId: z.number().int(),
  patientName: z.string(),
  test: z.object({ id: z.string(), name: z.string() }),
  package: z.object({ id: z.string(), name: z.string() }),
  message: z.string(),
});
export const labCartSummary = z.object({
  listTotalPaise: z.number().int(),
  discountPaise: z.number().int(),
  subTotalPaise: z.number().int(),
  couponCode: z.string().nullable(),
  couponDiscountPaise: z.number().int(),
  couponMessage: z.string().nullable(),
  collectionFeePaise: z.number().int(),
  totalPaise: z.number().int(),
});
export const labCart = z.object({
  place: labPlace,
  lines: z.array(labCartLine),
  overlaps: z.array(labOverlap),
  summary: labCartSummary,
  /** The longest fasting any item needs: fasting bookings take morning slots only. */
  fastingHours: z.number().int(),
  itemCount: z.number().int(),
});
export type LabCart = z.infer<typeof labCart>;

// Slots -------------------------------------------------------------------------

export const labSlotsQuery = z.object({ pincode: pincodeText }).strict();
export const labSlot = z.object({
  /** ISO instant of the slot's start; slots are 30 minutes. */
  startsAt: z.string(),
  /** '06:00 – 06:30' (India time) */
  label: z.string(),
  morning: z.boolean(),
  left: z.number().int(),
  /** false when full, too soon, or not a morning slot for a fasting booking. */
  bookable: z.boolean(),
  reason: z.string().nullable(),
});
export const labSlotDays = z.object({
  place: labPlace,
  fastingHours: z.number().int(),
  days: z.array(z.object({ date: z.string(), label: z.string(), slots: z.array(labSlot) })),
});
export type LabSlotDays = z.infer<typeof labSlotDays>;

// Booking --------------------------------------------------------------------------

export const labPlaceOrderBody = z
  .object({
    addressId: z
      .string({ error: 'Choose the address for sample collection.' })
      .regex(/^[1-9][0-9]{0,9}$/, 'Choose the address for sample collection.'),
    slotStartsAt: z.iso.datetime({ offset: true, error: 'Choose a collection slot.' }),
    /** -1 pay at collection (cash), 1 card, 2 net banking, 3 wallet, 4 UPI (cart document §9). */
    paymentId: wholeNumber(-1, 100, 'Choose a payment method.').refine((v) => [-1, 1, 2, 3, 4].includes(v), 'Choose a payment method.'),
    paymentSubId: wholeNumber(0, 10_000, 'Choose a payment method.').optional(),
  })
  .strict();
export type LabPlaceOrderBody = z.infer<typeof labPlaceOrderBody>;
export const labPlacedOrder = z.object({
  orderId: z.number().int(),
  status: z.string(),
  /** true when the order waits for an online payment (invoke it with parentOrderId = orderId). */
  paymentAllowed: z.boolean(),
  amountPaise: z.number().int(),
  slotLabel: z.string(),
  message: z.string(),
});
export type LabPlacedOrder = z.infer<typeof labPlacedOrder>;

export const LAB_BOOKING_STATES = [
  'PAYMENT_PENDING',
  'BOOKED',
  'PHLEBOTOMIST_ASSIGNED',
  'SAMPLE_COLLECTED',
  'AT_LAB',
  'REPORT_READY',
  'CANCELLED',
  'RELEASED',
] as const;
export type LabBookingState = (typeof LAB_BOOKING_STATES)[number];

export const labOrderParams = z.object({ orderId: wholeNumber(1, 2_147_483_647, 'Unknown booking.') }).strict();
export const labRescheduleBody = z.object({ slotStartsAt: z.iso.datetime({ offset: true, error: 'Choose a collection slot.' }) }).strict();

export const labBookingSummary = z.object({
  orderId: z.number().int(),
  status: z.enum(LAB_BOOKING_STATES),
  statusText: z.string(),
  slotStartsAt: z.string(),
  slotLabel: z.string(),
  patientNames: z.array(z.string()),
  itemNames: z.array(z.string()),
  amountPaise: z.number().int(),
  reportReady: z.boolean(),
  url: z.string(),
  placedAt: z.string(),
});
export const labBookingList = z.object({ bookings: z.array(labBookingSummary) });
export type LabBookingList = z.infer<typeof labBookingList>;

export const labBookingDetails = labBookingSummary.extend({
  pincode: z.number().int(),
  address: z.object({ name: z.string(), lines: z.array(z.string()) }),
  lines: z.array(
    z.object({
      patient: z.object({ id: z.number().int(), name: z.string(), age: z.number().int().nullable(), gender: z.string().nullable() }),
      items: z.array(z.object({ type: labItemType, id: z.string(), name: z.string(), pricePaise: z.number().int(), url: z.string() })),
    }),
  ),
  summary: labCartSummary,
  payment: z.object({ method: z.string(), paid: z.boolean() }),
  phlebotomist: z.string().nullable(),
  timeline: z.array(z.object({ status: z.string(), text: z.string(), at: z.string() })),
  canCancel: z.boolean(),
  canReschedule: z.boolean(),
  fastingHours: z.number().int(),
  /** /api/diagnostics/orders/<id>/report when the report is attached. */
  reportUrl: z.string().nullable(),
});
export type LabBookingDetails = z.infer<typeof labBookingDetails>;

/** GET diagnostics/medicalRecords: the account's lab reports. */
export const labMedicalRecords = z.object({
  reports: z.array(
    z.object({
      orderId: z.number().int(),
      patientNames: z.array(z.string()),
      itemNames: z.array(z.string()),
      collectedOn: z.string().nullable(),
      reportedAt: z.string(),
      reportUrl: z.string(),
      orderUrl: z.string(),
    }),
  ),
});
export type LabMedicalRecords = z.infer<typeof labMedicalRecords>;

// Lab operations (Bearer OPS_TOKEN) -----------------------------------------------------

export const LAB_OPS_EVENTS = ['ASSIGN', 'COLLECT', 'RECEIVE', 'CANCEL'] as const;
export const labOpsEventBody = z
  .object({
    event: z.enum(LAB_OPS_EVENTS, { error: 'Unknown booking event.' }),
    /** ASSIGN: the phlebotomist's name as the shopper will see it. */
    phlebotomist: z.string().trim().min(2).max(80).optional(),
    note: z.string().max(500).optional(),
  })
  .strict();
export const labOpsEventResult = z.object({ orderId: z.number().int(), status: z.enum(LAB_BOOKING_STATES) });
export const labOpsQueueQuery = z.object({ status: z.enum(LAB_BOOKING_STATES).optional() }).strict();
export const labOpsQueue = z.object({
  bookings: z.array(
    z.object({ orderId: z.number().int(), status: z.enum(LAB_BOOKING_STATES), pincode: z.number().int(), slotStartsAt: z.string() }),
  ),
});

// Patients (add and edit) ------------------------------------------------------------

/** The relations patients are kept with (the patients table's own list). */
export const PATIENT_RELATIONS = ['self', 'spouse', 'parent', 'child', 'sibling', 'other'] as const;
export const patientBody = z
  .object({
    name: z
      .string({ error: 'Enter the patient’s name.' })
      .trim()
      .min(2, 'Enter the patient’s full name.')
      .max(60, 'The name can be at most 60 characters.')
      .regex(/^[\p{L}\p{M} .'-]+$/u, 'Use letters only in the name.'),
    age: wholeNumber(0, 120, 'Enter an age from 0 to 120.'),
    gender: z.enum(['male', 'female', 'other'], { error: 'Choose a gender.' }),
    relation: z.enum(PATIENT_RELATIONS, { error: 'Choose how the patient is related to you.' }),
  })
  .strict();
export type PatientBody = z.infer<typeof patientBody>;
export const patientParams = z.object({ id: wholeNumber(1, 2_147_483_647, 'Unknown patient.') }).strict();
