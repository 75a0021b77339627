/**
 * The healthcare store as a shopper walks it: its home, a category filtered by brand and price (in the address,
 * with and without JavaScript), sorted by discount, 'Show more', a product with other packs, and 5 of it in
 * the cart (a 6th refused with the cart's message). Products come from the API, not from names in the test.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated, medicineFor, mobileFor, shownControl, signedInWithCart } from './support.ts';

const LEAD = { phone: '95', desktop: '96' };

type Card = { productId: number; name: string; url: string };
type Listing = { products: Card[]; totalCount: number; hasMoreProducts: boolean };
type Category = { name: string; slug: string; url: string; productCount: number };
type Filter = { key: string; title: string; options: { value: string; label: string; count: number }[] };

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api${path}`);
  expect(res.status(), path).toBe(200);
  return (await res.json()).data as T;
}

/** The largest top category (it has a second page), with a brand and a price band that together narrow it. */
async function filteredCategory(request: APIRequestContext) {
  const { categories } = await apiData<{ categories: Category[] }>(request, '/v3/ecommerce/categories/all-listings');
  const category = [...categories].sort((a, b) => b.productCount - a.productCount)[0]!;
  const all = await apiData<Listing>(request, `/otc/getCategoryProducts?category=${category.slug}`);
  const { filters } = await apiData<{ filters: Filter[] }>(request, `/otc/getFilters?category=${category.slug}`);
  const brands = filters.find((f) => f.key === 'brand')!.options;
  const prices = filters.find((f) => f.key === 'price')!.options.filter((o) => o.count > 0);
  for (const brand of brands) {
    for (const price of prices) {
      const narrowed = await apiData<Listing>(
        request,
        `/otc/getCategoryProducts?category=${category.slug}&brand=${brand.value}&price=${price.value}`,
      );
      if (narrowed.totalCount > 0 && narrowed.totalCount < all.totalCount) return { category, all, brand, price, narrowed };
    }
  }
  throw new Error('no brand and price narrow the largest category');
}

/** A product with at least one other pack on sale, and that pack. */
async function productWithPacks(request: APIRequestContext) {
  const { categories } = await apiData<{ categories: Category[] }>(request, '/v3/ecommerce/categories/all-listings');
  for (const category of categories) {
    for (let page = 1; page <= 3; page++) {
      const listing = await apiData<Listing>(request, `/otc/getCategoryProducts?category=${category.slug}&page=${page}`);
      for (const card of listing.products) {
        const detail = await apiData<{
          product: {
            name: string;
            url: string;
            productAvailabilityFlags: { isAvailable: boolean };
            variants: { url: string; selected: boolean; isAvailable: boolean; label: string }[];
          };
        }>(request, `/otc/products/${card.productId}`);
        const other = detail.product.variants.find((v) => !v.selected && v.isAvailable);
        if (other && detail.product.productAvailabilityFlags.isAvailable) return { product: detail.product, other };
      }
      if (!listing.hasMoreProducts) break;
    }
  }
  throw new Error('no healthcare product with another pack on sale');
}

const cardNames = (page: Page) => page.locator('.hc-results .p-card__name');
const countLine = (page: Page, n: number) => page.locator('.page-head p').filter({ hasText: new RegExp(`^${n} products?$`) });

