/**
 * The pages' security headers as a browser receives them, and proof that the Content-Security-Policy
 * lets the page hydrate: no violation is reported and the search (JavaScript only) works.
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { medicineFor, openSearch } from './support.ts';

/** Records every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply)/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return console;
}

function expectSecurityHeaders(response: Response | null) {
  expect(response, 'the page answered').not.toBeNull();
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // The test server speaks plain HTTP: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
  return /'nonce-([^']+)'/.exec(csp)![1]!;
}

async function expectHydratedWithoutViolations(page: Page, console: string[], nonce: string) {
  // Every inline script of the page carries this answer's nonce (the browser hides it from attributes).
  // JSON data blocks (structured data, the page's texts) are never run, so the policy does not apply to them.
  const inline = await page
    .locator('script:not([src]):not([type="application/ld+json"]):not([type="application/json"])')
    .evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).nonce));
  expect(inline.length).toBeGreaterThan(0);
  for (const n of inline) expect(n).toBe(nonce);
  // The search opens and suggests: only the hydrated page can do that.
  const box = await openSearch(page);
  await box.pressSequentially('dolo', { delay: 30 });
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
  expect(console).toEqual([]);
}

test('the home page: security headers, and it hydrates with no CSP violation', async ({ page }) => {
  const console = await watchViolations(page);
  const nonce = expectSecurityHeaders(await page.goto('/'));
  await expectHydratedWithoutViolations(page, console, nonce);
});

test('a medicine page: security headers, and it hydrates with no CSP violation', async ({ page, request }) => {
  const medicine = await medicineFor(request, 'dolo 650', 'Dolo 650 Tablet');
  const console = await watchViolations(page);
  const nonce = expectSecurityHeaders(await page.goto(medicine.url));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(medicine.name);
  await expectHydratedWithoutViolations(page, console, nonce);
});

test("each rendered page has its own nonce; a kept anonymous page keeps its rendering's (decision 025)", async ({ request }) => {
  const nonceOf = async (headers: Record<string, string>) =>
    /'nonce-([^']+)'/.exec((await request.get('/', { headers })).headers()['content-security-policy'] ?? '')?.[1];
  // A cookie other than the location's means the page may be personal: rendered each time, never kept.
  const rendered = [await nonceOf({ cookie: 'visit=1' }), await nonceOf({ cookie: 'visit=2' })];
  expect(rendered[0]).toBeTruthy();
  expect(rendered[0]).not.toBe(rendered[1]);
  const kept = [await nonceOf({}), await nonceOf({})];
  expect(kept[0]).toBeTruthy();
  expect(kept[1]).toBe(kept[0]);
});
