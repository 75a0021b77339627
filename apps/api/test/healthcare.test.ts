/** The healthcare store's calls on the fixture: tree, listings with filters, sorters and pages, product data, bad input. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  otcBanners,
  otcBrandPage,
  otcCollectionPage,
  otcCollections,
  otcFeaturedBrands,
  otcFilters,
  otcListings,
  otcMegamenu,
  otcProductDetail,
  otcProductsPage,
  otcRecommendations,
  productList,
  type OtcProductsPage,
} from '@dawa/contracts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { expectCode, getData } from './support/http.ts';
import { addToCart, added, cartOf } from './support/cart.ts';
import { login } from './support/auth.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const listing = async (qs: string): Promise<OtcProductsPage> =>
  otcProductsPage.parse(await getData(app.api, `/api/otc/getCategoryProducts?${qs}`));

/** Every product of a scope straight from the tables, to compare the calls with. */
async function productsUnder(slug: string) {
  const { rows } = await sql<{
    id: number;
    brand_id: number;
    sale: number;
    discount: string;
    rating: string | null;
    popularity: number;
    available: boolean;
  }>`
    select p.id, p.brand_id, p.sale_price_paise as sale, p.discount_percent as discount, o.rating, p.popularity,
      (p.stock > 0 and not p.not_for_sale) as available
    from otc_products o join products p on p.id = o.product_id join otc_categories c on c.id = o.top_id
    where c.slug = ${slug}`.execute(app.db);
  return rows;
}

describe('the category tree', () => {
  it('lists the five categories with counts and subtitles computed from discounts on sale', async () => {
    const data = otcListings.parse(await getData(app.api, '/api/v3/ecommerce/categories/all-listings'));
    expect(data.categories.map((c) => c.slug)).toEqual([
      'health-wellness',
      'personal-care',
      'skin-hair-beauty',
      'mother-baby',
      'otc-medicines',
    ]);
    for (const top of data.categories) {
      const rows = await productsUnder(top.slug);
      expect(top.productCount).toBe(rows.length);
      const best = Math.max(0, ...rows.filter((r) => r.available).map((r) => Number(r.discount)));
      expect(top.subtitle).toBe(best >= 1 ? `Upto ${Math.floor(best)}% off` : '');
      expect(top.children.reduce((n, c) => n + c.productCount, 0)).toBe(top.productCount);
      for (const child of top.children) expect(child.url).toBe(`/health-care/${top.slug}/${child.slug}`);
    }
  });

  it('answers the mega menu in three levels and the footer columns, cacheable for a week', async () => {
    const res = await app.api.inject('/api/categoryDetails/fetchHealthcareMegamenu');
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    const menu = otcMegamenu.parse(res.json().data);
    const sub = menu.categories[0]!.children[0]!;
    expect(sub.children.length).toBeGreaterThan(0);
    expect(sub.children[0]!.link).toMatch(/^\/health-care\/health-wellness\/[a-z0-9-]+\?type=[a-z0-9-]+$/);
    expect(sub.children[0]!.children).toEqual([]);
    const footer = await getData(app.api, '/api/home/fetchCategories');
    expect(footer.categories.map((c: { name: string }) => c.name)).toEqual(menu.categories.map((c) => c.name));
  });
});

