import { sql } from 'kysely';
import type { Db } from '@dawa/db';
import type { SearchCorpus } from '@dawa/search';
import { isSoldOnline } from '@dawa/domain';

/** What a typeahead row shows, kept in memory beside the index so typeahead needs no query. */
export interface ProductLine {
  name: string;
  packLabel: string;
  manufacturer: string;
  mrpPaise: number;
  salePaise: number;
  isRx: boolean;
  /** Can be bought online now: in stock, for sale, and not Schedule X or NDPS. */
  available: boolean;
  notSoldOnline: boolean;
  brandId: number;
}
export interface Named {
  name: string;
  slug: string;
  productCount: number;
}

export interface LoadedCorpus {
  corpus: SearchCorpus;
  lines: Map<number, ProductLine>;
  molecules: Map<number, Named>;
  brands: Map<number, Named>;
  categories: Map<number, Named>;
}

export async function loadSearchCorpus(db: Db): Promise<LoadedCorpus> {
  const [products, molecules, brands, categories] = await Promise.all([
    db
      .selectFrom('products as p')
      .innerJoin('manufacturers as m', 'm.id', 'p.manufacturer_id')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .select([
        'p.id',
        'p.name',
        'p.composition',
        'p.pack_label',
        'p.mrp_paise',
        'p.sale_price_paise',
        'p.is_rx_required',
        'p.drug_schedule',
        'p.popularity',
        'p.brand_id',
        'm.name as manufacturer',
        'b.name as brand',
        sql<boolean>`(not p.not_for_sale and p.stock > 0)`.as('available'),
      ])
      .orderBy('p.id')
      .execute(),
    db.selectFrom('molecules').select(['id', 'name', 'slug', 'product_count']).execute(),
    db.selectFrom('brands').select(['id', 'name', 'slug', 'product_count']).execute(),
    db.selectFrom('categories').select(['id', 'name', 'slug', 'product_count']).execute(),
  ]);
  const lines = new Map<number, ProductLine>();
  for (const p of products) {
    lines.set(p.id, {
      name: p.name,
      packLabel: p.pack_label,
      manufacturer: p.manufacturer,
      mrpPaise: p.mrp_paise,
      salePaise: p.sale_price_paise,
      isRx: p.is_rx_required,
      available: p.available && isSoldOnline(p.drug_schedule),
      notSoldOnline: !isSoldOnline(p.drug_schedule),
      brandId: p.brand_id,
    });
  }
  const named = (rows: { id: number; name: string; slug: string; product_count: number }[]) =>
    new Map(rows.map((r) => [r.id, { name: r.name, slug: r.slug, productCount: r.product_count }]));
  return {
    corpus: {
      products: products.map((p) => ({
        id: p.id,
        name: p.name,
        manufacturer: p.manufacturer,
        composition: p.composition,
        brand: p.brand,
        available: p.available,
        popularity: p.popularity,
      })),
      molecules: molecules.map((m) => ({ id: m.id, name: m.name, productCount: m.product_count })),
      brands: brands.map((b) => ({ id: b.id, name: b.name, productCount: b.product_count })),
      categories: categories.map((c) => ({ id: c.id, name: c.name, productCount: c.product_count })),
    },
    lines,
    molecules: named(molecules),
    brands: named(brands),
    categories: named(categories),
  };
}
