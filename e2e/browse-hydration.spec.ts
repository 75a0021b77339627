/**
 * Decision 030: the browse page keeps its server-rendered cards at hydration (React walks none of them), and
 * they still behave as React Router links: a click navigates without loading a new document.
 */
import { expect, test } from '@playwright/test';
import { hydrated } from './support.ts';

test('the browse list is not hydrated, and its cards navigate in the page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/online-medicine-order/browse?letter=d');
  await hydrated(page);
  const cards = page.locator('ul.card-grid > li');
  expect(await cards.count()).toBeGreaterThan(0);
  // React marks every node it hydrated with its fiber; the kept cards carry none.
  const hydratedCards = await cards.evaluateAll(
    (items) => items.filter((item) => Object.keys(item).some((key) => key.startsWith('__reactFiber'))).length,
  );
  expect(hydratedCards).toBe(0);

  // A kept card is followed by the router: the document (and this flag) stays.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const first = page.locator('ul.card-grid .p-card__name').first();
  const name = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // Back, and on to another letter: new data, so the list is rendered in the browser, with the new cards.
  await page.goBack();
  await expect(page.locator('ul.card-grid .p-card__name').first()).toHaveText(name);
  await page.locator('a[href$="browse?letter=c"]').filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/letter=c$/);
  await expect(page.locator('ul.card-grid .p-card__name').first()).toHaveText(/^c/i);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(errors).toEqual([]);
});
