import {
  OTC_DISCOUNT_STEPS,
  OTC_PAGE_SIZE,
  OTC_PRICE_BANDS,
  OTC_RATING_STEPS,
  type FooterCategories,
  type OtcCategory,
  type OtcFilters,
  type OtcListings,
  type OtcMegamenu,
  type OtcMenuNode,
  type OtcProductDetail,
  type OtcProductsPage,
  type OtcProductsQuery,
  type OtcSorters,
  type OtcBanners,
  type OtcBrandPage,
  type OtcCollectionPage,
  type OtcCollections,
  type OtcFeaturedBrands,
  type OtcFiltersQuery,
  type OtcRecommendations,
  type OtcStoreQuery,
} from '@dawa/contracts';
import type { Db } from '@dawa/db';
import { PRODUCT_TYPE } from '@dawa/contracts';
import { RETURN_TEXTS, categorySubtitle, slugWithId, variantLabel } from '@dawa/domain';
import { fail, ok, type Result } from '../../http/result.ts';
import { revisionCache } from './revision-cache.ts';
import { cardOf } from '../catalogue/cards.ts';
import {
  bandCounts,
  brandCategories,
  brandFacet,
  brandRow,
  cardsByIds,
  categoryRows,
  collectionRows,
  featuredBrands,
  popularIn,
  listingPage,
  neighbours,
  productPlace,
  typeFacet,
  typeFigures,
  variantsOf,
  type CategoryRow,
  type Scope,
} from './repo.ts';

const HOME = '/health-care';
export const brandStoreUrl = (name: string, id: number) => `/health-wellness/store/${slugWithId(name, id)}`;
const collectionUrl = (slug: string, id: number) => `/health-wellness/collections/${slug}-${id}`;
const RAIL = 10;
const FEATURED_BRANDS = 12;
const BRAND_OPTIONS = 60;

/** The category tree with each node's page, product count and 'Upto N% off' subtitle. */
interface Node extends CategoryRow {
  url: string;
  products: number;
  maxDiscount: number | null;
  children: Node[];
}

type Tree = Awaited<ReturnType<typeof buildTree>>;

async function buildTree(db: Db) {
  const [rows, figures] = await Promise.all([categoryRows(db), typeFigures(db)]);
  const nodes = new Map<number, Node>(rows.map((r) => [r.id, { ...r, url: '', products: 0, maxDiscount: null, children: [] }]));
  const tops: Node[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    if (parent) parent.children.push(node);
    else tops.push(node);
  }
  for (const top of tops) {
    top.url = `${HOME}/${top.slug}`;
    for (const sub of top.children) {
      sub.url = `${top.url}/${sub.slug}`;
      for (const type of sub.children) type.url = `${sub.url}?type=${type.slug}`;
    }
  }
  for (const f of figures) {
    for (let node = nodes.get(f.type_id); node; node = node.parent_id === null ? undefined : nodes.get(node.parent_id)) {
      node.products += f.products;
      if (f.max_discount !== null) node.maxDiscount = Math.max(node.maxDiscount ?? 0, f.max_discount);
    }
  }
  return { tops, nodes };
}

const categoryOf = (n: Node): OtcCategory => ({
  id: n.id,
  name: n.name,
  slug: n.slug,
  url: n.url,
  level: n.level,
  // A category with products but none discounted on sale says nothing; the spec's default only when unknown.
  subtitle: categorySubtitle(n.products > 0 ? (n.maxDiscount ?? 0) : null),
  productCount: n.products,
});

const unknownCategory = () => fail('CATEGORY_NOT_FOUND', 'We could not find that category.', 404);
const chooseCategory = () => ({ ...fail('VALIDATION_FAILED', 'Choose a category.', 400), field: 'category' });

const collectionOf = (c: { id: number; slug: string; title: string; description: string; products: string }) => ({
  id: c.id,
  slug: c.slug,
  title: c.title,
  description: c.description,
  url: collectionUrl(c.slug, c.id),
  productCount: Number(c.products),
});