describe('GET /api/otc/getCategoryProducts', () => {
  it('pages a category 20 at a time, available products first, most popular first, without repeats', async () => {
    const rows = await productsUnder('skin-hair-beauty');
    expect(rows.length).toBeGreaterThan(20);
    const first = await listing('category=skin-hair-beauty');
    expect(first).toMatchObject({ page: 1, pageSize: 20, totalCount: rows.length, hasMoreProducts: true });
    expect(first.products).toHaveLength(20);
    expect(first.breadcrumb.map((b) => b.name)).toEqual(['Healthcare', 'Skin, Hair & Beauty']);
    const pages = [first];
    while (pages.at(-1)!.hasMoreProducts) pages.push(await listing(`category=skin-hair-beauty&page=${pages.length + 1}`));
    const all = pages.flatMap((p) => p.products);
    expect(new Set(all.map((p) => p.productId)).size).toBe(rows.length);
    const expected = [...rows].sort((a, b) => Number(b.available) - Number(a.available) || b.popularity - a.popularity || a.id - b.id);
    expect(all.map((p) => p.productId)).toEqual(expected.map((r) => r.id));
    for (const p of all) {
      expect(p.productType).toBe(2);
      expect(p.maxQuantity).toBe(5);
      expect(p.url).toMatch(/^\/health-care\/products\/[a-z0-9-]+-\d+$/);
      expect(p.isRxRequired).toBe(false);
    }
  });

  it('filters by brand, price band, discount and rating together, as the tables say', async () => {
    const rows = await productsUnder('skin-hair-beauty');
    const brands = [...new Set(rows.map((r) => r.brand_id))].slice(0, 3);
    const expected = rows.filter((r) => brands.includes(r.brand_id) && r.sale >= 100_00 && r.sale < 250_00);
    const page = await listing(`category=skin-hair-beauty&brand=${brands.join(',')}&price=100-250`);
    expect(page.totalCount).toBe(expected.length);
    expect(page.products.map((p) => p.productId).sort()).toEqual(
      expected
        .map((r) => r.id)
        .slice(0, 20)
        .sort(),
    );

    const rated = rows.filter((r) => r.rating !== null && Number(r.rating) >= 4 && Number(r.discount) >= 10);
    const both = await listing('category=skin-hair-beauty&rating=4&discount=10');
    expect(both.totalCount).toBe(rated.length);
  });

  it('sorts by discount, by price both ways and by name', async () => {
    const byDiscount = await listing('category=personal-care&sort=discount');
    const available = byDiscount.products.filter((p) => p.productAvailabilityFlags.isAvailable);
    const discounts = available.map((p) => Number(p.discountPercent));
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
    const onSale = (page: OtcProductsPage) => page.products.filter((p) => p.productAvailabilityFlags.isAvailable);
    // Price sorts low to high unless told otherwise.
    const cheap = onSale(await listing('category=personal-care&sort=price'));
    expect(cheap.map((p) => p.salePaise)).toEqual(cheap.map((p) => p.salePaise).sort((a, b) => a - b));
    const dear = onSale(await listing('category=personal-care&sort=price&direction=desc'));
    expect(dear.map((p) => p.salePaise)).toEqual(dear.map((p) => p.salePaise).sort((a, b) => b - a));
    expect(dear[0]!.salePaise).toBeGreaterThan(cheap[0]!.salePaise);
    const named = onSale(await listing('category=personal-care&sort=name')).map((p) => p.name.toLowerCase());
    expect(named).toEqual([...named].sort());
  });

  it('narrows to a sub-category and a type', async () => {
    const tree = otcListings.parse(await getData(app.api, '/api/v3/ecommerce/categories/all-listings'));
    const sub = tree.categories[0]!.children[0]!;
    const page = await listing(`category=${tree.categories[0]!.slug}&subCategory=${sub.slug}`);
    expect(page.totalCount).toBe(sub.productCount);
    expect(page.breadcrumb).toHaveLength(3);
    const filters = otcFilters.parse(
      await getData(app.api, `/api/otc/getFilters?category=${tree.categories[0]!.slug}&subCategory=${sub.slug}`),
    );
    const types = filters.filters.find((f) => f.key === 'type')!;
    expect(types.options.reduce((n, o) => n + o.count, 0)).toBe(sub.productCount);
    const typed = await listing(`category=${tree.categories[0]!.slug}&subCategory=${sub.slug}&type=${types.options[0]!.value}`);
    expect(typed.totalCount).toBe(types.options[0]!.count);
  });

  it('an empty page past the end; page 0, page 10,000 and bad filters are 400; unknown categories 404', async () => {
    const past = await listing('category=mother-baby&page=400');
    expect(past).toMatchObject({ products: [], hasMoreProducts: false });
    await expectCode(app.api, '/api/otc/getCategoryProducts?category=mother-baby&page=0', 400, 'VALIDATION_FAILED');
    await expectCode(app.api, '/api/otc/getCategoryProducts?category=mother-baby&page=10000', 400, 'VALIDATION_FAILED');
    await expectCode(app.api, '/api/otc/getCategoryProducts?category=mother-baby&price=cheap', 400, 'VALIDATION_FAILED');
    await expectCode(app.api, '/api/otc/getCategoryProducts?category=mother-baby&brand=1;drop', 400, 'VALIDATION_FAILED');
    await expectCode(app.api, '/api/otc/getCategoryProducts?category=mother-baby&sort=random', 400, 'VALIDATION_FAILED');
    await expectCode(app.api, '/api/otc/getCategoryProducts?category=mother-baby&discount=15', 400, 'VALIDATION_FAILED');
    await expectCode(app.api, '/api/otc/getCategoryProducts?category=mother-baby&colour=red', 400, 'VALIDATION_FAILED');
    await expectCode(app.api, '/api/otc/getCategoryProducts?category=groceries', 404, 'CATEGORY_NOT_FOUND');
    await expectCode(app.api, '/api/otc/getCategoryProducts?category=mother-baby&subCategory=tea', 404, 'CATEGORY_NOT_FOUND');
    await expectCode(app.api, '/api/otc/getFilters?category=Mother%20Baby', 400, 'VALIDATION_FAILED');
  });
});

