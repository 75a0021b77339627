import type { AlternativesPage, BrandDetail, BrowsePage, HomeData, ProductCard, ProductDetail } from '@dawa/contracts';
import type { Db } from '@dawa/db';
import { fail, notFound, ok, type Result } from '../../http/result.ts';
import { buildFaq, type FaqLanguage } from './faq.ts';
import { alternativesOf } from './alternatives.ts';
import { cardOf } from './cards.ts';
import * as repo from './repo.ts';
import { groupPlaceOf } from './like-for-like.ts';
import { prescribingFacts } from './prescribing-facts.ts';

const ALTERNATIVES_SHOWN = 20;
const BRAND_VARIANTS_SHOWN = 10;
export const BROWSE_PAGE_SIZE = 48;
const BRAND_PAGE_LIMIT = 200;

/** The home page is the same for everyone and changes only with the catalogue: computed at most every 10 minutes. */
const HOME_TTL_MS = 10 * 60 * 1000;

export function catalogueService(db: Db) {
  let home: { at: number; value: Promise<Omit<HomeData, 'molecules'>> } | null = null;
  const loadHome = async (): Promise<Omit<HomeData, 'molecules'>> => {
    const [popular, categories, counts] = await Promise.all([
      repo.popularProducts(db, 12),
      repo.topCategories(db),
      repo.catalogueCounts(db),
    ]);
    return {
      popular: popular.map(cardOf),
      categories: categories.map((c) => ({ id: c.id, name: c.name, slug: c.slug, productCount: c.product_count })),
      counts,
    };
  };

  const alternativeKeyOf = (row: repo.DetailRow) => ({
    id: row.card.id,
    groupId: row.card.composition_group_id,
    packform: row.card.packform,
    unit: row.card.measurement_unit,
    place: groupPlaceOf(row),
    edges: row.edges_from === null ? null : { from: Number(row.edges_from), rows: row.edges ?? [] },
  });
  const alternativesPage = (row: repo.DetailRow, card: ProductCard, offset: number, limit: number) =>
    alternativesOf(db, alternativeKeyOf(row), card, { offset, limit });

  /** A product's row and its card, or null when the id is not in the catalogue. */
  const loadProduct = async (id: number) => {
    const row = await repo.productDetailRow(db, id, BRAND_VARIANTS_SHOWN);
    return row ? { row, card: cardOf(row.card) } : null;
  };
  const unknownProduct = () => fail('PRODUCT_NOT_FOUND', 'This medicine is not in our catalogue.', 404);

  return {
    async productDetail(id: number, language: FaqLanguage = 'en'): Promise<Result<ProductDetail>> {
      const found = await loadProduct(id);
      if (!found) return unknownProduct();
      const { row, card: base } = found;
      const alternatives = await alternativesPage(row, base, 0, ALTERNATIVES_SHOWN);
      const brandVariants = row.variants.map(cardOf);
      const product = {
        ...base,
        uses: row.uses,
        sideEffects: row.side_effects,
        reviews:
          row.review_excellent === null
            ? null
            : { excellent: row.review_excellent, average: row.review_average ?? 0, poor: row.review_poor ?? 0 },
        categoryName: row.category_name,
        categorySlug: row.category_slug,
        lastUpdatedOn: new Date(row.updated_at).toISOString(),
        returnText: row.card.is_refrigerated ? 'Non Returnable' : '30 days returnable',
      };
      return ok({
        product,
        alternatives,
        brandVariants,
        faq: buildFaq(product, alternatives, language),
      });
    },

    async alternatives(id: number, page: number): Promise<Result<AlternativesPage>> {
      const found = await loadProduct(id);
      if (!found) return unknownProduct();
      const { items, count } = await alternativesPage(found.row, found.card, (page - 1) * ALTERNATIVES_SHOWN, ALTERNATIVES_SHOWN);
      return ok({ items, total: count, page, pageSize: ALTERNATIVES_SHOWN });
    },

    async browse(query: { letter?: string; category?: string; page: number }): Promise<Result<BrowsePage>> {
      const category = query.category ? await repo.categoryBySlug(db, query.category) : undefined;
      if (query.category && !category) return notFound('This category does not exist.');
      const { rows, total } = await repo.browseProducts(
        db,
        { letter: query.letter, categoryId: category?.id },
        query.page,
        BROWSE_PAGE_SIZE,
      );
      return ok({
        items: rows.map(cardOf),
        total,
        page: query.page,
        pageSize: BROWSE_PAGE_SIZE,
        category: category ? { id: category.id, name: category.name, slug: category.slug, productCount: category.product_count } : null,
      });
    },

    async brand(slug: string): Promise<Result<BrandDetail>> {
      const brand = await repo.brandBySlug(db, slug);
      if (!brand) return notFound('This brand is not in our catalogue.');
      const rows = await repo.productsOfBrand(db, brand.id, BRAND_PAGE_LIMIT);
      return ok({
        brand: { id: brand.id, name: brand.name, slug: brand.slug, manufacturer: brand.manufacturer, productCount: brand.product_count },
        products: rows.map(cardOf),
      });
    },

    home(): Promise<Omit<HomeData, 'molecules'>> {
      if (!home || Date.now() - home.at > HOME_TTL_MS) {
        const value = loadHome();
        home = { at: Date.now(), value };
        value.catch(() => (home = null)); // a failed load is retried by the next request
      }
      return home.value;
    },

    cardsByIds: async (ids: number[]) => (await repo.cardsByIds(db, ids)).map(cardOf),

    /** Medicines with what the guidelines' prescribing lists read of them (decision 068). */
    prescribingFacts: (ids: readonly number[]) => prescribingFacts(db, ids),
  };
}
export type CatalogueService = ReturnType<typeof catalogueService>;
