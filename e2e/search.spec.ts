/** The search box's other answers and the results page. */
import { expect, test } from '@playwright/test';
import { openSearch, shown } from './support.ts';

test('a nonsense query offers the three ways to still get the medicine', async ({ page }) => {
  await page.goto('/');
  const box = await openSearch(page);
  await box.pressSequentially('qzxqzv', { delay: 20 });
  await expect(shown(page, 'No results found for')).toBeVisible();
  await expect(shown(page, 'Request Medicine')).toBeVisible();
  await expect(shown(page, 'Upload Prescription')).toBeVisible();
  await expect(shown(page, 'Call Now')).toBeVisible();
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option')).toHaveCount(0);
});

test('Enter opens the results page for the typed text', async ({ page }) => {
  await page.goto('/');
  const box = await openSearch(page);
  await box.pressSequentially('augmentn 625', { delay: 20 });
  await expect(page.getByRole('option', { name: /^Augmentin 625 Duo Tablet / })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/all\?q=augmentn(\+|%20)625$/);
  await expect(
    page
      .getByRole('link', { name: /Augmentin 625 Duo Tablet/ })
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
});

test('a suggestion pressed as the answer to newer text arrives opens the medicine it was pressed on', async ({ page }) => {
  await page.goto('/');
  const box = await openSearch(page);
  await box.pressSequentially('augmentin 375', { delay: 20 });
  const duo = page.getByRole('option', { name: /^AUGMENTIN 375 DUO TABLET / });
  await expect(page.getByRole('option')).toHaveCount(3);
  // The answer to the longer text (which drops a row above this one) waits until the button is down.
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route(/searchTypeAhead\?q=augmentin(\+|%20)375(\+|%20)duo/, async (route) => {
    await held;
    await route.continue();
  });
  const answered = page.waitForResponse(/searchTypeAhead\?q=augmentin(\+|%20)375(\+|%20)duo/);
  await box.pressSequentially(' duo', { delay: 20 });
  await duo.hover();
  await page.mouse.down();
  answer();
  await answered;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  await page.mouse.up();
  await expect(page.getByRole('heading', { level: 1, name: 'AUGMENTIN 375 DUO TABLET' })).toBeVisible();
});

test('nothing typed is lost while the search dialog loads, and the box searches before the page hydrates', async ({ page, browser }) => {
  // Slow the dialog's code down so the typing certainly happens while it loads.
  await page.route('**/assets/search-modal-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const trigger = page.locator('.search-trigger__text').filter({ visible: true }).first();
  await trigger.click();
  await page.keyboard.type('augm', { delay: 30 });
  const box = page.getByRole('combobox', { name: 'Search medicines and healthcare products' });
  await expect(box).toBeVisible();
  await expect(box).toHaveValue('augm');
  await page.keyboard.type('entin', { delay: 30 });
  await expect(box).toHaveValue('augmentin');

  // Without JavaScript the same box is a plain form to the results page.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const noJs = await context.newPage();
  await noJs.goto('/');
  const plain = noJs.locator('.search-trigger__text').filter({ visible: true }).first();
  await plain.fill('augmentin');
  await plain.press('Enter');
  await expect(noJs).toHaveURL(/\/search\/all\?q=augmentin$/);
  await expect(noJs.getByRole('link', { name: /Augmentin 625 Duo Tablet/ }).first()).toBeAttached();
  await context.close();
});

test('a misspelt or Devanagari brand is labelled as a correction; a brand the store lacks offers the request instead of another drug', async ({
  page,
}) => {
  await page.goto('/');
  const box = await openSearch(page);
  await box.pressSequentially('krocin', { delay: 20 });
  await expect(shown(page, 'Showing results for')).toBeVisible();
  await expect(page.getByRole('option', { name: /^Crocin / }).first()).toBeVisible();

  await box.fill('');
  await box.pressSequentially('क्रोसिन', { delay: 20 });
  await expect(shown(page, 'Showing results for')).toBeVisible();
  await expect(page.getByRole('option', { name: /^Crocin / }).first()).toBeVisible();

  await box.fill('');
  await box.pressSequentially('tylenol', { delay: 20 });
  await expect(shown(page, 'No results found for')).toBeVisible();
  await expect(shown(page, 'Request Medicine')).toBeVisible();
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option')).toHaveCount(0);

  await page.goto('/search/all?q=krocin');
  await expect(shown(page, 'Showing results for')).toBeVisible();
  await expect(
    page
      .getByRole('link', { name: /^Crocin / })
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await page.goto('/search/all?q=tylenol');
  await expect(shown(page, 'No results found for')).toBeVisible();
  await expect(shown(page, 'Request Medicine')).toBeVisible();
});
