/** Where a lab page prices for: the city its address names, else the shopper's chosen pincode, else the store's default. */
import { labApi } from '../../lib/api-diagnostics.ts';
import { locationFromCookies } from '../location/location-cookies.ts';
import { cityParam, pricingPincode, type LabCity } from './lab-facts.ts';

const KEEP_CITIES_MS = 10 * 60_000;
let kept: { at: number; cities: Promise<LabCity[]> } | null = null;

/** The service cities with their pincodes, the same for every shopper: kept in this process for ten minutes. */
export function serviceCities(request: Request): Promise<LabCity[]> {
  if (!kept || Date.now() - kept.at > KEEP_CITIES_MS) {
    const cities = labApi.home(undefined, request).then((home) => home.serviceCities);
    kept = { at: Date.now(), cities };
    cities.catch(() => {
      if (kept?.cities === cities) kept = null;
    });
  }
  return kept.cities;
}

export type LabPricing = {
  /** Absent: the API prices for the store's default pincode. */
  pincode?: string;
  /** The `?city=` slug when it names a service city. */
  city: string | null;
  chosen: boolean;
};

export async function labPricing(request: Request): Promise<LabPricing> {
  const asked = cityParam(new URL(request.url).searchParams.get('city'));
  const cities = asked ? await serviceCities(request).catch(() => []) : [];
  const city = asked && cities.some((c) => c.slug === asked) ? asked : null;
  const pincode = pricingPincode(city, locationFromCookies(request.headers.get('cookie'))?.pincode, cities);
  return { pincode, city, chosen: pincode !== undefined };
}
