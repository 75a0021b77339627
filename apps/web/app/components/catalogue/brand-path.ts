/**
 * Brand variant pages live at /variants/<brand slug>, and a brand's slug is its name plus its id ("dolo-22",
 * the spec's slug rule). A bare name ("/variants/dolo") or capital letters move to that address.
 */
export type BrandResolution<T> = { kind: 'page'; detail: T } | { kind: 'redirect'; to: string } | { kind: 'missing' };

export interface BrandLookups<T> {
  /** The brand with exactly this slug, or null. */
  bySlug: (slug: string) => Promise<T | null>;
  /** Slugs of brands whose name reads like `name` (best match first). */
  slugsNamed: (name: string) => Promise<string[]>;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Which brand `/variants/:brandSlug` means. */
export async function resolveBrand<T>(param: string, lookups: BrandLookups<T>): Promise<BrandResolution<T>> {
  const slug = param.toLowerCase();
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return { kind: 'missing' };
  const detail = await lookups.bySlug(slug);
  if (detail) return slug === param ? { kind: 'page', detail } : { kind: 'redirect', to: `/variants/${slug}` };
  // A name without the id: the brand of that name (the first, when several makers use it).
  const withId = new RegExp(`^${escapeRegExp(slug)}-[1-9][0-9]*$`);
  const match = (await lookups.slugsNamed(slug.replaceAll('-', ' '))).find((candidate) => withId.test(candidate));
  return match ? { kind: 'redirect', to: `/variants/${match}` } : { kind: 'missing' };
}
