import { z } from 'zod';
import { idParam, productCard } from './catalogue.ts';
import { pageNumber, wholeNumber } from './numbers.ts';

/** Cart, save for later and promo codes (checkout spec §3 "Cart item", "Cart data", "Promo details"; §7 "Cart"). */

const QUANTITY_MESSAGE = 'Quantity must be a whole number from 1 to 20.';
const quantity = z
  .number({ error: QUANTITY_MESSAGE })
  .int(QUANTITY_MESSAGE)
  .min(1, 'Quantity must be greater than 0.')
  .max(20, QUANTITY_MESSAGE);
const productId = z.number({ error: 'Choose a product.' }).int('Choose a product.').positive('Choose a product.').max(2_147_483_647);
const customName = z
  .string()
  .trim()
  .min(2, 'Enter the name of the medicine.')
  .max(200, 'The medicine name is too long.')
  .regex(/^[\p{L}\p{N} .,'()%+/&-]+$/u, 'Use letters, digits and simple punctuation for the medicine name.');

/** A guest's line as the browser keeps it (local cart): a product, or a custom medicine by name (id -1). */
export const localCartLine = z
  .object({
    productId: z
      .number()
      .int()
      .refine((v) => v === -1 || v > 0, 'Choose a product.'),
    /** Above an item's maximum is clamped to it, not refused: a browser's stale cart loses nothing. */
    quantity: z
      .number({ error: QUANTITY_MESSAGE })
      .int(QUANTITY_MESSAGE)
      .min(1, 'Quantity must be greater than 0.')
      .max(999, QUANTITY_MESSAGE),
    name: customName.optional(),
  })
  .strict()
  .refine((l) => l.productId > 0 || l.name !== undefined, { message: 'Enter the name of the medicine.', path: ['name'] });
export type LocalCartLineInput = z.infer<typeof localCartLine>;

export const localCartBody = z.object({ products: z.array(localCartLine).max(100, 'A cart holds at most 100 items.') }).strict();

export const addToCartBody = z
  .object({
    /** Absent for a custom (unlisted) medicine, which is named by productName. */
    productId: productId.optional(),
    productType: z.enum(['medicine', 'otc']).optional(),
    productName: z.string().max(200).optional(),
    quantity,
  })
  .strict()
  .superRefine((b, ctx) => {
    // A custom medicine's name is stored and shown: the same rules as a local cart's custom line.
    if (b.productId !== undefined) return;
    const name = customName.safeParse(b.productName ?? '');
    if (name.success) return;
    ctx.addIssue({ code: 'custom', message: name.error.issues[0]?.message ?? 'Enter the name of the medicine.', path: ['productName'] });
  });

export const updateQuantityBody = z
  .object({
    /** 0 removes the line. */
    quantity: z.number({ error: QUANTITY_MESSAGE }).int(QUANTITY_MESSAGE).min(0, QUANTITY_MESSAGE).max(20, QUANTITY_MESSAGE),
    responseType: z.enum(['count', 'cart']).optional(),
    isVaccinationAdded: z.boolean().optional(),
  })
  .strict();

export const itemIdParam = z.object({ itemId: idParam });
export const idPathParam = z.object({ id: idParam });

export const replaceCartItemBody = z.object({ itemId: idParam, productId, quantity: quantity.optional() }).strict();
export const bulkReplaceBody = z
  .object({
    replacements: z
      .array(z.object({ itemId: idParam, productId }).strict())
      .min(1)
      .max(100),
  })
  .strict();
export const savingVariantsBody = z
  .object({ products: z.array(z.object({ productId, quantity: quantity.optional() }).strict()).max(100) })
  .strict();
export const savingVariantsQuery = z.object({ smartCart: z.enum(['true', 'false']).optional() }).strict();

/** Order params the cart reads (spec §3 "Order params"), as query strings; the rest are accepted and unused. */
const boolText = z.enum(['true', 'false', '0', '1']).optional();
const param = z.string().max(80).optional();
export const cartQuery = z
  .object({
    addressId: idParam.optional(),
    promoCode: z.string().trim().max(40).optional(),
    dontAutoApply: boolText,
    isPrioritySelected: boolText,
    paymentId: wholeNumber(-1, 100, 'Choose a payment method.').optional(),
    orderType: wholeNumber(0, 22, 'Unknown order type.').optional(),
    hasLocalRxAdded: boolText,
    walletOptedIn: boolText,
    isMedicineCorporateWalletOptedIn: boolText,
    paymentSubId: param,
    dontAutoApplyCode: param,
    optForDoctorConsultation: boolText,
    isOmsOnboarded: boolText,
    isMovEnabled: boolText,
    source: param,
    refundOptIn: boolText,
    offerIds: param,
    rxOption: param,
    shipmentDeliveryPreference: param,
    orderNotes: z.string().max(500).optional(),
    slotDate: param,
    intervalValue: param,
    peWalletOptIn: boolText,
    peDocConsultCorporateWalletOptIn: boolText,
    moqFlag: boolText,
    isPromiseGuaranteeEligible: boolText,
    couponCodeDiag: param,
    autoAddedExperience: param,
    /** A PLUS plan bought with this cart (the loyalty item, decision 067). */
    programId: param,
    variantId: param,
  })
  .strict();

export const promoDetails = z.object({
  couponCode: z.string(),
  isPromoValid: z.boolean(),
  isPromoApplied: z.boolean(),
  message: z.string(),
  totalDiscount: z.number().int(),
  totalDiscountDecimal: z.string(),
  couponStripMessage: z.string(),
  offerId: z.string().nullable(),
  promoCodeTag: z.string().nullable(),
  summary: z.string(),
});
export type PromoDetails = z.infer<typeof promoDetails>;

export const summaryLine = z.object({
  identifier: z.string(),
  id: z.number().int(),
  label: z.string(),
  valuePaise: z.number().int(),
  value: z.string(),
});
export type SummaryLine = z.infer<typeof summaryLine>;

export const cartItem = z.object({
  /** null for a guest's local line. */
  itemId: z.number().int().nullable(),
  productId: z.number().int(),
  productType: z.enum(['medicine', 'otc']),
  quantity: z.number().int(),
  maxQuantity: z.number().int(),
  name: z.string(),
  salePriceDecimal: z.string(),
  mrpDecimal: z.string(),
  lineMrpPaise: z.number().int(),
  lineSalePaise: z.number().int(),
  isRxRequired: z.boolean(),
  isRxAvailable: z.boolean(),
  isCustom: z.boolean(),
  /** Schedule X or NDPS (the classification may have changed since it was added): shown, never bought. */
  notSoldOnline: z.boolean(),
  partialQtyWarnings: z.array(z.string()),
  productAvailabilityFlags: z.object({ isAvailable: z.boolean(), notifyMe: z.boolean(), showVariantsInBottomSheet: z.boolean() }),
  /** The catalogue card; null for a custom medicine. */
  product: productCard.nullable(),
});
export type CartItem = z.infer<typeof cartItem>;

export const cartData = z.object({
  items: z.array(cartItem),
  itemsCount: z.number().int(),
  medicineCount: z.number().int(),
  otcCount: z.number().int(),
  outOfStockCount: z.number().int(),
  itemsModifiedDisclaimer: z.string().nullable(),
  isRxUploadRequired: z.boolean(),
  promotionDetails: promoDetails.nullable(),
  summary: z.array(summaryLine),
  amountToBePaidPaise: z.number().int(),
  totalSavingPaise: z.number().int(),
  promiseGuarantee: z.object({ title: z.string(), text: z.string() }).nullable(),
  isWalletAsDiscountApplicable: z.boolean(),
  showDeliveryPreferenceScreen: z.boolean(),
  /** The PLUS plan bought with this cart, when the order params name a plan on sale (decision 067). */
  loyaltyItem: z
    .object({
      programId: z.literal('plus'),
      variantId: z.string(),
      title: z.string(),
      durationMonths: z.number().int(),
      amountPaise: z.number().int(),
      mrpPaise: z.number().int(),
      demo: z.boolean(),
    })
    .nullable(),
  /** What PLUS would save a shopper who is not a member (null for members and for an empty cart). */
  loyaltyDetailsPitch: z.object({ description: z.string(), isExpired: z.boolean(), userType: z.number().int() }).nullable(),
  /** Changes with every change of the lines; an order claims one version. */
  version: z.number().int(),
});
export type CartData = z.infer<typeof cartData>;

export const cartCount = z.object({ count: z.number().int(), quantity: z.number().int() });
export type CartCount = z.infer<typeof cartCount>;

export const cartMutation = z.object({
  itemId: z.number().int().nullable(),
  productId: z.number().int(),
  quantity: z.number().int(),
  count: z.number().int(),
  message: z.string(),
  cart: cartData.optional(),
});
export type CartMutation = z.infer<typeof cartMutation>;

export const syncResult = cartData.extend({
  /** Lines whose merged quantity was capped at the item's maximum. */
  capped: z.array(z.object({ productId: z.number().int(), name: z.string(), quantity: z.number().int() })),
  /** Lines left out because the cart already holds the most lines it can (100). */
  notAdded: z.array(z.object({ productId: z.number().int(), name: z.string(), quantity: z.number().int() })),
});
export type SyncResult = z.infer<typeof syncResult>;

export const savingVariant = z.object({
  productId: z.number().int(),
  itemId: z.number().int().nullable(),
  replacement: productCard,
  quantity: z.number().int(),
  savingPaise: z.number().int(),
  savingPercent: z.number(),
});
export const savingVariants = z.object({
  variants: z.array(savingVariant),
  totalSavingPaise: z.number().int(),
});
export type SavingVariants = z.infer<typeof savingVariants>;

export const personalisedOfferBody = z
  .object({
    special_products: z.array(productId).max(100).optional(),
    is_loyalty_user: z.boolean().optional(),
    promo_applied: z.string().max(40).optional(),
  })
  .strict();
export const personalisedOffer = z.object({
  plDiscount: z.number().int(),
  plMinOrderValue: z.number().int(),
  plSubTitle: z.string(),
  plTitle: z.string(),
  plPromoCode: z.string().nullable(),
  showApplyButton: z.boolean(),
  plRecommendation: z.array(productCard).max(5),
});
export type PersonalisedOffer = z.infer<typeof personalisedOffer>;

export const applyPromoBody = z
  .object({
    code: z.string({ error: 'Enter a coupon code.' }).trim().min(1, 'Enter a coupon code.').max(40, 'This coupon does not exist.'),
    orderType: z.number().int().min(0).max(22).optional(),
  })
  .strict();

/** Save for later. */
export const sflBody = z.object({ productId: productId.optional() }).strict();
export const sflQuery = z
  .object({
    page: pageNumber(1000),
    type: z.string().max(20).optional(),
    vertical: z.string().max(20).optional(),
  })
  .strict();
export const sflPage = z.object({
  items: z.array(productCard),
  totalCount: z.number().int(),
  page: z.number().int(),
  limitPerPage: z.number().int(),
});
export type SflPage = z.infer<typeof sflPage>;
export const sflCount = z.object({ count: z.number().int(), message: z.string() });
export const sflIds = z.object({ productIds: z.array(z.number().int()) });
