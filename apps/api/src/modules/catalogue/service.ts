import type { Alternative, AlternativesPage, BrandDetail, BrowsePage, HomeData, ProductCard, ProductDetail } from '@dawa/contracts';
import { comparisonOf, perUnitSaving } from '@dawa/domain';
import type { Db } from '@dawa/db';
import { fail, notFound, ok, type Result } from '../../http/result.ts';
import { buildFaq } from './faq.ts';
import { packOf, toCard, toCards } from './cards.ts';
import * as repo from './repo.ts';

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
      popular: await toCards(db, popular),
      categories: categories.map((c) => ({ id: c.id, name: c.name, slug: c.slug, productCount: c.product_count })),
      counts,
    };
  };

  /**
   * Alternatives of one product with the saving per unit, stated only where the prices compare like for
   * like (same unit and concentration); others carry their comparison and no saving.
   */
  const alternativesPage = async (row: repo.CardRow, card: ProductCard, offset: number, limit: number) => {
    if (!row.composition_group_id) return { items: [] as Alternative[], count: 0 };
    const found = await repo.alternativesOf(
      db,
      { id: row.id, groupId: row.composition_group_id, packform: row.packform, unit: row.measurement_unit },
      { offset, limit },
    );
    const cards = await toCards(db, found.rows);
    const self = {
      name: card.name,
      measurementUnit: card.measurementUnit,
      hasUnitPrice: card.pricePerUnit !== null,
      strengths: card.compositions.map((c) => c.strength),
    };
    const items = cards.map((alt, i): Alternative => {
      const comparison = comparisonOf(self, {
        name: alt.name,
        measurementUnit: alt.measurementUnit,
        hasUnitPrice: alt.pricePerUnit !== null,
      });
      const saving =
        comparison === 'same'
          ? perUnitSaving(
              { pricePaise: row.sale_price_paise, pack: packOf(row) },
              { pricePaise: alt.salePaise, pack: packOf(found.rows[i]!) },
            )
          : null;
      return { ...alt, comparison, savingPerUnitPaise: saving?.paise ?? 0, savingPercent: saving?.percent ?? 0 };
    });
    return { items, count: found.count };
  };

  /** A product's row and its card, or null when the id is not in the catalogue. */
  const loadProduct = async (id: number) => {
    const row = await repo.productDetailRow(db, id);
    if (!row) return null;
    const ingredients = await repo.ingredientsOf(db, [id]);
    return { row, card: toCard(row, ingredients.get(id) ?? []) };
  };
  const unknownProduct = () => fail('PRODUCT_NOT_FOUND', 'This medicine is not in our catalogue.', 404);

  return {
    async productDetail(id: number): Promise<Result<ProductDetail>> {
      const found = await loadProduct(id);
      if (!found) return unknownProduct();
      const { row, card: base } = found;
      const [alternatives, variants] = await Promise.all([
        alternativesPage(row, base, 0, ALTERNATIVES_SHOWN),
        repo.brandVariants(db, row.brand_id, id, BRAND_VARIANTS_SHOWN),
      ]);
      const items = alternatives.items;
      const cheaper = items.filter((a) => a.comparison === 'same' && a.savingPercent > 0);
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
        returnText: row.is_refrigerated ? 'Non Returnable' : '30 days returnable',
      };
      return ok({
        product,
        alternatives: {
          count: alternatives.count,
          cheaperCount: cheaper.length,
          maxSavingPercent: cheaper.reduce((max, a) => Math.max(max, a.savingPercent), 0),
          items,
        },
        brandVariants: await toCards(db, variants),
        faq: buildFaq(product, cheaper.length),
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
        items: await toCards(db, rows),
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
        products: await toCards(db, rows),
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

    cardsByIds: async (ids: number[]) => toCards(db, await repo.cardsByIds(db, ids)),
  };
}
export type CatalogueService = ReturnType<typeof catalogueService>;
