import { z } from 'zod';
import { idParam } from './catalogue.ts';
import { wholeNumber } from './numbers.ts';

/**
 * Payment calls (checkout spec §3 "Payment invoke request", "Payment modes response", §4 payment states,
 * §7 "Payment", §9 payment type ids and segments). Card numbers and CVVs never pass through these calls:
 * the browser posts them straight to the gateway's /txns.
 */

const flag = z.union([z.literal(0), z.literal(1), z.boolean()]).optional();
const boolText = z.enum(['true', 'false', '0', '1']).optional();

/** Payment type ids (spec §9). */
export const PAYMENT_TYPE_IDS = [-1, 1, 2, 3, 4, 6, 62, 66] as const;
const paymentTypeId = wholeNumber(-1, 10_000, 'Choose a payment method.').refine(
  (v) => (PAYMENT_TYPE_IDS as readonly number[]).includes(v),
  'Choose a payment method.',
);
const paymentSubTypeId = wholeNumber(0, 10_000, 'Choose a payment method.');

/** Option availability (spec §4). */
export const PAYMENT_OPTION_STATE = { active: 1, disabled: 2, inactive: 3 } as const;
/** Payment result (spec §4). */
export const PAYMENT_RESULT = { failed: 0, success: 1, pending: 2 } as const;
export const PAYMENT_SEGMENTS = ['preferred', 'offers_for_you', 'saved_options', 'pay_later', 'other_options'] as const;
export const WALLET_LINK_STATUSES = ['linked', 'refresh', 'delinked'] as const;

const deliveryPreferences = z
  .array(z.object({ shipmentId: wholeNumber(0, 1000, 'Unknown shipment.'), optionId: z.enum(['standard', 'express']) }).strict())
  .max(5)
  .default([]);
const omsQuery = z.object({ isOmsOnboarded: z.enum(['true', 'false']).optional() }).strict();

// Requests -------------------------------------------------------------------

export const paymentModesBody = z
  .object({
    deliveryPreferences,
    isOmsOnboarded: flag,
    isMedicineCorporateWalletOptedIn: flag,
    /** A PLUS plan bought with the cart (decision 067). */
    programId: z.string().max(40).optional(),
    variantId: z.string().max(40).optional(),
  })
  .strict();
export const paymentModesQuery = z.object({ isOmsOnboarded: z.enum(['true', 'false']).optional(), quickCheckout: boolText }).strict();

export const bifurcationQuery = omsQuery;
export const bifurcationBody = z
  .object({
    addressId: idParam.optional(),
    hasOptedForTeleconsult: flag,
    walletOptedIn: flag,
    isMedicineCorporateWalletOptedIn: flag,
    paymentId: paymentTypeId.optional(),
    paymentSubId: paymentSubTypeId.optional(),
    rxUploadLater: flag,
    newImageUploaded: flag,
    offerIds: z.array(z.string().max(40)).max(10).optional(),
    promoCode: z.string().max(40).optional(),
    deliveryPreferences,
    refundOptIn: flag,
    /** A PLUS plan bought with the cart (the spec's web-view order params, decision 067). */
    programId: z.string().max(40).optional(),
    variantId: z.string().max(40).optional(),
  })
  .strict();

export const invokeQuery = omsQuery;
export const invokeBody = z
  .object({
    parentOrderId: idParam,
    childOrderId: idParam.optional(),
    /** What the app's payment SDK reports about itself; kept out of every decision. */
    sdkDetails: z
      .object({
        sdkName: z.string().max(60).optional(),
        sdkVersion: z.string().max(40).optional(),
        platform: z.string().max(40).optional(),
        appVersion: z.string().max(40).optional(),
      })
      .strict()
      .optional(),
    paymentTypeId,
    paymentSubTypeId: paymentSubTypeId.optional(),
    isConsultCorporateWalletOptedIn: flag,
    isPeWalletOptedIn: flag,
    isMedicineCorporateWalletOptedIn: flag,
    isRefundOptIn: flag,
  })
  .strict();
export type InvokeBody = z.infer<typeof invokeBody>;

export const clientAuthBody = z.object({ parentOrderId: idParam }).strict();