describe('GET /api/otc/products/:id', () => {
  it('gives the product with its place, brand rails and variants of one name', async () => {
    const { rows } = await sql<{ group: number; id: number }>`
      select variant_group as group, min(product_id) as id from otc_products group by variant_group having count(*) > 1 limit 1`.execute(
      app.db,
    );
    const detail = otcProductDetail.parse(await getData(app.api, `/api/otc/products/${rows[0]!.id}`));
    expect(detail.product.variants.length).toBeGreaterThan(1);
    expect(detail.product.variants.filter((v) => v.selected).map((v) => v.productId)).toEqual([rows[0]!.id]);
    expect(new Set(detail.product.variants.map((v) => v.label)).size).toBe(detail.product.variants.length);
    expect(detail.product.categoryPath).toHaveLength(4);
    expect(detail.product.returnText).toMatch(/^(30 days returnable|Non Returnable)$/);
    for (const p of [...detail.alsoViewed, ...detail.fromBrand]) expect(p.productId).not.toBe(rows[0]!.id);
    for (const p of detail.fromBrand) expect(p.consumerBrandId).toBe(detail.product.consumerBrandId);
  });

  it('is 404 for a medicine and for an unknown id, 400 for a bad one', async () => {
    await expectCode(app.api, '/api/otc/products/1', 404, 'PRODUCT_NOT_FOUND');
    await expectCode(app.api, '/api/otc/products/2000000000', 404, 'PRODUCT_NOT_FOUND');
    await expectCode(app.api, '/api/otc/products/abc', 400, 'VALIDATION_FAILED');
  });
});

