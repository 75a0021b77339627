import type { LabPlace } from '@dawa/contracts';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/index.ts';
import { allTestsHref, cityParam, fastingText, kindText, letterParam, placeName, pricingPincode, reportText } from './lab-facts.ts';

const t = translatorFor('en');
const CITIES = [
  { slug: 'mumbai', name: 'Mumbai', pincode: 400001 },
  { slug: 'new-delhi', name: 'New Delhi', pincode: 110001 },
];

describe('lab facts in words', () => {
  it('says when no fasting is needed, and for how long otherwise', () => {
    expect(fastingText(t, 0)).toBe('No fasting needed');
    expect(fastingText(t, 1)).toBe('1 hour fasting');
    expect(fastingText(t, 12)).toBe('12 hours fasting');
    // A test without the store's details never claims that no fasting is needed.
    expect(fastingText(t, null)).toBe('Fasting: told at booking');
  });

  it('gives report times in hours up to two days, whole days beyond, nothing when unknown', () => {
    expect(reportText(t, null)).toBeNull();
    expect(reportText(t, 0)).toBeNull();
    expect(reportText(t, 1)).toBe('Report in 1 hour');
    expect(reportText(t, 24)).toBe('Report in 24 hours');
    expect(reportText(t, 48)).toBe('Report in 48 hours');
    expect(reportText(t, 72)).toBe('Report in 3 days');
    expect(reportText(t, 60)).toBe('Report in 60 hours');
  });

  it('names a package by its tests and a test by its parameters when known', () => {
    expect(kindText(t, { type: 'package', testCount: 12 })).toBe('Health package · 12 tests');
    expect(kindText(t, { type: 'package', testCount: 1 })).toBe('Health package · 1 test');
    expect(kindText(t, { type: 'test', testCount: 3 })).toBe('Test · 3 parameters');
    expect(kindText(t, { type: 'test', testCount: 1 })).toBe('Test');
    expect(kindText(t, { type: 'test', testCount: 0 })).toBe('Test');
  });

  it('names the place by its service city, else its district, else its pincode', () => {
    const place: LabPlace = { pincode: 302001, districtName: 'Jaipur', serviceCity: null, tier: 2, homeCollection: false };
    expect(placeName(place)).toBe('Jaipur');
    expect(placeName({ ...place, serviceCity: { slug: 'jaipur', name: 'Jaipur City' } })).toBe('Jaipur City');
    expect(placeName({ ...place, districtName: null })).toBe('302001');
  });
});

describe('where a lab page prices for', () => {
  it('takes a named service city over the chosen pincode', () => {
    expect(pricingPincode('new-delhi', '400001', CITIES)).toBe('110001');
  });

  it('takes the chosen pincode when the city is unknown or absent', () => {
    expect(pricingPincode('atlantis', '302001', CITIES)).toBe('302001');
    expect(pricingPincode(null, '302001', CITIES)).toBe('302001');
  });

  it('leaves the default to the API when nothing valid was chosen', () => {
    expect(pricingPincode(null, null, CITIES)).toBeUndefined();
    expect(pricingPincode(null, '012345', CITIES)).toBeUndefined();
    expect(pricingPincode('atlantis', undefined, CITIES)).toBeUndefined();
  });

  it('reads only slug-shaped city names', () => {
    expect(cityParam(' Mumbai ')).toBe('mumbai');
    expect(cityParam('new-delhi')).toBe('new-delhi');
    expect(cityParam('../etc')).toBeNull();
    expect(cityParam('')).toBeNull();
    expect(cityParam(null)).toBeNull();
  });
});

describe('the A–Z list addresses', () => {
  it('reads one letter A–Z or #, in any case', () => {
    expect(letterParam('t')).toBe('T');
    expect(letterParam('#')).toBe('#');
    expect(letterParam('ab')).toBeNull();
    expect(letterParam('1')).toBeNull();
    expect(letterParam(null)).toBeNull();
  });

  it('leaves out what is not set and encodes #', () => {
    expect(allTestsHref({})).toBe('/diagnostics/all-tests');
    expect(allTestsHref({ letter: 'T', page: 1 })).toBe('/diagnostics/all-tests?letter=T');
    expect(allTestsHref({ letter: '#', page: 2, city: 'mumbai' })).toBe('/diagnostics/all-tests?letter=%23&page=2&city=mumbai');
    expect(allTestsHref({ page: 3 })).toBe('/diagnostics/all-tests?page=3');
  });
});