export const paymentSecretParam = z.object({ secret: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'No such payment.') });
/** The parameters the gateway signed on the redirect back (all optional: without them the call is a status poll). */
export const paymentStatusQuery = z
  .object({
    order_id: z.string().max(64).optional(),
    status: z.string().max(40).optional(),
    status_id: z.string().max(10).optional(),
    signature: z.string().max(200).optional(),
    signature_algorithm: z.string().max(40).optional(),
  })
  .strict();

export const postOrderBifurcationQuery = z
  .object({
    orderId: idParam,
    walletOptedIn: boolText,
    isMedicineCorporateWalletOptedIn: boolText,
    refundOptIn: boolText,
    coupon: z.string().max(40).optional(),
    offerIds: z.string().max(200).optional(),
  })
  .strict();

export const savedModesQuery = z.object({ isOmsOnboarded: z.enum(['true', 'false']).optional() }).strict();
export const paymentOffersBody = z.object({ deliveryPreferences, promoCode: z.string().max(40).optional() }).strict();
export const binParam = z.object({ id: z.string().regex(/^[0-9]{6,8}$/, 'Enter the first 6 to 8 digits of the card.') });

export const walletQuery = z
  .object({
    paymentTypeId: wholeNumber(0, 10_000, 'Choose a wallet.').refine((v) => v === 3, 'Choose a wallet.'),
    paymentSubTypeId: paymentSubTypeId,
  })
  .strict();
export const walletBody = z
  .object({
    paymentTypeId: wholeNumber(0, 10_000, 'Choose a wallet.').refine((v) => v === 3, 'Choose a wallet.'),
    paymentSubTypeId,
  })
  .strict();
export const linkWalletBody = walletBody.extend({ otp: z.string().regex(/^[0-9]{4,8}$/, 'Enter the OTP.') }).strict();
export const instrumentDetailBody = z
  .object({ paymentTypeId: wholeNumber(-1, 10_000, 'Choose a payment method.').optional(), paymentSubTypeId: paymentSubTypeId.optional() })
  .strict();

// Responses ------------------------------------------------------------------

const optionState = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export const paymentSubType = z.object({
  paymentSubTypeId: z.number().int(),
  code: z.string(),
  displayName: z.string(),
  image: z.string().nullable(),
  linked: z.boolean(),
});
export const walletMeta = z.object({
  currentBalance: z.number().nullable(),
  currentBalancePaise: z.number().int().nullable(),
  linkStatus: z.enum(WALLET_LINK_STATUSES),
  balanceType: z.enum(['EXPIRABLE', 'NON_EXPIRABLE']),
});
export const paymentOption = z.object({
  displayName: z.string(),
  image: z.string().nullable(),
  type: z.string(),
  elementType: z.string(),
  paymentTypeId: z.number().int(),
  paymentSubTypeId: z.number().int().nullable(),
  linked: z.boolean(),
  meta: z.object({ wallet: walletMeta.optional(), vpa: z.string().optional(), vpaHandles: z.array(z.string()).optional() }),
  offerDetails: z.object({ offerKey: z.string(), offerText: z.string() }).nullable(),
  offerText: z.string().nullable(),
  popular: z.boolean(),
  state: optionState,
  stateMessage: z.string().nullable(),
  isLastUsed: z.boolean(),
  subTypes: z.object({ popular: z.array(paymentSubType), others: z.array(paymentSubType) }).nullable(),
});
export type PaymentOption = z.infer<typeof paymentOption>;
export const paymentSegment = z.object({
  segmentType: z.enum(PAYMENT_SEGMENTS),
  headerText: z.string(),
  text: z.string().nullable(),
  headerTag: z.string().nullable(),
  configurationDetails: z.object({ canExpand: z.boolean() }),
  options: z.array(paymentOption),
});
export type PaymentSegment = z.infer<typeof paymentSegment>;
export const linkedWallet = z.object({
  paymentTypeId: z.number().int(),
  paymentSubTypeId: z.number().int(),
  code: z.string(),
  displayName: z.string(),
  meta: walletMeta,
});
export type LinkedWallet = z.infer<typeof linkedWallet>;
export const codOption = z.object({
  isEnabled: z.boolean(),
  subText: z.string(),
  displayName: z.string(),
  image: z.string().nullable(),
  paymentTypeId: z.literal(-1),
  state: optionState,
});
export const paymentModes = z.object({
  ufpEligible: z.boolean(),
  ufpActive: z.boolean(),
  amountPaise: z.number().int(),
  segments: z.array(paymentSegment),
  paymentModeText: z.object({
    cod: z.object({ header: z.string(), text: z.string() }),
    online: z.object({ header: z.string(), text: z.string() }),
  }),
  cod: z.object({ options: z.array(codOption) }),
  vpaHandles: z.array(z.string()),
  linkedWallets: z.array(linkedWallet),
});
export type PaymentModes = z.infer<typeof paymentModes>;

