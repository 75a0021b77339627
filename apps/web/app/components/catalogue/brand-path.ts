/**
 * Brand variant pages live at /variants/<brand slug>-<brand id> (the spec's slug rule: the name plus the id).
 * A bare slug, or an id that is not this brand's, is sent to that address.
 */
type BrandRef = { brand: { id: number; slug: string } };

export const brandPath = (brand: { id: number; slug: string }): string => `/variants/${brand.slug}-${brand.id}`;

export type BrandResolution<T> = { kind: 'page'; detail: T } | { kind: 'redirect'; to: string } | { kind: 'missing' };

/**
 * Which brand `/variants/:slugWithId` means. The part before a trailing number is tried first as the slug
 * (the canonical form); failing that the whole parameter is tried as a bare slug, since a brand's own slug may
 * end in a number ("vitamin-d3-60000").
 */
export async function resolveBrand<T extends BrandRef>(
  param: string,
  lookup: (slug: string) => Promise<T | null>,
): Promise<BrandResolution<T>> {
  const slugWithId = param.toLowerCase();
  const cut = slugWithId.lastIndexOf('-');
  const id = cut > 0 && /^[1-9][0-9]{0,15}$/.test(slugWithId.slice(cut + 1)) ? Number(slugWithId.slice(cut + 1)) : null;
  if (id !== null) {
    const detail = await lookup(slugWithId.slice(0, cut));
    if (detail) {
      return detail.brand.id === id && param === brandPath(detail.brand).slice('/variants/'.length)
        ? { kind: 'page', detail }
        : { kind: 'redirect', to: brandPath(detail.brand) };
    }
  }
  const bySlug = await lookup(slugWithId);
  return bySlug ? { kind: 'redirect', to: brandPath(bySlug.brand) } : { kind: 'missing' };
}
