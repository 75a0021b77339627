/**
 * The lab tests catalogue as a shopper walks it: the landing page's tests and packages with their prices, a search
 * for 'thyroid' that opens the Thyroid Profile, its facts and byline, the A–Z list, the demo labs, the Lab Tests
 * menu, 'Add to cart' (signed in) and 'Log in to book' (signed out), also before the page hydrates.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { holdUntilHydrated, hydrated, latestOtp, logInInDrawer, mobileFor, shopperAddress } from './support.ts';

const LEAD = { phone: '89', desktop: '90' };
const THYROID = 'Thyroid Profile (T3, T4, TSH)';

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api${path}`);
  expect(res.status(), path).toBe(200);
  return (await res.json()).data as T;
}

/** Signs in through the API; the page shares the session cookie. */
async function signIn(page: Page, mobile: string) {
  const headers = shopperAddress(mobile);
  await page.setExtraHTTPHeaders(headers);
  expect((await page.request.post('/api/auth/requestOTP', { data: { contactNumber: mobile }, headers })).status()).toBe(200);
  const userOtp = await latestOtp(page.request, mobile);
  expect((await page.request.post('/api/auth/login', { data: { contactNumber: mobile, userOtp }, headers })).status()).toBe(200);
}

async function thyroidUrl(request: APIRequestContext): Promise<string> {
  const { items } = await apiData<{ items: { id: string; url: string }[] }>(request, '/diagnostics/search?q=thyroid');
  return items.find((i) => i.id === 'LB160')!.url;
}

async function labCartIds(request: APIRequestContext): Promise<string[]> {
  const cart = await apiData<{ lines: { item: { id: string } }[] }>(request, '/diagnostics/cart');
  return cart.lines.map((l) => l.item.id);
}

