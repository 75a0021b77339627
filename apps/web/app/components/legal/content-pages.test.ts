import { describe, expect, it } from 'vitest';
import { contentPageFor, languagePaths, localisedPath, splitLocale } from './content-pages.ts';

describe('written pages and their addresses', () => {
  it('finds each policy in English and in Hindi', () => {
    expect(contentPageFor('/return-policy')).toEqual({ page: 'returns', locale: 'en' });
    expect(contentPageFor('/hi/return-policy')).toEqual({ page: 'returns', locale: 'hi' });
    expect(contentPageFor('/legal/privacy-policy/')).toEqual({ page: 'privacy', locale: 'en' });
    expect(contentPageFor('/hi/legal/terms-and-conditions')).toEqual({ page: 'terms', locale: 'hi' });
    expect(contentPageFor('/help')).toEqual({ page: 'help', locale: 'en' });
  });

  it('knows no other path', () => {
    expect(contentPageFor('/')).toBeNull();
    expect(contentPageFor('/hi')).toBeNull();
    expect(contentPageFor('/legal')).toBeNull();
    expect(contentPageFor('/return-policy.data')).toBeNull();
    expect(contentPageFor('/history/return-policy')).toBeNull();
    expect(contentPageFor('/legal/editorial-policy/asha-1')).toBeNull();
  });

  it('splits the Hindi prefix only as a whole segment', () => {
    expect(splitLocale('/hi')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocale('/hi/')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocale('/hindi-help')).toEqual({ locale: 'en', path: '/hindi-help' });
    expect(splitLocale('/')).toEqual({ locale: 'en', path: '/' });
  });

  it('keeps Hindi readers in Hindi only where a Hindi page exists', () => {
    expect(localisedPath('/return-policy', 'hi')).toBe('/hi/return-policy');
    expect(localisedPath('/', 'hi')).toBe('/hi');
    expect(localisedPath('/legal/editorial-policy/asha-rao-1', 'hi')).toBe('/hi/legal/editorial-policy/asha-rao-1');
    expect(localisedPath('/about-us', 'hi')).toBe('/about-us');
    expect(localisedPath('/cart', 'hi')).toBe('/cart');
    expect(localisedPath('/return-policy', 'en')).toBe('/return-policy');
    expect(languagePaths('/help')).toEqual({ en: '/help', hi: '/hi/help' });
  });
});