export const bifurcationLine = z.object({
  identifier: z.string(),
  id: z.number().int(),
  value: z.string(),
  valuePaise: z.number().int(),
  label: z.string(),
});
export const paymentBifurcation = z.object({
  lines: z.array(bifurcationLine),
  appliedOffer: z.object({ offerId: z.string(), title: z.string(), discountPaise: z.number().int() }).nullable(),
  amountPaise: z.number().int(),
  /** The store wallet: what it holds that checkout may spend, and what it pays here (when opted in). */
  wallet: z.object({ balancePaise: z.number().int(), usedPaise: z.number().int() }).optional(),
});
export type PaymentBifurcation = z.infer<typeof paymentBifurcation>;
export const postOrderBifurcation = paymentBifurcation.extend({ orderId: z.number().int(), status: z.string() });

export const invokeResponse = z.object({
  pg_order_id: z.string(),
  meta_data: z.object({
    payment_method: z.string().nullable(),
    merchant_id: z.string(),
    payment_method_type: z.enum(['UPI', 'CARD', 'NB', 'WALLET']),
    client_auth_token: z.string(),
  }),
  amountPaise: z.number().int(),
  /** Where the browser posts /txns (a form body with the client auth token). */
  gatewayUrl: z.string(),
  paymentSecret: z.string(),
  returnUrl: z.string(),
});
export type InvokeResponse = z.infer<typeof invokeResponse>;
export const clientAuth = z.object({
  pg_order_id: z.string(),
  client_auth_token: z.string(),
  client_auth_token_expiry: z.string(),
  merchant_id: z.string(),
});

export const paymentStatus = z.object({
  orderId: z.number().int(),
  /** 0 failed, 1 success, 2 pending (spec §4). */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  message: z.string(),
  /** Where the customer goes to try again; null unless the payment failed. */
  retryUrl: z.string().nullable(),
  amountPaise: z.number().int(),
  /** The page of the order the payment is for (a lab booking has its own). */
  orderUrl: z.string().nullable(),
});
export type PaymentStatusAnswer = z.infer<typeof paymentStatus>;

export const savedPaymentModes = z.object({
  linkedWallets: z.array(linkedWallet),
  upiIds: z.array(z.object({ vpa: z.string(), lastUsedAt: z.string() })),
});
export const paymentOffers = z.object({
  amountPaise: z.number().int(),
  offers: z.array(
    z.object({
      offerId: z.string(),
      title: z.string(),
      description: z.string(),
      paymentTypeIds: z.array(z.number().int()),
      minOrderPaise: z.number().int(),
      discountPaise: z.number().int(),
      isEligible: z.boolean(),
      message: z.string(),
    }),
  ),
});
export const binOfferStatus = z.object({
  bin: z.string(),
  cardBrand: z.string(),
  bank: z.string(),
  cardType: z.enum(['CREDIT', 'DEBIT']),
  cardIssuer: z.string(),
  isEligible: z.boolean(),
  offerKey: z.string().nullable(),
  message: z.string(),
});
export const walletState = z.object({
  paymentTypeId: z.number().int(),
  paymentSubTypeId: z.number().int(),
  code: z.string(),
  displayName: z.string(),
  linked: z.boolean(),
  meta: walletMeta,
  message: z.string(),
});
export type WalletState = z.infer<typeof walletState>;
export const instrumentDetail = z.object({
  paymentTypeId: z.number().int(),
  displayName: z.string(),
  state: optionState,
  stateMessage: z.string(),
});
export const webhookAck = z.object({ received: z.boolean(), duplicate: z.boolean() });
