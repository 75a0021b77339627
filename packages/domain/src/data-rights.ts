/**
 * The shopper's data rights under the Digital Personal Data Protection Act, 2023: how long each kind of
 * record is kept and what an erased account's orders still say. The privacy policy states these same
 * numbers (a test holds the two together); docs/decisions/022-data-rights.md gives the legal reasons.
 */

export const RETENTION = {
  /** A login code lives 10 minutes. */
  otpCodeMinutes: 10,
  /** Records of code requests (number, IP address) count towards the abuse limits for a day, then one more day. */
  otpRequestDays: 2,
  /** A session ends after 30 days without use, 90 days at most. */
  sessionIdleDays: 30,
  sessionMaxDays: 90,
  /**
   * Orders (the sale and tax invoice records): 72 months from the due date of the annual GST return of their
   * financial year (Section 36 of the CGST Act, 2017), which is within 8 years of the order.
   */
  gstRecordMonths: 72,
  orderRecordYears: 8,
  /** Schedule H1 register entries: 3 years (Rule 65 of the Drugs and Cosmetics Rules, 1945, as amended for Schedule H1 in 2013). */
  h1RegisterYears: 3,
} as const;

/**
 * Orders of these statuses are still being paid, checked, packed or delivered: an account with one cannot be
 * erased (the order needs the address, the number and the prescription until it ends).
 */
export const ORDER_IN_PROGRESS_STATUSES = ['PAYMENT_PENDING', 'PLACED', 'RX_VERIFIED', 'PACKED', 'SHIPPED'] as const;
export const isOrderInProgress = (status: string): boolean => (ORDER_IN_PROGRESS_STATUSES as readonly string[]).includes(status);

/**
 * A B2C tax invoice must name the recipient and the delivery address only from ₹50,000 of taxable value
 * (Rule 46(f) of the CGST Rules, 2017); below it, the place of supply (from the pincode) is all the law needs.
 */
export const INVOICE_NAMES_RECIPIENT_FROM_PAISE = 50_000_00;

/** What an erased account's order keeps of the delivery address it was placed with. */
export function erasedAddressSnapshot(snapshot: Record<string, unknown>, orderAmountPaise: number): Record<string, unknown> {
  const kept: Record<string, unknown> = { erased: true };
  for (const field of ['pincode', 'cityId', 'cityName']) if (field in snapshot) kept[field] = snapshot[field];
  if (orderAmountPaise >= INVOICE_NAMES_RECIPIENT_FROM_PAISE) {
    for (const field of ['contactName', 'flatNumber', 'streetName', 'landmark']) if (field in snapshot) kept[field] = snapshot[field];
  }
  return kept;
}

/** The number an erased account carries instead of the shopper's, so the real one is free to sign up again. */
export const erasedMobileNumber = (userId: number) => `erased-${userId}`;
