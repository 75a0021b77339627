/** Codes and limits fixed by the storefront and checkout specifications. */

export const SEARCH_ENTITY = {
  BRAND: 1,
  PRODUCT: 2,
  MOLECULE: 4,
  CATEGORY: 5,
  DIAGNOSTICS_PRODUCTS: 6,
  PHARMA_SUGGESTION: 12,
  DIAG_SUGGESTION: 14,
} as const;
export type SearchEntityCode = (typeof SEARCH_ENTITY)[keyof typeof SEARCH_ENTITY];

export const TIER = {
  unknown: 0,
  notForSale: 1,
  outOfStock: 2,
  notSure: 3,
  shortSupply: 4,
  inStock: 5,
} as const;
export type TierCode = (typeof TIER)[keyof typeof TIER];

export const TIER_LABEL: Record<TierCode, string> = {
  0: '',
  1: 'Not for Sale',
  2: 'Out Of Stock',
  3: 'Not Sure',
  4: 'Short Supply',
  5: 'In Stock',
};

export const PRODUCT_TYPE = { molecule: 0, brand: 0, medicine: 1, otc: 2 } as const;
/** Order types (cart document §9); a cart of healthcare products alone is an OTC order. */
/** The spec's order types; `plus` (a PLUS membership bought alone) is the store's own (decision 067). */
export const ORDER_TYPE = { medicine: 0, diagnostic: 1, refill: 2, otc: 3, atc: 4, consultation: 5, plus: 6 } as const;
export const PRODUCT_TYPE_TEXT: Record<number, string> = { 0: 'brands', 1: 'medicine', 2: 'otc', 4: 'molecule' };

export const LIMITS = {
  maxQuantityMedicine: 20,
  maxQuantityOtc: 5,
  customMedicineId: -1,
  customMedicineMaxQuantity: 20,
  recentSearches: 10,
  searchIntentSeconds: 900,
  shareNameChars: 30,
  readMoreCharsMobile: 80,
  readMoreCharsDesktop: 200,
  offersCollapsed: 2,
  offersExpanded: 5,
  quickLinkOffsetPx: 150,
  textFieldChars: 500,
  defaultPincode: 400001,
  defaultCityId: 1,
} as const;

export const DISCOUNT_FIGURES = { medicine: 18, medicineThreshold: 15, diagnostics: 75, healthcare: 50 } as const;

export const PAYMENT_PARTNERS = [
  'Google Pay',
  'Paytm',
  'Amazon Pay',
  'PhonePe',
  'Mobikwik',
  'Airtel Money',
  'Ola Money',
  'Maestro',
  'Mastercard',
  'Visa',
  'Rupay',
  'Diners',
] as const;

export const BRAND = {
  name: 'Dawa',
  foundingYear: 2014,
  currency: 'INR',
  country: 'IN',
  deliveryPromise: 'Delivery within 24-48 hours',
  servingText: 'Serving more than 1,000 towns and cities in India.',
  supportPhone: '1800-209-3292',
} as const;

/** Net banking by paymentSubTypeId (paymentTypeId 2) with the gateway's bank codes; the first five are shown as popular. */
export const NET_BANKS = [
  { paymentSubTypeId: 1, code: 'NB_HDFC', displayName: 'HDFC Bank' },
  { paymentSubTypeId: 2, code: 'NB_ICICI', displayName: 'ICICI Bank' },
  { paymentSubTypeId: 3, code: 'NB_SBI', displayName: 'State Bank of India' },
  { paymentSubTypeId: 4, code: 'NB_AXIS', displayName: 'Axis Bank' },
  { paymentSubTypeId: 5, code: 'NB_KOTAK', displayName: 'Kotak Mahindra Bank' },
  { paymentSubTypeId: 6, code: 'NB_YESB', displayName: 'Yes Bank' },
  { paymentSubTypeId: 7, code: 'NB_PNB', displayName: 'Punjab National Bank' },
  { paymentSubTypeId: 8, code: 'NB_BOB', displayName: 'Bank of Baroda' },
  { paymentSubTypeId: 9, code: 'NB_CANR', displayName: 'Canara Bank' },
  { paymentSubTypeId: 10, code: 'NB_UBI', displayName: 'Union Bank of India' },
] as const;
export const POPULAR_BANKS = 5;
