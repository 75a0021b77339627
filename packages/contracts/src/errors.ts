import { z } from 'zod';

/**
 * Every machine code a failure envelope may carry (`{ status: 0, error: { code, message, showAlert } }`).
 * Clients decide on these, never on the English message; the list is closed so a `switch` can be
 * exhaustive. A new failure adds its code here first.
 */
export const ERROR_CODES = [
  // The edge: whatever a client can send wrong, before any domain rule runs.
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'BODY_TOO_LARGE',
  'BAD_REQUEST',
  'ROUTE_NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CROSS_SITE_REFUSED',
  'UNAUTHENTICATED',
  'NOT_FOUND',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'DATABASE_UNAVAILABLE',
  // Login and sessions.
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_ATTEMPTS_EXCEEDED',
  'SMS_UNAVAILABLE',
  'LOGIN_SECRET_EXPIRED',
  'TRUECALLER_UNAVAILABLE',
  'TRUECALLER_REQUEST_EXPIRED',
  // Catalogue, search, location, addresses.
  'PRODUCT_NOT_FOUND',
  'CATEGORY_NOT_FOUND',
  'BLANK_QUERY',
  'PINCODE_NOT_SERVICEABLE',
  'CITY_NOT_FOUND',
  'ADDRESS_INVALID',
  'ADDRESS_NOT_FOUND',
  // Cart, saved items, promo codes.
  'CART_ITEM_NOT_FOUND',
  'OUT_OF_STOCK',
  'NOT_ENOUGH_STOCK',
  'QUANTITY_ABOVE_MAX',
  'CART_FULL',
  /** Schedule X or NDPS: sold only at a pharmacy counter against the original prescription. */
  'NOT_SOLD_ONLINE',
  'PROMO_NOT_APPLIED',
  'PROMO_INVALID',
  // Prescriptions.
  'RX_INVALID',
  'RX_TOO_MANY_PENDING',
  'RX_NOT_USABLE',
  'RX_REQUIRED',
  'RX_LINK_EXPIRED',
  'RX_EMPTY',
  'RX_TOO_LARGE',
  'RX_WRONG_TYPE',
  'RX_IMAGE_TOO_LARGE',
  'RX_ACTIVE_CONTENT',
  'RX_NOT_FOUND',
  'PATIENT_NOT_FOUND',
  'PRESCRIPTION_NOT_FOUND',
  // Orders.
  'ORDER_BLOCKED',
  'ORDER_NOT_FOUND',
  'ORDER_PAID_ONLINE',
  'TOO_MANY_UNPAID_ORDERS',
  'ORDER_NOT_CANCELLABLE',
  'NOT_DELIVERABLE',
  'NO_EXPRESS',
  'CART_CHANGED',
  'COD_NOT_AVAILABLE',
  'TRANSITION_REFUSED',
  'IDEMPOTENCY_KEY_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_PROGRESS',
  // Payments.
  'PAYMENT_NOT_FOUND',
  'PAYMENT_METHOD_UNKNOWN',
  'PAYMENTS_UNAVAILABLE',
  'COD_NOT_INVOKED',
  'ORDER_ALREADY_PAID',
  'ORDER_IS_COD',
  'ORDER_NOT_PAYABLE',
  'NO_OPEN_PAYMENT',
  'PAYMENT_WINDOW_PASSED',
  'GATEWAY_REFUSED',
  'WEBHOOK_UNAUTHORIZED',
  'WEBHOOK_INVALID',
  'INVALID_BIN',
  'CARD_LOOKUP_RATE_LIMITED',
  'WALLET_UNKNOWN',
  'WALLET_NOT_STARTED',
  'WALLET_INVALID_OTP',
  'WALLET_REFUSED',
  // Pharmacists: sign-in, prescription checks, the H1 register.
  'PHARMACIST_LOGIN_FAILED',
  'PHARMACIST_LOCKED',
  'RX_NOT_VERIFIED',
  'RX_CHECK_NOT_OPEN',
  'RX_LINE_NOT_FOUND',
  'RX_COVER_REQUIRED',
  'H1_DETAILS_REQUIRED',
  'RX_RESUBMIT_NOT_EXPECTED',
  'REGISTER_RANGE_INVALID',
  // Data rights.
  'ERASE_CONFIRMATION_MISMATCH',
  'ACCOUNT_HAS_ORDERS_IN_PROGRESS',
] as const;

export const errorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCode>;
