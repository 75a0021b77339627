/**
 * Decision 030: a page carries its style sheets in its head, so its first paint waits for no other file; the
 * browser keeps them through hydration, and a page reached by navigation still gets its own sheet.
 */
import { zstdDecompressSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { hydrated, medicineFor } from './support.ts';

test('a page carries its style sheets: nothing to fetch before the first paint', async ({ request }) => {
  const response = await request.get('/');
  const html = await response.text();
  expect(html).toMatch(/<style data-href="\/assets\/shell-[\w-]+\.css#?"[^>]*>[^<]*\.skip-link/);
  // Only disabled links, which the browser does not fetch (they name the carried sheets for Vite's loader).
  for (const link of html.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? []) expect(link).toMatch(/\sdisabled/);
  // Nothing left to preload for the first paint.
  expect(response.headers()['link'] ?? '').not.toMatch(/as=style/);
});

/** Browsers as shoppers use them: neither is a crawler's user agent. */
const SHOPPER_BROWSERS = [
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
];

test("a shopper's browser gets a page whole, as a crawler does: one answer of known length, every part in its place", async ({
  request,
}) => {
  const dolo = await medicineFor(request, 'dolo 650', 'Dolo 650 Tablet');
  // Browsers ask as Chrome does and get zstd (decision 054); the crawler asks as Googlebot does and gets brotli.
  const askers = [
    ...SHOPPER_BROWSERS.map((userAgent) => ({ userAgent, accept: 'gzip, deflate, br, zstd', encoding: 'zstd' })),
    { userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)', accept: 'gzip, deflate, br', encoding: 'br' },
  ];
  for (const { userAgent, accept, encoding } of askers) {
    for (const path of [dolo.url, '/online-medicine-order/browse?letter=d', '/']) {
      // A cookie that is not a delivery location keeps the answer out of the page cache: the page is rendered.
      const response = await request.get(path, {
        headers: { 'user-agent': userAgent, cookie: 'demo-visit=1', 'accept-encoding': accept },
      });
      const headers = response.headers();
      expect(response.status(), path).toBe(200);
      expect(headers['x-page-cache'], path).toBeUndefined();
      expect(headers['content-encoding'], `${path} for ${userAgent}`).toBe(encoding);
      expect(headers['transfer-encoding'], `${path} for ${userAgent}`).toBeUndefined();
      expect(Number(headers['content-length']), path).toBeGreaterThan(1000);
      // The test client decodes brotli itself, not zstd.
      const html = encoding === 'zstd' ? zstdDecompressSync(await response.body()).toString('utf8') : await response.text();
      expect(html, path).toMatch(/<\/html>\s*$/);
      // Every part stands where it belongs: nothing moved to the end of the page to be shown by a script.
      expect(/<div hidden id="S:[^>]*>|\$RC\([^)]*\)/.exec(html)?.[0] ?? null, path).toBeNull();
    }
  }
});

test('without JavaScript the page is styled as before', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/cart');
  expect(await page.locator('.skip-link').evaluate((a) => getComputedStyle(a).position)).toBe('absolute');
  expect(await page.locator('.cart-empty').evaluate((c) => getComputedStyle(c).textAlign)).toBe('center');
  await context.close();
});

test('hydration keeps the carried styles, and a page reached by navigation gets its own sheet', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('style[data-href*="/assets/shell-"]')).toHaveCount(1);
  expect(await page.locator('.skip-link').evaluate((a) => getComputedStyle(a).position)).toBe('absolute');

  // The cart has a sheet of its own, which the home page did not carry: it is linked on the way.
  await page.locator('a[href="/cart"]').filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator('link[rel="stylesheet"][href*="/assets/cart-"]')).toHaveCount(1);
  expect(await page.locator('.cart-empty').evaluate((c) => getComputedStyle(c).textAlign)).toBe('center');
  expect(await page.locator('.skip-link').evaluate((a) => getComputedStyle(a).position)).toBe('absolute');

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('style[data-href*="/assets/shell-"]')).toHaveCount(1);
  expect(await page.locator('.skip-link').evaluate((a) => getComputedStyle(a).position)).toBe('absolute');
  expect(errors).toEqual([]);
});

test('opening a drawer fetches its own style sheet with its code, never one the page carries', async ({ page, request }) => {
  const dolo = await medicineFor(request, 'dolo 650', 'Dolo 650 Tablet');
  await page.goto(new URL(dolo.url, 'http://x').pathname);
  await hydrated(page);
  const carried = await page
    .locator('style[data-href]')
    .evaluateAll((styles) => styles.map((style) => (style as HTMLStyleElement).dataset.href!.replace(/#.*$/, '')));
  expect(carried.length).toBeGreaterThan(0);
  const sheets: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'stylesheet' || new URL(sent.url()).pathname.endsWith('.css')) sheets.push(new URL(sent.url()).pathname);
  });
  // The generic alternatives drawer is a module of its own, loaded when opened (decision 024), with its own
  // sheet (decision 057). 'View All' is a link to the composition's page that opens the drawer once hydrated
  // (decision 041).
  await page.locator('.pdp-link-btn[aria-haspopup="dialog"]').filter({ visible: true }).first().click();
  const list = page.getByRole('dialog').locator('.pdp-alt-list').first();
  await expect(list).toBeVisible();
  await expect(list).toHaveCSS('display', 'grid');
  expect(sheets).toHaveLength(1);
  expect(sheets[0]).toMatch(/^\/assets\/alternatives-drawer-[\w-]+\.css$/);
  expect(carried).not.toContain(sheets[0]);
});

test("a page's module scripts are fetched after its first contentful paint, and it still hydrates", async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await hydrated(page);
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((r) => /\/assets\/.*\.js$/.test(r.name))
      .map((r) => r.startTime),
  }));
  expect(paint).not.toBeNull();
  expect(scripts.length).toBeGreaterThan(0);
  for (const start of scripts) expect(start).toBeGreaterThanOrEqual(paint!);
  // The document names no module to preload: the starter adds them once the page has painted.
  const html = await (await page.request.get('/')).text();
  expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
  expect(errors).toEqual([]);
});