test('the landing page shows popular tests and packages with their prices for the city', async ({ page }) => {
  await page.goto('/diagnostics');
  await expect(page.getByRole('heading', { level: 1, name: 'Lab tests and health packages' })).toBeVisible();
  await expect(page.getByText('Prices for Mumbai').first()).toBeVisible();
  const popular = page
    .getByRole('region', { name: 'Popular tests' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
  await expect(popular).toHaveCount(10);
  await expect(popular.filter({ hasText: THYROID })).toContainText(/₹\d/);
  const packages = page
    .getByRole('region', { name: 'Health packages' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
  expect(await packages.count()).toBeGreaterThan(0);
  // A package's price, what its tests cost one by one (struck through) and the per cent saved.
  await expect(packages.first().locator('s')).toHaveText(/₹\d/);
  await expect(packages.first()).toContainText(/\d+% off/);
  await expect(page.getByRole('region', { name: 'How home sample collection works' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'See the certified labs' })).toHaveAttribute('href', '/diagnostics/certified-labs');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/diagnostics$/);
});

test("a search for 'thyroid' finds the Thyroid Profile, which opens with its facts and byline", async ({ page }) => {
  await page.goto('/diagnostics');
  await hydrated(page);
  const box = page.getByRole('searchbox', { name: 'Search lab tests and packages' });
  await box.fill('thyroid');
  await page.getByRole('search').filter({ has: box }).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/diagnostics\/search\/all\?q=thyroid$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “thyroid”' })).toBeVisible();
  await page.getByRole('link', { name: THYROID, exact: true }).click();

  await expect(page).toHaveURL(/\/diagnostics\/packages\/[a-z0-9-]+-lb160$/);
  await expect(page.getByRole('heading', { level: 1, name: THYROID })).toBeVisible();
  const facts = page.locator('.lab-facts');
  await expect(facts.getByRole('definition')).toHaveText(['Blood', 'No fasting needed', /^Report in \d+ hours$/, 'LB160']);
  await expect(facts.getByRole('term')).toHaveText(['Sample', 'Fasting', 'Report', 'CGHS code']);
  await expect(page.getByText(/^Official name: /)).toBeVisible();
  await expect(page.getByText(/^CGHS rate at a non-accredited lab: ₹\d/)).toBeVisible();
  // The byline names the editorial team (demo profiles) and links to their pages.
  const byline = page.getByRole('list', { name: 'Who wrote and reviewed this page' });
  await expect(byline.getByRole('link')).toHaveCount(2);
  await expect(byline.getByRole('link').first()).toHaveAttribute('href', /^\/legal\/editorial-policy\/[a-z-]+-\d+$/);
  await expect(byline).toContainText('demo profile');
  await expect(byline).toContainText(/Reviewed on \d{1,2} [A-Z][a-z]+ \d{4}/);
  await expect(page.getByRole('region', { name: 'Included in these packages' }).getByRole('link').first()).toBeVisible();
  await expect(page).toHaveTitle(/^Thyroid Profile \(T3, T4, TSH\) test: price/);
});

test('a search with no words or no match says so', async ({ page }) => {
  await page.goto('/diagnostics/search/all?q=');
  await expect(page.getByText('Type the name of a test or a package')).toBeVisible();
  await page.goto('/diagnostics/search/all?q=qqqzzzxx');
  await expect(page.getByText('No tests or packages match “qqqzzzxx”.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'All tests A–Z' }).last()).toHaveAttribute('href', '/diagnostics/all-tests');
});

test('the A–Z list pages by letter and by page', async ({ page }) => {
  const all = await apiData<{ total: number; tests: { name: string }[] }>(page.request, '/diagnostics/tests?page=2');
  await page.goto('/diagnostics/all-tests');
  await hydrated(page);
  await expect(page.getByText(`${all.total} tests`)).toBeVisible();
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/diagnostics\/all-tests\?page=2$/);
  await expect(page.getByRole('link', { name: all.tests[0]!.name, exact: true })).toBeVisible();

  const letters = page.getByRole('navigation', { name: 'Tests by first letter' });
  await letters.getByRole('link', { name: 'T', exact: true }).click();
  await expect(page).toHaveURL(/\/diagnostics\/all-tests\?letter=T$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Tests starting with T' })).toBeVisible();
  const names = await page.locator('.lab-card__name').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name.toUpperCase().startsWith('T'), name).toBe(true);
  await expect(letters.getByRole('link', { name: 'T', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('the certified labs are marked as demo profiles and the page carries the note', async ({ page }) => {
  const { labs, note } = await apiData<{ labs: { name: string }[]; note: string }>(page.request, '/diagnostics/labs');
  await page.goto('/diagnostics/certified-labs');
  await expect(page.getByRole('heading', { level: 1, name: 'Certified partner labs' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText(note);
  const cards = page.locator('.lab-profile');
  await expect(cards).toHaveCount(labs.length);
  for (let i = 0; i < labs.length; i++) {
    await expect(cards.nth(i).getByText('Demo profile', { exact: true })).toBeVisible();
    await expect(cards.nth(i).getByRole('heading', { level: 2 })).toHaveText(labs[i]!.name);
  }
});

test('an unknown test is the store’s not-found page', async ({ page }) => {
  const response = await page.goto('/diagnostics/packages/no-such-test-lb999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse lab tests' })).toHaveAttribute('href', '/diagnostics');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('a pincode outside the service cities shows its prices and says home collection is not offered there', async ({ page }) => {
  await page.context().addCookies([
    { name: 'pincode', value: '302001', url: 'http://127.0.0.1' },
    { name: 'city_id', value: '1', url: 'http://127.0.0.1' },
    { name: 'city_name', value: 'Jaipur', url: 'http://127.0.0.1' },
  ]);
  const home = await apiData<{ serviceCities: { name: string }[] }>(page.request, '/diagnostics/home');
  await page.goto('/diagnostics');
  await expect(page.getByText('Prices for Jaipur').first()).toBeVisible();
  const note = page.getByRole('note').filter({ hasText: 'Home sample collection is not yet offered at pincode 302001' });
  await expect(note).toBeVisible();
  for (const city of home.serviceCities) await expect(note.getByRole('link', { name: city.name, exact: true })).toBeVisible();
});

test('the Lab Tests mega menu lists the 10 popular tests and each city’s packages and tests', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'the mega menu is the desktop nav row’s');
  const menu = await apiData<{ popularTests: unknown[]; cities: { name: string; allTestsUrl: string }[] }>(
    page.request,
    '/diagnostics/megamenu',
  );
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Lab tests menu' }).click();
  const panel = page.locator('#lab-mega');
  await expect(panel.getByRole('list', { name: 'Popular lab tests' }).getByRole('link')).toHaveCount(10);
  expect(menu.popularTests).toHaveLength(10);
  const cities = panel.getByRole('list', { name: 'Lab tests by city' }).getByRole('listitem');
  await expect(cities).toHaveCount(menu.cities.length);
  const city = menu.cities[0]!;
  await panel.getByRole('link', { name: `All tests in ${city.name}` }).click();
  await expect(page).toHaveURL(city.allTestsUrl);
  await expect(page.getByRole('heading', { level: 1, name: `All lab tests in ${city.name}` })).toBeVisible();
  await expect(panel).toBeHidden();
});

test('the phone menu’s Lab Tests accordion lists the popular tests', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'the menu drawer is the phone header’s');
  await signIn(page, mobileFor(LEAD, info.project.name, 1));
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: 'Lab tests menu' }).click();
  await drawer.getByRole('button', { name: 'Popular lab tests' }).click();
  await expect(drawer.locator('#lab-drawer-menu').getByRole('link')).toHaveCount(10);
  await drawer.getByRole('link', { name: THYROID }).click();
  await expect(page.getByRole('heading', { level: 1, name: THYROID })).toBeVisible();
});

test('signed in, Add to cart puts the test in the lab cart and leads to it', async ({ page }, info) => {
  await signIn(page, mobileFor(LEAD, info.project.name, 2));
  await page.goto(await thyroidUrl(page.request));
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('In your lab cart')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to lab cart' })).toHaveAttribute('href', '/diag-pwa/cart');
  expect(await labCartIds(page.request)).toEqual(['LB160']);
  // The page says so on the next visit as well.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Go to lab cart' })).toBeVisible();
});

test('signed out, Log in to book opens the login drawer, and once signed in the test can be added', async ({ page }, info) => {
  await page.goto(await thyroidUrl(page.request));
  await hydrated(page);
  await expect(page.getByText('Tests are booked for named patients, so booking needs an account.')).toBeVisible();
  await page.getByRole('button', { name: 'Log in to book' }).click();
  await logInInDrawer(page, page.request, mobileFor(LEAD, info.project.name, 4));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'Go to lab cart' })).toBeVisible();
  expect(await labCartIds(page.request)).toEqual(['LB160']);
});

test.describe('before hydration', () => {
  test('the search box, the letters and the pages work as plain forms and links', async ({ page }) => {
    const release = await holdUntilHydrated(page);
    await page.goto('/diagnostics', { waitUntil: 'domcontentloaded' });
    await page.getByRole('searchbox', { name: 'Search lab tests and packages' }).fill('thyroid');
    await page.getByRole('searchbox', { name: 'Search lab tests and packages' }).press('Enter');
    await expect(page).toHaveURL(/\/diagnostics\/search\/all\?q=thyroid$/);
    await expect(page.getByRole('link', { name: THYROID, exact: true })).toBeVisible();
    await page.goto('/diagnostics/all-tests', { waitUntil: 'domcontentloaded' });
    await page.getByRole('navigation', { name: 'Tests by first letter' }).getByRole('link', { name: 'V', exact: true }).click();
    await expect(page).toHaveURL(/\/diagnostics\/all-tests\?letter=V$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Tests starting with V' })).toBeVisible();
    await release();
  });

  test('signed out, Log in to book leads to the login page and back', async ({ page }) => {
    const url = await thyroidUrl(page.request);
    const release = await holdUntilHydrated(page);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Log in to book' }).click();
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(url)}`);
    await release();
  });

  test('signed in, Add to cart is a plain form post that lands in the lab cart once', async ({ page }, info) => {
    await signIn(page, mobileFor(LEAD, info.project.name, 3));
    const url = await thyroidUrl(page.request);
    const release = await holdUntilHydrated(page);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('link', { name: 'Go to lab cart' })).toBeVisible();
    await expect(page).toHaveURL(url);
    await release();
    expect(await labCartIds(page.request)).toEqual(['LB160']);
  });
});
