/**
 * Decision 035: the medicine page keeps its static sections (uses to FAQs) and its brand products as the
 * server wrote them at hydration, and they behave as before: FAQ answers open natively, a brand product's
 * card navigates without loading a new document, and the next medicine's sections are rendered in the browser.
 */
import { expect, test } from '@playwright/test';
import { hydrated, medicineFor } from './support.ts';

const fibred = (nodes: Element[]) => nodes.filter((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))).length;

test('the medicine page does not hydrate its static sections, and they still work', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const dolo = await medicineFor(request, 'dolo 650', 'Dolo 650 Tablet');
  await page.goto(dolo.url);
  await hydrated(page);
  const kept = page.locator('.pdp-kept');
  await expect(kept.locator('#summary')).toBeVisible();
  expect(await kept.locator('*').evaluateAll(fibred)).toBe(0);
  expect(await page.locator('#brand-products-list li').evaluateAll(fibred)).toBe(0);
  // The buy box around them is hydrated as before.
  expect(await page.locator('.pdp-buy').evaluateAll(fibred)).toBe(1);

  // A FAQ answer opens without React.
  const question = kept.locator('#faqs details').nth(1);
  if ((await question.count()) > 0) {
    await question.locator('summary').click();
    await expect(question).toHaveAttribute('open', '');
  }

  // A brand product navigates within the document, and that medicine's sections are rendered by React.
  const card = page.locator('#brand-products-list .p-card__name').first();
  if ((await card.count()) > 0) {
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const name = (await card.textContent())!;
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(page.locator('.pdp-kept #summary')).toBeVisible();
    expect(await page.locator('.pdp-kept #summary').evaluateAll(fibred)).toBe(1);
  }
  expect(errors).toEqual([]);
});

test("the alternatives' texts are kept as the server wrote them; their cart controls are React's and add to the cart", async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const dolo = await medicineFor(request, 'dolo 650', 'Dolo 650 Tablet');
  await page.goto(dolo.url);
  await hydrated(page);
  const rail = page.locator('.pdp-rail');
  const firstToAdd = rail
    .locator('.pdp-alt')
    .filter({ has: page.getByRole('button', { name: /^Add / }) })
    .first();
  const name = (await firstToAdd.locator('.pdp-alt__name').textContent())!;
  const card = rail.locator('.pdp-alt').filter({ has: page.getByRole('link', { name, exact: true }) });
  const add = card.getByRole('button', { name: /^Add / });
  // The rail hydrates in a boundary of its own, after the page: its first cart control gets React's handlers.
  await expect.poll(() => add.evaluateAll(fibred)).toBe(1);
  expect(await rail.locator('.pdp-alt__info').count()).toBeGreaterThan(1);
  expect(await rail.locator('.pdp-alt__info *').evaluateAll(fibred)).toBe(0);

  const posted = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/cart'));
  await add.click();
  expect((await posted).status()).toBe(200);
  await expect(card.getByRole('combobox', { name: `Quantity of ${name}` })).toHaveValue('1');
  await expect(card.locator('.pdp-alt__name')).toHaveText(name);
  expect(errors).toEqual([]);
});
