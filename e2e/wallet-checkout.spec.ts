/**
 * The store wallet at checkout and in refunds (decision 063): a shopper with ₹150 of credit pays part of an order
 * with it (the summary's wallet line), pays the rest by UPI, cancels the paid order before it is packed, and sees
 * the whole amount back in the wallet at once; a shopper who turns the wallet off pays everything at the gateway.
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E_OPS_TOKEN } from '../playwright.config.ts';
import { choosePaymentStep, hydrated, medicineFor, mobileFor, shownControl as shown, signedInWithCart } from './support.ts';

const LEAD = { phone: '69', desktop: '70' };
const PORT = Number(process.env.E2E_PORT ?? 3100);
test.use({ baseURL: process.env.E2E_PUBLIC_URL ?? `http://localhost:${PORT}` });

async function credit(page: Page, mobile: string, amountPaise: number) {
  const res = await page.request.post('/api/ops/wallet/goodwill', {
    data: { mobileNumber: mobile, amountPaise, reason: 'Sorry for the late delivery', reference: `e2e-wc-${mobile}` },
    headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
  });
  expect(res.status()).toBe(200);
}

async function toPayment(page: Page) {
  await choosePaymentStep(page);
  await hydrated(page);
}

const walletLine = (page: Page) => page.locator('[data-identifier="pe_wallet"]').filter({ visible: true }).first();

test('part paid from the wallet, the rest by UPI; cancelled before packing, it all comes back to the wallet and pays the next order', async ({
  page,
}, info) => {
  test.setTimeout(150_000);
  const mobile = mobileFor(LEAD, info.project.name, 1);
  await signedInWithCart(page, mobile);
  await credit(page, mobile, 1_500);
  await toPayment(page);

  const wallet = page.getByRole('region', { name: 'Dawa wallet' }).filter({ visible: true }).first();
  await expect(wallet.getByRole('checkbox', { name: /Use my wallet balance \(₹15\)/ })).toBeChecked();
  await expect(wallet.getByText('₹15 is paid from your wallet on this order.')).toBeVisible();
  await expect(walletLine(page)).toContainText('-₹15');
  await expect(wallet.getByRole('checkbox', { name: /Refund to my Dawa wallet/ })).toBeChecked();

  await page.getByRole('radio', { name: /^UPI/ }).first().check();
  await page.getByLabel('UPI ID').fill('success@upi');
  await shown(page, 'button', /^Pay ₹/).click();
  await expect(page).toHaveURL(/\/gateway\/pay\/|\/payment\/order\/|\/order-success/, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/order-success\?orderId=\d+$/, { timeout: 20_000 });
  const orderId = new URL(page.url()).searchParams.get('orderId');

  await page.goto('/account/wallet');
  await expect(page.locator('.wlt-total')).toHaveText('₹0');
  await expect(page.locator('.wlt-entry').first()).toContainText(`Paid for order #${orderId}`);

  await page.goto(`/account/orders/medicine-healthcare/${orderId}`);
  await hydrated(page);
  await expect(page.getByText('₹15 paid from your Dawa wallet')).toBeVisible();
  await shown(page, 'button', 'Cancel order').click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog.getByText('Anything you paid comes back to your Dawa wallet at once.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.locator('.order-refund')).toHaveText(/^₹[\d,.]+ is back in your Dawa wallet\.$/);
  const back = (await page.locator('.order-refund').textContent())!.match(/^(₹[\d,.]+)/)![1]!;

  await page.goto('/account/wallet');
  await expect(page.locator('.wlt-total')).toHaveText(back);
  await expect(page.locator('.wlt-entry').first()).toContainText(`Refund for cancelled order #${orderId}`);

  // The refund pays for the next order: the same medicine again, paid from the wallet at checkout.
  const dolo = await medicineFor(page.request, 'dolo 650', 'Dolo 650 Tablet');
  expect((await page.request.post('/api/cart/addToCart', { data: { productId: dolo.productId, quantity: 1 } })).status()).toBe(200);
  await toPayment(page);
  await expect(walletLine(page)).toContainText('-₹');
});

test('a shopper who turns the wallet off pays the whole amount; the choice is kept', async ({ page }, info) => {
  test.setTimeout(90_000);
  const mobile = mobileFor(LEAD, info.project.name, 2);
  await signedInWithCart(page, mobile);
  await credit(page, mobile, 1_000);
  await toPayment(page);
  await expect(walletLine(page)).toContainText('-₹10');
  const use = page
    .getByRole('checkbox', { name: /Use my wallet balance/ })
    .filter({ visible: true })
    .first();
  await use.uncheck();
  await expect(walletLine(page)).toHaveCount(0);
  await page.reload();
  await expect(
    page
      .getByRole('checkbox', { name: /Use my wallet balance/ })
      .filter({ visible: true })
      .first(),
  ).not.toBeChecked();
  await expect(walletLine(page)).toHaveCount(0);
});
