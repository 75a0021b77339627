import { describe, expect, it } from 'vitest';
import { resolveBrand, type BrandLookups } from './brand-path.ts';

const SLUGS = ['dolo-22', 'dolo-forte-31', 'vitamin-d3-60000-7', 'pan-4', 'pan-40-9'];
const asked: string[] = [];
const lookups: BrandLookups<{ slug: string }> = {
  bySlug: async (slug) => (SLUGS.includes(slug) ? { slug } : null),
  // As the typeahead answers: every brand whose name contains the words, in its own order.
  slugsNamed: async (name) => {
    asked.push(name);
    return SLUGS.filter((s) => s.replace(/-\d+$/, '').replaceAll('-', ' ').includes(name));
  },
};

describe('brand variant addresses', () => {
  it('shows the page at the slug with the id', async () => {
    expect(await resolveBrand('dolo-22', lookups)).toEqual({ kind: 'page', detail: { slug: 'dolo-22' } });
    expect(await resolveBrand('vitamin-d3-60000-7', lookups)).toMatchObject({ kind: 'page' });
  });

  it('sends a name without the id to the address with the id', async () => {
    expect(await resolveBrand('dolo', lookups)).toEqual({ kind: 'redirect', to: '/variants/dolo-22' });
    expect(await resolveBrand('dolo-forte', lookups)).toEqual({ kind: 'redirect', to: '/variants/dolo-forte-31' });
    expect(await resolveBrand('vitamin-d3-60000', lookups)).toEqual({ kind: 'redirect', to: '/variants/vitamin-d3-60000-7' });
    expect(asked).toContain('dolo forte');
  });

  it('does not take a longer name for the one asked', async () => {
    // "pan" must not land on "pan-40" just because its name starts the same.
    expect(await resolveBrand('pan', lookups)).toEqual({ kind: 'redirect', to: '/variants/pan-4' });
    expect(await resolveBrand('pan-40', lookups)).toEqual({ kind: 'redirect', to: '/variants/pan-40-9' });
  });

  it('sends capital letters to the lower-case address', async () => {
    expect(await resolveBrand('Dolo-22', lookups)).toEqual({ kind: 'redirect', to: '/variants/dolo-22' });
  });

  it('knows no unknown brand, nor a known name with a wrong id', async () => {
    expect(await resolveBrand('crocin', lookups)).toEqual({ kind: 'missing' });
    expect(await resolveBrand('dolo-99', lookups)).toEqual({ kind: 'missing' });
    expect(await resolveBrand('dolo%20', lookups)).toEqual({ kind: 'missing' });
  });
});