const SORTERS: OtcSorters['sorters'] = [
  { key: 'popularity', direction: 'desc', label: 'Popularity' },
  { key: 'price', direction: 'asc', label: 'Price: Low to High' },
  { key: 'price', direction: 'desc', label: 'Price: High to Low' },
  { key: 'discount', direction: 'desc', label: 'Discount' },
  { key: 'rating', direction: 'desc', label: 'Customer Rating' },
  { key: 'name', direction: 'asc', label: 'Name: A to Z' },
];
const DEFAULT_DIRECTION = Object.fromEntries([...SORTERS].reverse().map((s) => [s.key, s.direction])) as Record<string, 'asc' | 'desc'>;

const PRICE_LABELS: Record<(typeof OTC_PRICE_BANDS)[number], string> = {
  'under-100': 'Under ₹100',
  '100-250': '₹100 – ₹250',
  '250-500': '₹250 – ₹500',
  '500-1000': '₹500 – ₹1,000',
  'over-1000': 'Over ₹1,000',
};

export function healthcareService(db: Db) {
  // The tree's figures and a listing's filter counts read every product of their scope: once per revision.
  const trees = revisionCache<Tree>(db, 1);
  const loadTree = () => trees('tree', () => buildTree(db));
  const facets = revisionCache<Result<OtcFilters>>(db);
  /** The node a listing's slugs name, or a 404 naming what is unknown. */
  const resolve = async (q: { category?: string; subCategory?: string; type?: string }): Promise<Result<Node[]>> => {
    const { tops } = await loadTree();
    const top = tops.find((t) => t.slug === q.category);
    if (!q.category) return chooseCategory();
    if (!top) return unknownCategory();
    if (!q.subCategory) return q.type ? { ...fail('VALIDATION_FAILED', 'Choose a sub-category first.', 400), field: 'type' } : ok([top]);
    const sub = top.children.find((c) => c.slug === q.subCategory);
    if (!sub) return unknownCategory();
    if (!q.type) return ok([top, sub]);
    const type = sub.children.find((c) => c.slug === q.type);
    return type ? ok([top, sub, type]) : unknownCategory();
  };
  const scopeOf = (node: Node): Scope => ({ level: node.level as 1 | 2 | 3, categoryId: node.id });
  const pageOf = async (scope: Scope, q: OtcStoreQuery & { brand?: number[] }) => {
    const direction = q.direction ?? DEFAULT_DIRECTION[q.sort] ?? 'desc';
    const filters = { brandIds: q.brand, price: q.price, discount: q.discount, rating: q.rating };
    const { total, cards } = await listingPage(db, scope, filters, q.sort, direction, q.page);
    // The spec: more while a page is full (category) or non-empty (brand, collection); the count says it exactly.
    return {
      products: cards.map(cardOf),
      page: q.page,
      pageSize: OTC_PAGE_SIZE,
      totalCount: total,
      hasMoreProducts: q.page * OTC_PAGE_SIZE < total,
    };
  };
  const crumbs = (trail: Node[]) => [{ name: 'Healthcare', url: HOME }, ...trail.map((n) => ({ name: n.name, url: n.url }))];

  async function filtersOf(q: OtcFiltersQuery): Promise<Result<OtcFilters>> {
    let scope: Scope;
    let trail: Node[] = [];
    if (q.brandId !== undefined || q.collectionId !== undefined) {
      if (q.category !== undefined || (q.brandId !== undefined && q.collectionId !== undefined)) {
        return { ...fail('VALIDATION_FAILED', 'Choose a category, a brand or a collection.', 400), field: 'category' };
      }
      scope = q.brandId !== undefined ? { brandId: q.brandId } : { collectionId: q.collectionId! };
    } else {
      const found = await resolve(q);
      if (!found.ok) return found;
      trail = found.data;
      scope = scopeOf(trail.at(-1)!);
    }
    const node = trail.at(-1);
    const [brands, counts, types] = await Promise.all([
      'brandId' in scope ? Promise.resolve([]) : brandFacet(db, scope),
      bandCounts(db, scope),
      node && node.level >= 2 ? typeFacet(db, trail[1]!.id) : Promise.resolve([]),
    ]);
    const filters: OtcFilters['filters'] = [];
    if (types.length)
      filters.push({ key: 'type', title: 'Type', options: types.map((t) => ({ value: t.slug, label: t.name, count: Number(t.n) })) });
    // 'OTC Medicines' holds thousands of medicine brands: the page offers those with the most products, the address any.
    if (brands.length)
      filters.push({
        key: 'brand',
        title: 'Brand',
        options: brands.slice(0, BRAND_OPTIONS).map((b) => ({ value: String(b.id), label: b.name, count: Number(b.n) })),
        ...(brands.length > BRAND_OPTIONS ? { optionsTotal: brands.length } : {}),
      });
    filters.push({
      key: 'price',
      title: 'Price',
      options: OTC_PRICE_BANDS.map((band) => ({ value: band, label: PRICE_LABELS[band], count: counts[`price:${band}`] ?? 0 })).filter(
        (o) => o.count > 0,
      ),
    });
    filters.push({
      key: 'discount',
      title: 'Discount',
      options: OTC_DISCOUNT_STEPS.map((d) => ({
        value: String(d),
        label: `${d}% and above`,
        count: counts[`discount:${d}`] ?? 0,
      })).filter((o) => o.count > 0),
    });
    filters.push({
      key: 'rating',
      title: 'Customer Rating',
      options: OTC_RATING_STEPS.map((r) => ({ value: String(r), label: `${r}★ and above`, count: counts[`rating:${r}`] ?? 0 })).filter(
        (o) => o.count > 0,
      ),
    });
    return ok({ filters });
  }

  return {
    async megamenu(): Promise<OtcMegamenu> {
      const { tops } = await loadTree();
      const menu = (n: Node): OtcMenuNode => ({
        id: n.id,
        name: n.name,
        link: n.url,
        allItemsText: n.level < 3 ? `All ${n.name}` : null,
        children: n.children.filter((c) => c.products > 0).map(menu),
      });
      return { categories: tops.filter((t) => t.products > 0).map(menu) };
    },

    async footerCategories(): Promise<FooterCategories> {
      const { tops } = await loadTree();
      return {
        categories: tops
          .filter((t) => t.products > 0)
          .map((t) => ({
            name: t.name,
            link: t.url,
            children: t.children.filter((c) => c.products > 0).map((c) => ({ name: c.name, link: c.url })),
          })),
      };
    },

    async listings(): Promise<OtcListings> {
      const { tops } = await loadTree();
      return {
        categories: tops
          .filter((t) => t.products > 0)
          .map((t) => ({ ...categoryOf(t), children: t.children.filter((c) => c.products > 0).map(categoryOf) })),
      };
    },

    sorters(): OtcSorters {
      return { sorters: SORTERS };
    },

    filters(q: OtcFiltersQuery): Promise<Result<OtcFilters>> {
      const key = [q.category, q.subCategory, q.type, q.brandId, q.collectionId].join('|');
      return facets(key, () => filtersOf(q));
    },

    async products(q: OtcProductsQuery): Promise<Result<OtcProductsPage>> {
      const found = await resolve(q);
      if (!found.ok) return found;
      const trail = found.data;
      const node = trail.at(-1)!;
      return ok({ category: categoryOf(node), breadcrumb: crumbs(trail), ...(await pageOf(scopeOf(node), q)) });
    },

    async brand(id: number, q: OtcStoreQuery): Promise<Result<OtcBrandPage>> {
      const brand = await brandRow(db, id);
      if (!brand) return fail('NOT_FOUND', 'We could not find that brand in our healthcare store.', 404);
      const page = await pageOf({ brandId: id }, q);
      return ok({
        brandDetails: {
          id: brand.id,
          name: brand.name,
          slug: brand.slug,
          url: brandStoreUrl(brand.name, brand.id),
          productCount: Number(brand.products),
        },
        ...page,
      });
    },

    async brandBanners(id: number): Promise<Result<OtcBanners>> {
      const brand = await brandRow(db, id);
      if (!brand) return fail('NOT_FOUND', 'We could not find that brand in our healthcare store.', 404);
      const categories = await brandCategories(db, id);
      const url = brandStoreUrl(brand.name, brand.id);
      const banners: OtcBanners['banners'] = [
        {
          title: `${brand.name} at Dawa`,
          subtitle: `${Number(brand.products).toLocaleString('en-IN')} products in ${categories.map((c) => c.name).join(', ')}`,
          link: url,
        },
      ];
      const best = brand.max_discount === null ? 0 : Math.floor(Number(brand.max_discount));
      if (best >= 1)
        banners.push({ title: `Upto ${best}% off on ${brand.name}`, subtitle: 'On products in stock today', link: `${url}?sort=discount` });
      return ok({ banners });
    },

    /** The brands with the most products on sale: the healthcare home's featured brands, by a rule, not by payment. */
    async featuredBrands(): Promise<OtcFeaturedBrands> {
      const rows = await featuredBrands(db, FEATURED_BRANDS);
      return { brands: rows.map((b) => ({ id: b.id, name: b.name, url: brandStoreUrl(b.name, b.id), productCount: Number(b.n) })) };
    },

    async collections(): Promise<OtcCollections> {
      return { collections: (await collectionRows(db)).filter((c) => Number(c.products) > 0).map(collectionOf) };
    },

    async collection(id: number, q: OtcStoreQuery): Promise<Result<OtcCollectionPage>> {
      const [row] = await collectionRows(db, id);
      if (!row) return fail('NOT_FOUND', 'We could not find that collection.', 404);
      return ok({ collection: collectionOf(row), ...(await pageOf({ collectionId: id }, q)) });
    },

    /** The recently browsed list: the products of the given ids that exist, in the order given. */
    async productsByIds(ids: readonly number[]) {
      return { products: (await cardsByIds(db, ids)).map(cardOf) };
    },

    /**
     * Healthcare products for a medicine's page: the best rated on sale of Health & Wellness (the seeded
     * popularity puts rating first, decision 059), leaving out what the page shows. Not personalised, and no
     * sales figure stands behind it: the heading says only what is true.
     */
    async recommendations(current: readonly number[]): Promise<OtcRecommendations> {
      const cards = await popularIn(db, 'health-wellness', current, RAIL);
      return {
        heading: 'Best rated in Health & Wellness',
        subHeading: 'Healthcare products in stock, no prescription needed',
        recommendationType: 'best_rated_in_category',
        products: cards.map(cardOf),
      };
    },

    async product(id: number): Promise<Result<OtcProductDetail>> {
      const place = await productPlace(db, id);
      if (!place || place.card.product_type !== PRODUCT_TYPE.otc)
        return fail('PRODUCT_NOT_FOUND', 'This product is not in our healthcare store.', 404);
      const { nodes } = await loadTree();
      const trail = [place.top_id, place.sub_id, place.type_id].map((n) => nodes.get(n)!);
      const [variants, alsoViewed, fromBrand] = await Promise.all([
        variantsOf(db, place.variant_group),
        neighbours(db, { typeId: place.type_id }, place.variant_group, RAIL),
        neighbours(db, { brandId: place.card.brand_id }, place.variant_group, RAIL),
      ]);
      const card = cardOf(place.card);
      return ok({
        product: {
          ...card,
          brand: { id: place.card.brand_id, name: place.card.brand_name, url: brandStoreUrl(place.card.brand_name, place.card.brand_id) },
          categoryPath: crumbs(trail),
          rating: place.rating === null ? null : Number(place.rating),
          returnable: place.returnable,
          returnText: place.returnable ? RETURN_TEXTS.returnable : RETURN_TEXTS.nonReturnable,
          variants:
            variants.length > 1
              ? variants.map((v) => {
                  const c = cardOf(v);
                  return {
                    productId: c.productId,
                    label: variantLabel(c.mrpPaise),
                    url: c.url,
                    salePriceDecimal: c.salePriceDecimal,
                    isAvailable: c.productAvailabilityFlags.isAvailable,
                    selected: c.productId === id,
                  };
                })
              : [],
        },
        alsoViewed: alsoViewed.map(cardOf),
        fromBrand: fromBrand.map(cardOf),
      });
    },
  };
}

export type HealthcareService = ReturnType<typeof healthcareService>;
