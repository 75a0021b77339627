/** The figures a shopper reads on a medicine page agree with the data: reach, the savings headline, the FAQ, the list. */
import { expect, test } from '@playwright/test';
import { hydrated, medicineFor, shown } from './support.ts';

const grouped = (n: number) => {
  const digits = String(n);
  return digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
};

test('Augmentin 625 Duo: honest reach and savings figures that agree with each other', async ({ page, request }, testInfo) => {
  const coverage = (await (await request.get('/api/v3/serviceCoverage')).json()).data as { cityCount: number; pincodeCount: number };
  const augmentin = await medicineFor(request, 'augmentin 625', 'Augmentin 625 Duo Tablet');
  const detail = (await (await request.get(`/api/products/${augmentin.productId}`)).json()).data as {
    alternatives: { cheaperCount: number; maxSavingPercent: number; count: number };
  };
  const { cheaperCount, maxSavingPercent } = detail.alternatives;
  expect(cheaperCount).toBeGreaterThan(1);
  expect(maxSavingPercent).toBeLessThan(90);

  await page.goto(augmentin.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Augmentin 625 Duo Tablet');
  await expect(shown(page, `To ${grouped(coverage.cityCount)} cities and ${grouped(coverage.pincodeCount)} pin codes`)).toBeVisible();
  await expect(page.getByText(/1200/)).toHaveCount(0);
  // The footer states the same count of cities, never a rounder one.
  await expect(page.locator('footer').getByText(`Delivering to ${grouped(coverage.cityCount)} towns and cities in India.`)).toBeVisible();
  await expect(page.getByText(/1,000 towns/)).toHaveCount(0);

  const headline = `Save up to ${maxSavingPercent}% per tablet with ${cheaperCount} cheaper alternatives`;
  await expect(shown(page, headline)).toBeVisible();
  await page.locator('#alternatives').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('augmentin-alternatives.png') });
  await page.getByRole('region', { name: 'Why shop with Dawa' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('augmentin-trust.png') });

  await shown(page, 'Is there a cheaper alternative to Augmentin 625 Duo Tablet?').click();
  await expect(shown(page, new RegExp(`Yes\\. ${cheaperCount} medicines with the same composition.*up to ${maxSavingPercent}% less`))).toBeVisible();

  // The drawer is what this checks: before hydration 'View All' leads to the composition's page (decision 041).
  await hydrated(page);
  await page.locator('#alternatives').getByRole('button', { name: 'View All' }).click();
  const drawer = page.getByRole('dialog', { name: 'Generic alternatives' });
  await expect(drawer.getByRole('heading', { name: `Cheaper per tablet (${cheaperCount})` })).toBeVisible();
  await expect(drawer.getByRole('region', { name: `Cheaper per tablet (${cheaperCount})` }).getByRole('listitem')).toHaveCount(cheaperCount);
  await page.screenshot({ path: testInfo.outputPath('augmentin-drawer.png') });
  const outlier = drawer.getByText('Price far below others of this composition: not compared until we have checked it');
  await outlier.scrollIntoViewIfNeeded();
  await expect(outlier).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('augmentin-drawer-end.png') });
});

test('the Hindi twin states the same reach and savings in Hindi', async ({ page, request }, testInfo) => {
  const coverage = (await (await request.get('/api/v3/serviceCoverage')).json()).data as { cityCount: number; pincodeCount: number };
  const augmentin = await medicineFor(request, 'augmentin 625', 'Augmentin 625 Duo Tablet');
  const detail = (await (await request.get(`/api/products/${augmentin.productId}`)).json()).data as {
    alternatives: { cheaperCount: number; maxSavingPercent: number };
  };
  const { cheaperCount, maxSavingPercent } = detail.alternatives;
  await page.goto(`/hi${augmentin.url}`);
  await expect(shown(page, `${grouped(coverage.cityCount)} शहरों और ${grouped(coverage.pincodeCount)} पिन कोड तक`)).toBeVisible();
  await expect(shown(page, `${cheaperCount} सस्ते विकल्पों के साथ प्रति tablet ${maxSavingPercent}% तक बचाएँ`)).toBeVisible();
  await page.locator('#alternatives').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('augmentin-hindi.png') });
});
