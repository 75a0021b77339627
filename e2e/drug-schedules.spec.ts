/**
 * Medicines the law does not let us sell online: the page says so and why, in place of Add to cart; a
 * Schedule H1 medicine carries its warning and can be bought; a guest's cart that holds one will not check out.
 */
import { expect, test } from '@playwright/test';
import { hydrated, medicineFor } from './support.ts';

const REFUSAL = 'Not sold online: needs a pharmacy visit with the original prescription';
const pathOf = (url: string) => new URL(url, 'http://x').pathname;

for (const [q, name, why] of [
  ['alprax', 'Alprax 0.25 Tablet', /narcotic or psychotropic medicine under the NDPS Act, 1985/],
  ['addwize', 'Addwize 10mg Tablet', /Schedule X medicine \(Drugs and Cosmetics Rules, 1945\)/],
] as const) {
  test(`${name}: "not sold online" and why, and no way to add it to the cart`, async ({ page, request }, info) => {
    const medicine = await medicineFor(request, q, name);
    await page.goto(pathOf(medicine.url));
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const notice = page.getByTestId('not-sold-online');
    await expect(notice).toContainText(REFUSAL);
    await expect(notice).toContainText(why);
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Quantity' })).toHaveCount(0);
    await page.screenshot({ path: info.outputPath(`${q}-${info.project.name}.png`), fullPage: true });

    await page.goto(`/hi${pathOf(medicine.url)}`);
    await expect(page.getByTestId('not-sold-online')).toContainText('ऑनलाइन नहीं बिकती');
    await expect(page.getByRole('button', { name: 'कार्ट में जोड़ें' })).toHaveCount(0);
  });
}

test('Abixim 200mg Tablet (Schedule H1): the H1 warning beside Add to cart', async ({ page, request }, info) => {
  const medicine = await medicineFor(request, 'abixim', 'Abixim 200mg Tablet');
  await page.goto(pathOf(medicine.url));
  await hydrated(page);
  await expect(page.getByRole('note').filter({ hasText: 'Schedule H1 drug – Warning' })).toBeVisible();
  await expect(page.getByText('Prescription required').filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByTestId('not-sold-online')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to cart' }).filter({ visible: true }).first()).toBeVisible();
  await page.screenshot({ path: info.outputPath(`abixim-${info.project.name}.png`), fullPage: true });
});

test("a guest's cart holding a controlled medicine shows it as not sold online and will not check out", async ({
  page,
  request,
  baseURL,
}, info) => {
  const alprax = await medicineFor(request, 'alprax', 'Alprax 0.25 Tablet');
  const dolo = await medicineFor(request, 'dolo 650', 'Dolo 650 Tablet');
  await page.context().addCookies([{ name: 'dawa_cart', value: `${alprax.productId}:1|${dolo.productId}:1`, url: baseURL! }]);
  await page.goto('/cart');
  await hydrated(page);
  const section = page.getByRole('region', { name: '1 item(s) not sold online' });
  await expect(section).toContainText('Alprax 0.25 Tablet');
  await expect(section).toContainText('Not sold online');
  await expect(page.getByText('Remove the medicines that are not sold online to continue').filter({ visible: true }).first()).toBeVisible();
  const proceed = page
    .getByRole('button', { name: /Proceed|Log in to proceed/ })
    .filter({ visible: true })
    .first();
  await expect(proceed).toBeDisabled();
  await page.screenshot({ path: info.outputPath(`cart-${info.project.name}.png`), fullPage: true });
});
