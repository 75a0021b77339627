/**
 * Pages a shopper reaches from the header, the footer, the phone menu and the medicine page: placeholders
 * that answer the same after a click as on a direct load, the policies and the help centre in English and
 * Hindi, the server error page, the Hindi home page and the addresses that redirect.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated, logInInDrawer, medicineFor, mobileFor, seriousViolations, structuredData } from './support.ts';

const LEAD = { phone: '93', desktop: '94' };

// Each test walks through many pages; a busy machine hydrates slowly.
test.describe.configure({ timeout: 120_000 });

/**
 * Clicks a link and checks the router fetched the next page's data itself (a client navigation, `<path>.data`,
 * which is what used to answer 404), then that the page shows `heading`.
 */
async function clickThrough(page: Page, link: ReturnType<Page['getByRole']>, path: string, heading: string | RegExp) {
  const data = page.waitForResponse((r) => new URL(r.url()).pathname === `${path}.data`);
  await link.click();
  expect((await data).status(), `${path}.data`).toBe(200);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

/** Loads `path` directly and checks its status and heading. */
async function loadDirectly(page: Page, path: string, heading: string | RegExp, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  return response!;
}

const footer = (page: Page) => page.locator('footer');

test('footer links to placeholder pages open them after hydration, as a direct load does', async ({ page }) => {
  const pages = [
    ['About Us', '/about-us', 'About Us is coming soon'],
    ['Careers', '/careers', 'Careers is coming soon'],
    ['Stores', '/stores', 'Stores is coming soon'],
    ['Partner with Dawa', '/franchise-stores', 'Partner with Dawa is coming soon'],
    ['Instagram', '/social/instagram', 'Dawa on social media is coming soon'],
  ] as const;
  await page.goto('/');
  await hydrated(page);
  for (const [name, path, heading] of pages) {
    await clickThrough(page, footer(page).getByRole('link', { name, exact: true }), path, heading);
  }
  for (const [, path, heading] of pages) {
    const response = await loadDirectly(page, path, heading);
    expect(response.headers()['cache-control']).toMatch(/no-store|no-cache/);
    expect(response.headers()['cache-control']).not.toMatch(/public/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
});

test('header links open their pages after hydration', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'the nav row is the desktop header; the phone menu has its own test');
  await page.goto('/');
  await hydrated(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await clickThrough(page, nav.getByRole('link', { name: 'Healthcare', exact: true }), '/health-care', 'Healthcare products');
  await clickThrough(page, nav.getByRole('link', { name: 'Lab Tests', exact: true }), '/diagnostics', 'Lab tests and health packages');
  await clickThrough(page, nav.getByRole('link', { name: 'Offers', exact: true }), '/offers', 'Offers');
  await clickThrough(page, nav.getByRole('link', { name: 'PLUS', exact: true }), '/plus', 'Dawa PLUS');
  await loadDirectly(page, '/plus', 'Dawa PLUS');
});

test('the phone menu opens its pages for a signed-in shopper', async ({ page, request }, info) => {
  test.skip(info.project.name !== 'phone', 'the menu drawer is the phone header’s');
  const mobile = mobileFor(LEAD, info.project.name);
  await page.goto('/#login');
  await logInInDrawer(page, request, mobile);

  const items = [
    ['Medical Records', '/account/medical-records', 'Medical records'],
    ['Healthcare', '/health-care', 'Healthcare products'],
    ['PLUS', '/plus', 'Dawa PLUS'],
  ] as const;
  for (const [name, path, heading] of items) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await clickThrough(page, menu.getByRole('link', { name, exact: true }), path, heading);
  }
});

const POLICIES = [
  ['Terms and conditions', '/legal/terms-and-conditions', 'Terms and Conditions', 'नियम और शर्तें'],
  ['Privacy Policy', '/legal/privacy-policy', 'Privacy Policy', 'गोपनीयता नीति'],
  ['Editorial Policy', '/legal/editorial-policy', 'Editorial Policy', 'संपादकीय नीति'],
  ['Vulnerability Disclosure Policy', '/vulnerability-disclosure-policy', 'Vulnerability Disclosure Policy', 'वल्नरेबिलिटी डिस्क्लोज़र नीति'],
  ['Customer Support Policy', '/customer-support-policy', 'Customer Support Policy', 'ग्राहक सहायता नीति'],
  ['Return Policy', '/return-policy', 'Return Policy', 'वापसी नीति'],
  ['Smartbuy Policy', '/smartbuy-policy', 'Smartbuy Policy', 'स्मार्टबाय नीति'],
  ['FAQs', '/help', 'Help and FAQs', 'सहायता और सवाल-जवाब'],
] as const;

test('every policy and the FAQs: reached from the footer after hydration, and loaded directly', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  for (const [link, path, heading] of POLICIES) {
    await clickThrough(page, footer(page).getByRole('link', { name: link, exact: true }), path, heading);
  }
  for (const [, path, heading] of POLICIES) {
    const response = await loadDirectly(page, path, heading);
    expect(response.headers()['cache-control']).toMatch(/^public/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.getByText('23 November 2026')).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const first = toc.getByRole('link').first();
    const anchor = (await first.getAttribute('href'))!;
    await expect(page.locator(anchor)).toHaveCount(1);
  }
});

