/** A shopper finds a medicine by a misspelt molecule and reads its page; the page's addresses behave. */
import { expect, test } from '@playwright/test';
import { formatRupees } from '@dawa/domain';
import { escapeRegExp, medicineFor, openSearch, PRODUCT, productDetail, shown, structuredData, typeahead } from './support.ts';

test('home → search “paracetmol” → a result → medicine page with price, generic alternatives and Product data', async ({
  page,
  request,
}) => {
  // The tablet the typeahead offers first for the misspelt molecule.
  const target = (await typeahead(request, 'paracetmol')).find((p) => p.entityType === PRODUCT && /Tablet/.test(p.name));
  expect(target, 'a paracetamol tablet among the suggestions').toBeTruthy();
  const detail = await productDetail(request, target!.productId);
  expect(detail.alternatives.count).toBeGreaterThan(0);

  await page.goto('/');
  const box = await openSearch(page);
  await box.pressSequentially('paracetmol', { delay: 30 });

  // The typo is corrected; the suggestions hold the molecule and paracetamol medicines.
  await expect(shown(page, 'Showing results for')).toBeVisible();
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option', { name: /^Paracetamol Molecule/ })).toBeVisible();
  const option = suggestions.getByRole('option', { name: new RegExp(`^${escapeRegExp(target!.name)} `) });
  await expect(option).toBeVisible();
  await option.click();

  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(target!.url)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target!.name);
  await expect(shown(page, formatRupees(detail.product.salePaise))).toBeVisible();
  await expect(shown(page, new RegExp(`${detail.alternatives.count} Generic Alternates?`, 'i'))).toBeVisible();

  const product = (await structuredData(page)).find((b) => b['@type'] === 'Product');
  expect(product, 'a JSON-LD object with "@type": "Product"').toBeTruthy();
  expect(product!.name).toBe(target!.name);
  const offers = [product!.offers].flat()[0] as { priceCurrency?: string; price?: unknown } | undefined;
  expect(offers?.priceCurrency).toBe('INR');
  expect(Number(offers?.price)).toBe(detail.product.salePaise / 100);
});

test('Dolo 650 Tablet: its price and its cheaper generics', async ({ page, request }) => {
  const dolo = await medicineFor(request, 'dolo 650', 'Dolo 650 Tablet');
  const detail = await productDetail(request, dolo.productId);
  const response = await page.goto(dolo.url);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dolo 650 Tablet');
  await expect(shown(page, formatRupees(detail.product.salePaise))).toBeVisible();
  await expect(shown(page, new RegExp(`${detail.alternatives.count} Generic Alternates?`, 'i'))).toBeVisible();
  await expect(shown(page, detail.alternatives.items[0]!.name)).toBeVisible();
});

test('the Hindi twin renders in Hindi', async ({ page, request }) => {
  const dolo = await medicineFor(request, 'dolo 650', 'Dolo 650 Tablet');
  const response = await page.goto(`/hi/online-medicine-order/${dolo.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', /^hi\b/);
  await expect(shown(page, /[\u0900-\u097F]{2,}/)).toBeVisible();
  // The FAQ speaks the page's language too (the medicine's own name and data as the catalogue holds them).
  await expect(page.locator('#faqs summary').filter({ hasText: 'क्या Dolo 650 Tablet खरीदने के लिए पर्चा ज़रूरी है?' })).toHaveCount(1);
  await expect(page.locator('#faqs')).not.toContainText('Do I need a prescription');
});

test('an unknown medicine id answers 404 with a page saying so', async ({ page }) => {
  const response = await page.goto('/online-medicine-order/foo-99999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/could not find|not found/i);
});

test('a stale slug redirects to the canonical address', async ({ page, request }) => {
  const dolo = await medicineFor(request, 'dolo 650', 'Dolo 650 Tablet');
  const response = await page.goto(`/online-medicine-order/old-name-of-this-medicine-${dolo.productId}`);
  expect(response?.status()).toBe(200);
  expect(response?.request().redirectedFrom(), 'the stale address redirected').not.toBeNull();
  expect(new URL(page.url()).pathname).toBe(dolo.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dolo 650 Tablet');
});
