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
