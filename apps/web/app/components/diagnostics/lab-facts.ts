/** How the lab pages word a test's facts and read their addresses. Pure (unit tested). */
import type { LabHome, LabItemCard, LabPlace } from '@dawa/contracts';
import type { Translate } from '../../i18n/index.ts';
import { formatCount } from '../ui/format.ts';

export type LabCity = LabHome['serviceCities'][number];

/** Fasting before collection, from the API's whole hours (0: none needed). */
export function fastingText(t: Translate, hours: number | null): string {
  // A test the store has no details of: the lab says at booking (never 'no fasting' by default).
  if (hours === null) return t('diagnostics.fasting.unknown');
  if (hours <= 0) return t('diagnostics.fasting.none');
  return hours === 1 ? t('diagnostics.fasting.hour') : t('diagnostics.fasting.hours', { hours });
}

/** Up to two days in hours ('Report in 36 hours'), whole days beyond; null when the lab gives no time. */
export function reportText(t: Translate, hours: number | null): string | null {
  if (hours === null || hours <= 0) return null;
  if (hours === 1) return t('diagnostics.report.hour');
  if (hours <= 48 || hours % 24 !== 0) return t('diagnostics.report.hours', { hours });
  return t('diagnostics.report.days', { days: hours / 24 });
}

export const sampleText = (t: Translate, types: readonly string[]) => (types.length ? types.join(', ') : t('diagnostics.sample.unknown'));

/** 'Health package · 12 tests', 'Test · 3 parameters', or 'Test' when it reports one value (or none is known). */
export function kindText(t: Translate, item: Pick<LabItemCard, 'type' | 'testCount'>): string {
  const n = item.testCount;
  if (item.type === 'package')
    return `${t('diagnostics.type.package')} · ${n === 1 ? t('diagnostics.count.test') : t('diagnostics.count.tests', { count: formatCount(n) })}`;
  if (n <= 1) return t('diagnostics.type.test');
  return `${t('diagnostics.type.test')} · ${t('diagnostics.count.parameters', { count: formatCount(n) })}`;
}

/** The name of where prices are for: the service city, else the pincode's district, else the pincode. */
export const placeName = (place: LabPlace): string => place.serviceCity?.name ?? place.districtName ?? String(place.pincode);

const TIER_KEYS = { 1: 'diagnostics.place.tier1', 2: 'diagnostics.place.tier2', 3: 'diagnostics.place.tier3' } as const;
export const tierText = (t: Translate, tier: LabPlace['tier']) => t(TIER_KEYS[tier]);

const PINCODE = /^[1-9][0-9]{5}$/;
const CITY = /^[a-z][a-z0-9-]{0,40}$/;

/** A `?city=` value worth looking up (the menu's city slugs), else null. */
export const cityParam = (value: string | null): string | null => {
  const slug = (value ?? '').trim().toLowerCase();
  return CITY.test(slug) ? slug : null;
};

/**
 * The pincode to price for: a city the address names (the menu's and the city chips' links) wins over the
 * shopper's chosen pincode; with neither, none (the API prices for the store's default pincode).
 */
export function pricingPincode(city: string | null, chosen: string | null | undefined, cities: readonly LabCity[]): string | undefined {
  const named = city ? cities.find((c) => c.slug === city) : undefined;
  if (named) return String(named.pincode);
  return chosen && PINCODE.test(chosen) ? chosen : undefined;
}

/** The A–Z list's letter: A–Z or '#' (a digit or sign first), uppercased; anything else is no letter. */
export function letterParam(value: string | null): string | null {
  const letter = (value ?? '').trim().toUpperCase();
  return /^[A-Z#]$/.test(letter) ? letter : null;
}

/** An address of the A–Z list, leaving out what is not set. */
export function allTestsHref({ letter, page = 1, city }: { letter?: string | null; page?: number; city?: string | null }): string {
  const query = new URLSearchParams();
  if (letter) query.set('letter', letter);
  if (page > 1) query.set('page', String(page));
  if (city) query.set('city', city);
  const text = query.toString();
  return text ? `/diagnostics/all-tests?${text}` : '/diagnostics/all-tests';
}