test('a shopper filters a category, sorts it, shows more, picks a pack and puts 5 in the cart', async ({ page }, info) => {
  test.setTimeout(120_000);
  const phone = info.project.name === 'phone';
  const { category, all, brand, price, narrowed } = await filteredCategory(page.request);

  await page.goto('/health-care');
  await expect(page.getByRole('heading', { level: 1, name: 'Healthcare products' })).toBeVisible();
  await hydrated(page);
  await page.locator('.hc-cat__head').filter({ hasText: category.name }).click();
  await expect(page).toHaveURL(category.url);
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  await expect(countLine(page, all.totalCount)).toBeVisible();
  await expect(cardNames(page)).toHaveCount(all.products.length);

  // Brand and price: on the phone in the sheet with 'Apply', on a desktop each change applies at once.
  if (phone) await page.getByRole('button', { name: 'Filter and sort' }).click();
  const filters = page.locator('#hc-filters');
  await filters.getByRole('checkbox', { name: new RegExp(`^${brand.label}`) }).check();
  if (!phone) await expect(page).toHaveURL(new RegExp(`brand=${brand.value}`));
  await filters.getByRole('radio', { name: new RegExp(`^${price.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).check();
  if (phone) await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?brand=${brand.value}&price=${price.value}$`));
  await expect(countLine(page, narrowed.totalCount)).toBeVisible();
  await expect(cardNames(page)).toHaveText(narrowed.products.map((p) => p.name));
  await expect(page.getByRole('link', { name: `Remove Brand: ${brand.label}` })).toBeVisible();

  // 'Clear all' keeps nothing chosen; sort by discount puts the API's most discounted first.
  await page.getByRole('link', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(category.url);
  await page.getByLabel('Sort by').selectOption({ label: 'Discount' });
  await expect(page).toHaveURL(`${category.url}?sort=discount&direction=desc`);
  const byDiscount = await apiData<Listing>(
    page.request,
    `/otc/getCategoryProducts?category=${category.slug}&sort=discount&direction=desc`,
  );
  await expect(cardNames(page).first()).toHaveText(byDiscount.products[0]!.name);

  // 'Show more' adds the next page below, in place.
  expect(byDiscount.hasMoreProducts).toBe(true);
  await page.getByRole('link', { name: 'Show more' }).click();
  await expect(cardNames(page)).toHaveCount(Math.min(all.totalCount, 40));
  await expect(page).toHaveURL(`${category.url}?sort=discount&direction=desc`);
  await expect(cardNames(page).nth(20)).toBeFocused();

  // A product with other packs: the chooser leads to the other pack's page.
  const { product, other } = await productWithPacks(page.request);
  await page.goto(product.url);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await hydrated(page);
  const packs = page.getByRole('navigation', { name: 'Choose a pack' });
  await packs.getByRole('link', { name: new RegExp(other.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
  await expect(page).toHaveURL(other.url);
  await expect(packs.locator('[aria-current="page"]')).toContainText(other.label);

  // Signed in, 5 go into the cart; a 6th is refused with the cart's own message.
  await signedInWithCart(page, mobileFor(LEAD, info.project.name), { address: false });
  await page.goto(other.url);
  await hydrated(page);
  const quantity = page.getByLabel('Quantity').filter({ visible: true }).first();
  await expect(quantity.locator('option')).toHaveText(['1 (Min Quantity)', '2', '3', '4', '5 (Max Quantity)']);
  await quantity.selectOption('5');
  const added = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/cart'));
  await page.getByRole('button', { name: 'Add to cart' }).filter({ visible: true }).first().click();
  expect((await added).status()).toBe(200);
  await expect(page.getByText('5 in your cart')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart 2 items' }).filter({ visible: true }).first()).toBeVisible();

  // The picker offers no 6th; a page holding a stale picker that asks for 6 is refused by the cart.
  const inCart = page.getByLabel('Quantity in your cart').filter({ visible: true }).first();
  await inCart.evaluate((select: HTMLSelectElement) => select.add(new Option('6', '6')));
  await inCart.selectOption('6');
  await expect(page.locator('.toasts').getByText('You can add at most 5 of this item.')).toBeVisible();

  await page.goto('/cart');
  const line = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: product.name, exact: true }) });
  await expect(line.first()).toBeVisible();
  await expect(line.first().getByLabel('Quantity')).toHaveValue('5');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form, the sort and Show more work as plain links and forms', async ({ page }, info) => {
    const { category, all, brand, price, narrowed } = await filteredCategory(page.request);
    await page.goto(category.url);
    if (info.project.name === 'phone') {
      // The sheet opens as the address names it.
      await page.getByRole('button', { name: 'Filter and sort' }).click();
      await expect(page).toHaveURL(`${category.url}#hc-filters`);
    }
    const filters = page.locator('#hc-filters');
    await filters.getByRole('checkbox', { name: new RegExp(`^${brand.label}`) }).check();
    await filters.getByRole('radio', { name: new RegExp(`^${price.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).check();
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`brand=${brand.value}.*price=${price.value}`));
    await expect(countLine(page, narrowed.totalCount)).toBeVisible();
    await expect(cardNames(page)).toHaveText(narrowed.products.map((p) => p.name));

    // Sort with the toolbar's own 'Apply', from the unfiltered category; the filters chosen stay in the form.
    await page.goto(category.url);
    await page.getByLabel('Sort by').selectOption({ label: 'Discount' });
    await page.locator('.hc-sort').getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp('sort=discount-desc'));

    // 'Show more' is the next page with the same sort.
    await page.getByRole('link', { name: 'Show more' }).click();
    await expect(page).toHaveURL(`${category.url}?sort=discount&direction=desc&page=2`);
    await expect(cardNames(page)).toHaveCount(Math.min(all.totalCount - 20, 20));
    await expect(page.getByRole('link', { name: 'Previous products' })).toBeVisible();
  });
});

test('a refused filter shows the category with a message, an unknown category and product are 404 pages', async ({ page }) => {
  const { categories } = await apiData<{ categories: Category[] }>(page.request, '/v3/ecommerce/categories/all-listings');
  const answer = await page.goto(`${categories[0]!.url}?price=cheap`);
  expect(answer?.status()).toBe(200);
  await expect(page.getByText(/could not be used: Choose a price band from the list/)).toBeVisible();
  await expect(cardNames(page).first()).toBeVisible();

  expect((await page.goto('/health-care/no-such-category'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'We could not find this category' })).toBeVisible();
  expect((await page.goto('/health-care/products/no-such-product-99999999'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'We could not find this product' })).toBeVisible();
});

test('a healthcare product and a medicine are checked out together in one order', async ({ page }, info) => {
  test.setTimeout(120_000);
  // Dolo 650 (no prescription needed) and Asha Rao's address, then a healthcare product on sale.
  await signedInWithCart(page, mobileFor(LEAD, info.project.name, 2));
  const { categories } = await apiData<{ categories: Category[] }>(page.request, '/v3/ecommerce/categories/all-listings');
  const listing = await apiData<{ products: (Card & { productAvailabilityFlags: { isAvailable: boolean } })[] }>(
    page.request,
    `/otc/getCategoryProducts?category=${categories[0]!.slug}`,
  );
  const otc = listing.products.find((p) => p.productAvailabilityFlags.isAvailable)!;
  expect((await page.request.post('/api/cart/addToCart', { data: { productId: otc.productId, quantity: 2 } })).status()).toBe(200);

  await page.goto('/cart');
  await expect(page.getByRole('link', { name: 'Dolo 650 Tablet', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: otc.name, exact: true })).toBeVisible();
  await shownControl(page, 'button', /^Proceed/).click();
  await expect(page).toHaveURL(/\/checkout\/delivery-options$/);
  await expect(page.getByRole('radio', { name: /Asha Rao/ })).toBeChecked();
  await shownControl(page, 'button', 'Continue to payment').click();
  await expect(page).toHaveURL(/\/checkout\/select-payment-method$/);
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await shownControl(page, 'button', 'Place order').click();
  await expect(page).toHaveURL(/\/order-success\?orderId=\d+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Your order has been successfully placed.' })).toBeVisible();

  // One order holds both.
  const orderId = new URL(page.url()).searchParams.get('orderId');
  await page.goto(`/account/orders/medicine-healthcare/${orderId}`);
  await expect(page.getByText('Dolo 650 Tablet').first()).toBeVisible();
  await expect(page.getByText(otc.name).first()).toBeVisible();
});

test("a brand's store and a collection list their products with the listing's filters", async ({ page }) => {
  const { brands } = await apiData<{ brands: { id: number; name: string; url: string; productCount: number }[] }>(
    page.request,
    '/otcBrand/featured',
  );
  const brand = brands[0]!;
  await page.goto('/health-care');
  await page.getByRole('link', { name: brand.name, exact: true }).click();
  await expect(page).toHaveURL(brand.url);
  await expect(page.getByRole('heading', { level: 1, name: brand.name })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^${brand.name} at Dawa`) })).toBeVisible();
  const store = await apiData<Listing>(page.request, `/otcBrand/fetchBrandDetails/${brand.id}`);
  await expect(cardNames(page)).toHaveText(store.products.map((p) => p.name));

  // An outdated name before the id leads to the store's one address.
  await page.goto(brand.url.replace(/\/[a-z0-9-]+-(\d+)$/, '/old-name-$1'));
  await expect(page).toHaveURL(brand.url);

  const { collections } = await apiData<{ collections: { id: number; title: string; url: string; productCount: number }[] }>(
    page.request,
    '/otc/collections',
  );
  const collection = collections[0]!;
  await page.goto('/health-care');
  await page.getByRole('link', { name: new RegExp(`^${collection.title}`) }).click();
  await expect(page).toHaveURL(collection.url);
  await expect(page.getByRole('heading', { level: 1, name: collection.title })).toBeVisible();
  await expect(countLine(page, collection.productCount)).toBeVisible();
  expect((await page.goto('/health-wellness/collections/nothing-999'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'We could not find this collection' })).toBeVisible();
});

type MenuNode = { id: number; name: string; link: string; children: MenuNode[] };

test("the phone menu opens Healthcare in three levels, down to a type's filtered listing", async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'the phone menu drawer');
  test.setTimeout(60_000);
  const { categories } = await apiData<{ categories: MenuNode[] }>(page.request, '/categoryDetails/fetchHealthcareMegamenu');
  const category = categories.find((c) => c.children.some((s) => s.children.length > 0))!;
  const sub = category.children.find((s) => s.children.length > 0)!;
  const type = sub.children[0]!;

  await signedInWithCart(page, mobileFor(LEAD, info.project.name, 5), { address: false });
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Healthcare', exact: true })).toHaveAttribute('href', '/health-care');

  // The menu's data is fetched when the accordion first opens, not with the drawer.
  const toggle = drawer.getByRole('button', { name: 'Healthcare categories' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const menuCall = page.waitForRequest((r) => r.url().includes('/api/categoryDetails/fetchHealthcareMegamenu'));
  await toggle.click();
  await menuCall;
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  for (const c of categories) await expect(drawer.locator(`a[href="${c.link}"]`)).toHaveText(c.name);

  // By keyboard: Enter opens a category's sub-categories, Space a sub-category's types.
  const categoryToggle = drawer.getByRole('button', { name: `${category.name}: sub-categories` });
  await categoryToggle.focus();
  await page.keyboard.press('Enter');
  await expect(categoryToggle).toHaveAttribute('aria-expanded', 'true');
  for (const s of category.children) await expect(drawer.locator(`a[href="${s.link}"]`)).toHaveText(s.name);
  const subToggle = drawer.getByRole('button', { name: `${sub.name}: types` });
  await subToggle.focus();
  await page.keyboard.press(' ');
  await expect(subToggle).toHaveAttribute('aria-expanded', 'true');
  const typeLink = drawer.locator(`a[href="${type.link}"]`);
  await expect(typeLink).toHaveText(type.name);
  await page.keyboard.press('Tab');
  await expect(typeLink).toBeFocused();

  // The type leads to the sub-category's listing filtered by it; the drawer closes.
  const [path, query] = type.link.split('?') as [string, string];
  const [, , categorySlug, subSlug] = path.split('/');
  const filtered = await apiData<Listing>(
    page.request,
    `/otc/getCategoryProducts?category=${categorySlug}&subCategory=${subSlug}&${query}`,
  );
  expect(filtered.totalCount).toBeGreaterThan(0);
  await typeLink.click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(type.link);
  await expect(countLine(page, filtered.totalCount)).toBeVisible();
  await expect(cardNames(page)).toHaveText(filtered.products.map((p) => p.name));
});

test("the footer's Healthcare column lists the categories call's categories on every page", async ({ page }) => {
  const { categories } = await apiData<{ categories: { name: string; link: string }[] }>(page.request, '/home/fetchCategories');
  expect(categories.length).toBeGreaterThan(0);
  // In the server's page, before any script: the server keeps the categories in memory, loaded by its first page.
  for (const path of ['/online-medicine-order', '/hi']) {
    const html = await (await page.request.get(path)).text();
    for (const c of categories) expect(html, path).toContain(`<a href="${c.link}" data-discover="true">`);
  }
  await page.goto('/');
  const column = page.getByRole('contentinfo').getByRole('region', { name: 'Healthcare', exact: true });
  await expect(column.getByRole('link')).toHaveText(categories.map((c) => c.name));
  const first = categories[0]!;
  await column.getByRole('link', { name: first.name, exact: true }).click();
  await expect(page).toHaveURL(first.link);
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
});

test.describe("the medicine page's healthcare rail", () => {
  const RECOMMENDATIONS = '/api/otc/recommendations/pdp';

  test('shows after hydration with the API heading, for the page product, and never in the server page', async ({ page }) => {
    const dolo = await medicineFor(page.request, 'dolo 650', 'Dolo 650 Tablet');
    const path = new URL(dolo.url, 'http://x').pathname;
    const rail = await apiData<{ heading: string; subHeading: string; products: Card[] }>(
      page.request,
      `/otc/recommendations/pdp?currentProducts=${dolo.productId}&touchpoint=medicinepdp&widget=otc_recommendations_medpdp`,
    );
    expect(rail.products.length).toBeGreaterThan(0);
    expect(await (await page.request.get(path)).text()).not.toContain('pdp-otc-rail');

    const asked = page.waitForRequest((r) => r.url().includes(RECOMMENDATIONS));
    await page.goto(path);
    const query = new URL((await asked).url()).searchParams;
    expect(query.get('currentProducts')).toBe(String(dolo.productId));
    expect(query.get('touchpoint')).toBe('medicinepdp');
    expect(query.get('widget')).toBe('otc_recommendations_medpdp');
    const section = page.getByRole('region', { name: rail.heading });
    await expect(section).toBeVisible();
    await expect(section.getByText(rail.subHeading)).toBeVisible();
    await expect(section.locator('.p-card__name')).toHaveText(rail.products.map((p) => p.name));
    await section.getByRole('link', { name: rail.products[0]!.name }).click();
    await expect(page).toHaveURL(rail.products[0]!.url);
  });

  test('is hidden when the call fails or has no products', async ({ page }) => {
    const dolo = await medicineFor(page.request, 'dolo 650', 'Dolo 650 Tablet');
    const path = new URL(dolo.url, 'http://x').pathname;
    for (const answer of [
      { status: 500, body: JSON.stringify({ status: 0, error: { code: 'INTERNAL_ERROR', message: 'down', showAlert: false } }) },
      {
        status: 200,
        body: JSON.stringify({ status: 1, data: { heading: 'Nothing here', subHeading: '', recommendationType: 'none', products: [] } }),
      },
    ]) {
      await page.route(`**${RECOMMENDATIONS}?*`, (route) => route.fulfill({ ...answer, contentType: 'application/json' }));
      const answered = page.waitForResponse((r) => r.url().includes(RECOMMENDATIONS));
      await page.goto(path);
      await answered;
      await hydrated(page);
      // Time for an answer to be drawn, were it drawn.
      await page.waitForTimeout(500);
      await expect(page.getByRole('heading', { level: 1, name: 'Dolo 650 Tablet' })).toBeVisible();
      await expect(page.locator('.pdp-otc-rail')).toHaveCount(0);
      await page.unrouteAll();
    }
  });
});

test('the home page shows the healthcare rail the API answers, leading to its products', async ({ page }) => {
  const rail = await apiData<{ heading: string; products: Card[] }>(page.request, '/otc/recommendations/pdp?touchpoint=home');
  await page.goto('/');
  const section = page.getByRole('region', { name: rail.heading });
  await expect(section.locator('.p-card__name')).toHaveText(rail.products.map((p) => p.name));
  await section.getByRole('link', { name: rail.products[0]!.name }).first().click();
  await expect(page).toHaveURL(rail.products[0]!.url);
});
