/**
 * URL slugs for products: `/medicine/<slugified-name>-<id>`.
 *
 * Only ASCII letters and digits survive; everything else (spaces, punctuation,
 * accented and Greek letters such as the 'α' in 'α-Bert') becomes a separator.
 */

/** Lowercase ASCII slug: runs of anything but [a-z0-9] become one '-', no '-' at either end. */
export function slugify(title: string): string {
  return title
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

/** `${slugify(title)}-${id}`, or just `${id}` when the title has no usable characters. */
export function slugWithId(title: string, id: number): string {
  const base = slugify(title);
  return base === '' ? `${id}` : `${base}-${id}`;
}

/**
 * The product id at the end of a slug, or null.
 * The id is the last '-'-separated segment: digits only, no leading zero,
 * a positive safe integer. Leading zeros are refused so that each product has
 * exactly one canonical address.
 */
export function idFromSlug(slugWithId: string): number | null {
  const last = slugWithId.slice(slugWithId.lastIndexOf('-') + 1);
  if (!/^[1-9][0-9]*$/.test(last)) return null;
  const id = Number(last);
  return Number.isSafeInteger(id) ? id : null;
}
