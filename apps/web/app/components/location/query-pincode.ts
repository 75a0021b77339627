/** Spec §5: the pincode used when a query string asks for none that is valid. */
export const QUERY_PINCODE_FALLBACK = 400001;

const PINCODE = /^[1-9][0-9]{5}$/;

/**
 * The pincode a `?pincode=` query asks for (spec §5): used only when it is six digits not starting
 * with 0, else 400001. Null when the page has no pincode query at all.
 */
export function resolveQueryPincode(raw: string | null): number | null {
  if (raw === null) return null;
  const value = raw.trim();
  return PINCODE.test(value) ? Number(value) : QUERY_PINCODE_FALLBACK;
}