test('the policies in Hindi, with the footer and the language switch keeping the reader’s language', async ({ page }) => {
  for (const [, path, , hindi] of POLICIES) {
    await loadDirectly(page, `/hi${path}`, hindi);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  }
  await page.goto('/hi/return-policy');
  await expect(footer(page).getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '/hi/legal/privacy-policy');
  await page.getByRole('link', { name: 'Read in English' }).click();
  await expect(page).toHaveURL(/\/return-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Return Policy');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the privacy policy says what a shopper must know under the DPDP Act', async ({ page }) => {
  await loadDirectly(page, '/legal/privacy-policy', 'Privacy Policy');
  for (const heading of ['What we collect', 'How long we keep it', 'Your rights', 'Grievance Officer']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText(/never receive or store card numbers/)).toBeVisible();
  await expect(page.getByText(/Data Protection Board of India/).first()).toBeVisible();
  await expect(page.getByText(/Nominate a person/)).toBeVisible();
});

test('the medicine page’s return-policy link opens the policy after hydration', async ({ page, request }) => {
  const dolo = await medicineFor(request, 'dolo 650', 'Dolo 650 Tablet');
  await page.goto(dolo.url);
  await hydrated(page);
  await clickThrough(page, page.getByRole('link', { name: 'Read our Return Policy' }), '/return-policy', 'Return Policy');
  await expect(page.getByRole('heading', { level: 2, name: 'What cannot be returned' })).toBeVisible();
});

test('the editorial team are marked as demo profiles', async ({ page }) => {
  await loadDirectly(page, '/legal/editorial-policy', 'Editorial Policy');
  const team = page.getByRole('list', { name: 'Our editorial team' });
  await expect(team.getByText('Demo profile')).toHaveCount(3);
  await team.getByRole('link', { name: 'Dr. Asha Rao' }).click();
  await expect(page).toHaveURL(/\/legal\/editorial-policy\/asha-rao-1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dr. Asha Rao');
  await expect(page.getByRole('note')).toContainText('not a real person');
  await expect(page).toHaveTitle(/demo profile/);

  await loadDirectly(page, '/hi/legal/editorial-policy/asha-rao-1', 'डॉ. आशा राव');
  await expect(page.getByRole('note')).toContainText('असली व्यक्ति नहीं');
  const stale = await page.request.get('/legal/editorial-policy/someone-1', { maxRedirects: 0 });
  expect(stale.status()).toBe(301);
  expect(stale.headers().location).toMatch(/\/legal\/editorial-policy\/asha-rao-1$/);
  expect((await page.request.get('/legal/editorial-policy/asha-rao-99')).status()).toBe(404);
});

test('the FAQs carry FAQPage data and the help centre’s questions', async ({ page }) => {
  await loadDirectly(page, '/help', 'Help and FAQs');
  const faq = (await structuredData(page)).find((b) => b['@type'] === 'FAQPage');
  const questions = (faq?.mainEntity ?? []) as { name: string; acceptedAnswer: { text: string } }[];
  const cod = questions.find((q) => q.name === 'Is cash on delivery available?');
  expect(cod?.acceptedAnswer.text).toContain('₹5,000');
  await page.getByText('How do I upload a prescription?').click();
  await expect(page.getByText(/up to 5 files per order, each up to 10 MB, as JPEG, PNG or PDF/)).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the FAQ answers open', async ({ page }) => {
    await loadDirectly(page, '/help', 'Help and FAQs');
    const answer = page.getByText(/For example DAWA10 gives 10% off, up to ₹100/);
    await expect(answer).toBeHidden();
    await page.getByText('How do promo codes work?').click();
    await expect(answer).toBeVisible();
  });
});

test('/500 is the server error page: status 500, not indexed', async ({ page }) => {
  const response = await loadDirectly(page, '/500', 'Something went wrong on our side', 500);
  expect(response.headers()['cache-control']).toContain('no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('/hi is the home page in Hindi', async ({ page }) => {
  await loadDirectly(page, '/hi', 'दवाइयाँ ऑनलाइन ऑर्डर करें, हर कीमत की तुलना करें');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute('href', /\/$/);
});

test('the addresses a shopper would guess redirect to the real pages', async ({ page, request }) => {
  const aliases: [string, string][] = [
    ['/upload-prescription', '/checkout/upload'],
    ['/saved-for-later', '/account/saved-items'],
  ];
  for (const [from, to] of aliases) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(302);
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe(to);
  }

  // A brand's name without its id moves permanently to the brand's address.
  const dolo = (await (await request.get('/api/search/searchTypeAhead?q=dolo')).json()).data.products.find(
    (p: { entityType: number; name: string }) => p.entityType === 1 && p.name === 'Dolo',
  ) as { url: string };
  expect(dolo.url).toMatch(/^\/variants\/dolo-\d+$/);
  const moved = await request.get('/variants/dolo', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(new URL(moved.headers().location!, 'http://x').pathname).toBe(dolo.url);
  await page.goto('/variants/dolo');
  await expect(page).toHaveURL((url) => url.pathname === dolo.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dolo variants');
  expect((await request.get('/variants/no-such-brand-anywhere')).status()).toBe(404);
});

test('the new pages have no serious or critical axe violations', async ({ page }) => {
  for (const path of [
    '/help',
    '/legal/privacy-policy',
    '/hi/return-policy',
    '/legal/editorial-policy',
    '/legal/editorial-policy/asha-rao-1',
    '/500',
    '/hi',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test("an address that does not exist is the store's not-found page, and it works; a mistyped checkout step too", async ({ page }) => {
  for (const path of ['/no-such-page-here', '/checkout/no-such-step']) {
    const answer = await page.goto(path);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await hydrated(page);
    // The store's header and footer, not the checkout's.
    await expect(page.getByText('100% Secure Payments')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Search medicines' }).click();
    await expect(page.getByRole('combobox', { name: 'Search medicines and healthcare products' })).toBeVisible();
  }
});
