import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabHome, LabItemDetails, LabMegamenu, LabProfiles, LabSearchResult, LabTestList, TypeaheadResponse } from '@dawa/contracts';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { expectCode, getData } from './support/http.ts';

/** The lab catalogue from the real CGHS 2025 rate list and the reviewed data files, on the fixture pincodes. */
describe('lab tests catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('prices a test at the NABH rate of the pincode’s tier, with the non-accredited rate beside it', async () => {
    // LB160 (T3, T4, TSH): Tier I ₹383 / ₹450, Tier II ₹344 / ₹405 in the rate list.
    const mumbai = await getData<LabItemDetails>(t.api, '/api/diagnostics/item/thyroid-profile-t3-t4-tsh-lb160?pincode=400001');
    expect(mumbai.place).toMatchObject({ pincode: 400001, tier: 1, homeCollection: true, serviceCity: { slug: 'mumbai' } });
    expect(mumbai.item.price).toEqual({ pricePaise: 45_000, listPricePaise: 45_000, discountPercent: 0, nonAccreditedPaise: 38_300 });
    expect(mumbai.cghsCode).toBe('LB160');
    expect(mumbai.byline).toEqual({ writtenBy: 2, reviewedBy: 1, reviewedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(mumbai.measures).toBeTruthy();
    expect(mumbai.inPackages.map((p) => p.id)).toContain('thyroid-care');

    const jaipur = await getData<LabItemDetails>(t.api, '/api/diagnostics/item/thyroid-profile-t3-t4-tsh-lb160?pincode=302001');
    expect(jaipur.place).toMatchObject({ tier: 2, homeCollection: false, serviceCity: null });
    expect(jaipur.item.price.pricePaise).toBe(40_500);
    // Bilaspur (Himachal Pradesh) is in neither list: tier III, 80% of tier I.
    const bilaspur = await getData<LabItemDetails>(t.api, '/api/diagnostics/item/thyroid-profile-t3-t4-tsh-lb160?pincode=174001');
    expect(bilaspur.place.tier).toBe(3);
    expect(bilaspur.item.price.pricePaise).toBe(36_000);
  });

  it('derives a tier the rate list lost from the tier it has (Vitamin D3 has Tier I only)', async () => {
    const search = await getData<LabSearchResult>(t.api, '/api/diagnostics/search?q=vitamin%20d&pincode=174001');
    const vitaminD = search.items.find((i) => i.id === 'LB154')!;
    expect(vitaminD.price.pricePaise).toBe(80_000); // ₹1,000 × 0.8
  });

  it('prices a package below the sum of its tests by the documented rule', async () => {
    const home = await getData<LabHome>(t.api, '/api/diagnostics/home?pincode=400001');
    expect(home.popularTests).toHaveLength(10);
    expect(home.packages.length).toBeGreaterThanOrEqual(8);
    for (const pack of home.packages) {
      const off = pack.testCount <= 5 ? 20 : pack.testCount <= 10 ? 30 : 40;
      expect(pack.price.pricePaise).toBe(Math.floor((pack.price.listPricePaise * (100 - off)) / 100 / 1000) * 1000);
      expect(pack.price.pricePaise).toBeLessThan(pack.price.listPricePaise);
    }
    const details = await getData<LabItemDetails>(t.api, '/api/diagnostics/item/full-body-checkup?pincode=400001');
    expect(details.tests.reduce((sum, test) => sum + test.price.pricePaise, 0)).toBe(details.item.price.listPricePaise);
    expect(home.serviceCities.map((c) => c.slug)).toEqual(expect.arrayContaining(['mumbai', 'delhi']));
  });

  it('finds the Thyroid Profile by "thyroid", and packages by name', async () => {
    const found = await getData<LabSearchResult>(t.api, '/api/diagnostics/search?q=thyroid');
    expect(found.items[0]).toMatchObject({ id: 'LB160', type: 'test' });
    expect(found.items.some((i) => i.type === 'package' && i.id === 'thyroid-care')).toBe(true);
    const none = await getData<LabSearchResult>(t.api, '/api/diagnostics/search?q=zzzyx');
    expect(none.items).toEqual([]);
    await expectCode(t.api, '/api/diagnostics/search?q=%20', 400, 'VALIDATION_FAILED');
  });

  it('lists all 335 laboratory tests A–Z, 30 a page, and by letter', async () => {
    const first = await getData<LabTestList>(t.api, '/api/diagnostics/tests');
    expect(first.total).toBe(335);
    expect(first.tests).toHaveLength(30);
    expect(first.pageCount).toBe(12);
    const names = first.tests.map((x) => x.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const t12 = await getData<LabTestList>(t.api, '/api/diagnostics/tests?letter=t');
    expect(t12.letter).toBe('T');
    expect(t12.tests.every((x) => x.name.toUpperCase().startsWith('T'))).toBe(true);
    await expectCode(t.api, '/api/diagnostics/tests?letter=tt', 400, 'VALIDATION_FAILED');
    await expectCode(t.api, '/api/diagnostics/tests?page=0', 400, 'VALIDATION_FAILED');
  });

  it('states fasting only for tests the store has details of', async () => {
    // '#': names that start with a digit, such as LB041 '11 Cells Panel for Antibody Identification'.
    const digits = await getData<LabTestList>(t.api, '/api/diagnostics/tests?letter=%23');
    expect(digits.tests.find((x) => x.id === 'LB041')).toMatchObject({ fastingHours: null, reportHours: null, sampleTypes: [] });
    const lipid = (await getData<LabSearchResult>(t.api, '/api/diagnostics/search?q=lipid%20profile')).items.find((i) => i.id === 'LB125')!;
    expect(lipid.fastingHours).toBeGreaterThan(0);
  });

  it('answers an unknown test 404 and a malformed slug 400', async () => {
    await expectCode(t.api, '/api/diagnostics/item/no-such-test-lb999', 404, 'LAB_ITEM_NOT_FOUND');
    await expectCode(t.api, '/api/diagnostics/item/..%2Fetc', 400, 'VALIDATION_FAILED');
    await expectCode(t.api, '/api/diagnostics/home?pincode=12', 400, 'VALIDATION_FAILED');
  });

  it('gives the mega menu 10 tests and 10 cities, and labels the labs as demonstration profiles', async () => {
    const menu = await getData<LabMegamenu>(t.api, '/api/diagnostics/megamenu');
    expect(menu.popularTests).toHaveLength(10);
    // Only cities with a serviceable pincode in the fixture directory are offered.
    expect(menu.cities.map((c) => c.slug)).toEqual(expect.arrayContaining(['mumbai', 'delhi']));
    const labs = await getData<LabProfiles>(t.api, '/api/diagnostics/labs');
    expect(labs.demo).toBe(true);
    expect(labs.note).toMatch(/not real laboratories/);
    expect(labs.labs.length).toBeGreaterThanOrEqual(5);
  });

  it('offers matching lab tests in the typeahead, and sends a lab-only query to the lab search', async () => {
    const typed = await getData<TypeaheadResponse>(t.api, '/api/search/searchTypeAhead?q=lipid%20profile');
    expect(typed.labTests[0]).toMatchObject({ entityType: 6, type: 'test', id: 'LB125' });
    expect(typed.labTests.length).toBeLessThanOrEqual(3);
    expect(typed.labSuggestion).toEqual({
      entityType: 14,
      text: "Search 'lipid profile' in Lab Tests",
      url: '/diagnostics/search/all?q=lipid%20profile',
    });
    expect(typed.redirectTo).toBe(typed.products.length === 0 ? 'diagnostics' : null);
    const medicine = await getData<TypeaheadResponse>(t.api, '/api/search/searchTypeAhead?q=dolo');
    expect(medicine.labTests).toEqual([]);
    expect(medicine.labSuggestion).toBeNull();
    expect(medicine.redirectTo).toBeNull();
  });

  it('checks a pincode for home sample collection with order type 2', async () => {
    expect(await getData(t.api, '/api/delivery/pincodeCheck/400001?orderType=2')).toMatchObject({ cityName: expect.any(String) });
    // Jaipur gets medicines but no lab collection yet.
    expect(await getData(t.api, '/api/delivery/pincodeCheck/302001?orderType=1')).toMatchObject({ cityName: expect.any(String) });
    const refused = await expectCode(t.api, '/api/delivery/pincodeCheck/302001?orderType=2', 404, 'PINCODE_NOT_SERVICEABLE');
    expect(refused.message).toBe('Home sample collection is not available at 302001 yet.');
  });
});