describe('OTC medicines', () => {
  it('lists the medicines sold without a prescription, and drops one the moment it needs a prescription', async () => {
    const page = await listing('category=otc-medicines&subCategory=pain-fever');
    const dolo = page.products.find((p) => p.name === 'Dolo 650 Tablet')!;
    expect(dolo).toMatchObject({ productType: 1, isRxRequired: false, url: expect.stringMatching(/^\/online-medicine-order\//) });
    try {
      await sql`update products set is_rx_required = true where id = ${dolo.productId}`.execute(app.db);
      const after = await listing('category=otc-medicines&subCategory=pain-fever');
      expect(after.totalCount).toBe(page.totalCount - 1);
      expect(after.products.map((p) => p.productId)).not.toContain(dolo.productId);
    } finally {
      await sql`update products set is_rx_required = false where id = ${dolo.productId}`.execute(app.db);
    }
  });
});

describe('figures kept per catalogue revision', () => {
  it('filter counts and category subtitles follow a price change at once', async () => {
    const filtersOf = async () => otcFilters.parse(await getData(app.api, '/api/otc/getFilters?category=mother-baby')).filters;
    const band = (filters: Awaited<ReturnType<typeof filtersOf>>, value: string) =>
      filters.find((f) => f.key === 'price')!.options.find((o) => o.value === value)?.count ?? 0;
    const before = await filtersOf();
    const subtitle = async () =>
      otcListings
        .parse(await getData(app.api, '/api/v3/ecommerce/categories/all-listings'))
        .categories.find((c) => c.slug === 'mother-baby')!.subtitle;
    const best = Number(/\d+/.exec(await subtitle())?.[0] ?? 0);
    const { rows } = await sql<{ id: number; mrp: number; sale: number }>`
      select p.id, p.mrp_paise as mrp, p.sale_price_paise as sale from otc_products o join products p on p.id = o.product_id
      join otc_categories c on c.id = o.top_id
      where c.slug = 'mother-baby' and p.sale_price_paise >= 10000 and p.stock > 0 and not p.not_for_sale order by p.id limit 1`.execute(
      app.db,
    );
    const product = rows[0]!;
    try {
      // Down to ₹50: into the 'under ₹100' band, at a discount the category may not have had.
      await sql`update products set sale_price_paise = 5000, discount_percent = round(100 - 5000 * 100.0 / mrp_paise, 2) where id = ${product.id}`.execute(
        app.db,
      );
      const after = await filtersOf();
      expect(band(after, 'under-100')).toBe(band(before, 'under-100') + 1);
      const discount = Math.floor(Math.round((100 - (5000 * 100) / product.mrp) * 100) / 100);
      expect(await subtitle()).toBe(`Upto ${Math.max(best, discount)}% off`);
    } finally {
      await sql`update products set sale_price_paise = ${product.sale}, discount_percent = round(100 - ${product.sale} * 100.0 / mrp_paise, 2) where id = ${product.id}`.execute(
        app.db,
      );
    }
    expect(await filtersOf()).toEqual(before);
  });
});

describe("brands' stores and collections", () => {
  it("pages a brand's store with its details and banners written from its products", async () => {
    const { rows } = await sql<{ brand_id: number; n: string }>`
      select p.brand_id, count(*) as n from products p where p.product_type = 2 group by p.brand_id order by count(*) desc, p.brand_id limit 1`.execute(
      app.db,
    );
    const { brand_id: brandId, n } = rows[0]!;
    const page = otcBrandPage.parse(await getData(app.api, `/api/otcBrand/fetchBrandDetails/${brandId}?sort=price`));
    expect(page.brandDetails).toMatchObject({ id: brandId, productCount: Number(n) });
    expect(page.brandDetails.url).toMatch(new RegExp(`^/health-wellness/store/[a-z0-9-]+-${brandId}$`));
    expect(page.totalCount).toBe(Number(n));
    for (const p of page.products) expect(p.consumerBrandId).toBe(brandId);
    const banners = otcBanners.parse(await getData(app.api, `/api/otcBrand/fetchBrandBanners/${brandId}`));
    expect(banners.banners[0]!.title).toBe(`${page.brandDetails.name} at Dawa`);
    await expectCode(app.api, '/api/otcBrand/fetchBrandDetails/1?page=1', 404, 'NOT_FOUND'); // a medicine brand
    await expectCode(app.api, `/api/otcBrand/fetchBrandDetails/${brandId}?price=free`, 400, 'VALIDATION_FAILED');
    const featured = otcFeaturedBrands.parse(await getData(app.api, '/api/otcBrand/featured'));
    const onSale = await sql<{ brand_id: number; n: string }>`
      select brand_id, count(*) as n from products where product_type = 2 and stock > 0 and not not_for_sale
      group by brand_id order by count(*) desc, brand_id`.execute(app.db);
    expect(featured.brands[0]!.productCount).toBe(Number(onSale.rows[0]!.n));
    expect(featured.brands.map((b) => b.productCount)).toEqual(featured.brands.map((b) => b.productCount).sort((a, b) => b - a));
  });

  it('lists the collections of the reviewed file and pages each over the products its rule picks', async () => {
    const { collections } = otcCollections.parse(await getData(app.api, '/api/otc/collections'));
    const baby = collections.find((c) => c.slug === 'baby-essentials')!;
    expect(baby.url).toBe(`/health-wellness/collections/baby-essentials-${baby.id}`);
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from otc_products o join otc_categories t on t.id = o.type_id join otc_categories top on top.id = o.top_id
      where top.slug = 'mother-baby' and t.name in ('Diapers', 'Baby Wipes', 'Nappies & Rash Cream', 'Baby Bath', 'Baby Oil & Shampoo', 'Baby Creams & Lotions', 'Baby Powder')`.execute(
      app.db,
    );
    expect(baby.productCount).toBe(Number(rows[0]!.n));
    expect(baby.productCount).toBeGreaterThan(0);
    const page = otcCollectionPage.parse(await getData(app.api, `/api/otc/fetchCollectionDetails/${baby.id}`));
    expect(page.totalCount).toBe(baby.productCount);
    const filters = otcFilters.parse(await getData(app.api, `/api/otc/getFilters?collectionId=${baby.id}`));
    expect(filters.filters.map((f) => f.key)).toContain('brand');
    await expectCode(app.api, '/api/otc/fetchCollectionDetails/999', 404, 'NOT_FOUND');
  });
});

describe('recently browsed and recommendations', () => {
  it('gives back the browsed products that exist, in the order given, and refuses more than 50', async () => {
    const page = await listing('category=personal-care');
    const [a, b] = page.products;
    const list = productList.parse(
      await getData(app.api, `/api/productDescription/fetchPreviouslyBrowsedItems?productIds=${b!.productId},1999999999,${a!.productId},1`),
    );
    expect(list.products.map((p) => p.productId)).toEqual([b!.productId, a!.productId, 1]);
    const many = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    await expectCode(app.api, `/api/productDescription/fetchPreviouslyBrowsedItems?productIds=${many}`, 400, 'VALIDATION_FAILED');
  });

  it("recommends the best rated Health & Wellness products on sale for a medicine's page, leaving out the page's own", async () => {
    const first = otcRecommendations.parse(
      await getData(app.api, '/api/otc/recommendations/pdp?touchpoint=medicinepdp&widget=otc_recommendations_medpdp'),
    );
    expect(first.products.length).toBeGreaterThan(1);
    expect(first).toMatchObject({ heading: 'Best rated in Health & Wellness', recommendationType: 'best_rated_in_category' });
    const without = otcRecommendations.parse(
      await getData(app.api, `/api/otc/recommendations/pdp?currentProducts=${first.products[0]!.productId}`),
    );
    expect(without.products.map((p) => p.productId)).not.toContain(first.products[0]!.productId);
    for (const p of first.products) expect(p.productAvailabilityFlags.isAvailable).toBe(true);
  });
});

describe('search', () => {
  it('finds healthcare products, brands and categories, each leading to its own page', async () => {
    const typeahead = await getData(app.api, `/api/search/searchTypeAhead?q=${encodeURIComponent('colgate')}`);
    const brand = typeahead.products.find((p: { entityType: number }) => p.entityType === 1);
    expect(brand).toMatchObject({ name: 'Colgate', url: expect.stringMatching(/^\/health-wellness\/store\/colgate-\d+$/) });
    expect(brand.subtitleText).toMatch(/products$/);
    const product = typeahead.products.find((p: { entityType: number }) => p.entityType === 2);
    expect(product).toMatchObject({ productType: 2, url: expect.stringMatching(/^\/health-care\/products\//), isRxRequired: false });

    const page = await getData(app.api, '/api/search/all?q=oral%20care');
    expect(page.categories.map((c: { url: string }) => c.url)).toContain('/health-care/personal-care/oral-care');
  });
});

describe('the cart takes healthcare products', () => {
  it('up to 5 of one, refusing a sixth with the limit', async () => {
    const page = await listing('category=personal-care');
    const product = page.products.find((p) => p.productAvailabilityFlags.isAvailable && p.salePaise > 0)!;
    const me = await login(app.api);
    await added(app.api, me, product.productId, 5);
    const six = await addToCart(app.api, me, { productId: product.productId, quantity: 1 });
    expect(six.statusCode).toBe(400);
    expect(six.body.error).toMatchObject({ code: 'QUANTITY_ABOVE_MAX', message: 'You can add at most 5 of this item.' });
    const cart = await cartOf(app.api, me);
    expect(cart.items.find((i) => i.productId === product.productId)).toMatchObject({
      productType: 'otc',
      quantity: 5,
      maxQuantity: 5,
      isRxRequired: false,
    });
  });
});
