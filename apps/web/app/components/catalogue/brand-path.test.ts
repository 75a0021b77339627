import { describe, expect, it } from 'vitest';
import { brandPath, resolveBrand } from './brand-path.ts';

const BRANDS = [
  { id: 12, slug: 'crocin' },
  { id: 7, slug: 'vitamin-d3-60000' },
  { id: 60000, slug: 'vitamin-d3' },
];
const lookups: string[] = [];
const lookup = async (slug: string) => {
  lookups.push(slug);
  const brand = BRANDS.find((b) => b.slug === slug);
  return brand ? { brand } : null;
};

describe('brand variant addresses', () => {
  it('builds the canonical address from the slug and the id', () => {
    expect(brandPath({ id: 12, slug: 'crocin' })).toBe('/variants/crocin-12');
  });

  it('shows the page at the canonical address', async () => {
    const found = await resolveBrand('crocin-12', lookup);
    expect(found.kind).toBe('page');
    if (found.kind === 'page') expect(found.detail.brand.id).toBe(12);
  });

  it('sends a bare slug to the address with the id', async () => {
    expect(await resolveBrand('crocin', lookup)).toEqual({ kind: 'redirect', to: '/variants/crocin-12' });
  });

  it('sends a wrong id or capital letters to the canonical address', async () => {
    expect(await resolveBrand('crocin-99', lookup)).toEqual({ kind: 'redirect', to: '/variants/crocin-12' });
    expect(await resolveBrand('Crocin-12', lookup)).toEqual({ kind: 'redirect', to: '/variants/crocin-12' });
  });

  it('reads a slug that ends in a number', async () => {
    expect(await resolveBrand('vitamin-d3-60000-7', lookup)).toMatchObject({ kind: 'page' });
    // "vitamin-d3-60000" is both a bare slug and "vitamin-d3" with id 60000: the canonical reading wins.
    expect(await resolveBrand('vitamin-d3-60000', lookup)).toMatchObject({ kind: 'page' });
    expect(await resolveBrand('vitamin-d3-60000-8', lookup)).toEqual({ kind: 'redirect', to: '/variants/vitamin-d3-60000-7' });
  });

  it('knows no unknown brand', async () => {
    expect(await resolveBrand('no-such-brand', lookup)).toEqual({ kind: 'missing' });
    expect(await resolveBrand('no-such-brand-5', lookup)).toEqual({ kind: 'missing' });
    expect(lookups.length).toBeGreaterThan(0);
  });
});
