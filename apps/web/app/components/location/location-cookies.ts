/**
 * The chosen delivery location lives in cookies (spec §4, §9): pincode, city id, city name, the 4-digit
 * city group and express availability, for 365 days on the whole site. The /location action writes them
 * (location.server.ts); the root loader reads them back.
 */
export const LOCATION_COOKIES = {
  pincode: 'pincode',
  cityId: 'city_id',
  cityName: 'city_name',
  cityGroup: 'city_group',
  express: 'express_delivery',
} as const;

const PINCODE = /^[1-9][0-9]{5}$/;

export type SelectedLocation = { pincode: string; cityId: number; cityName: string; isExpress: boolean };

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    const raw = part.slice(at + 1).trim();
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

/** The location from a Cookie header, or null when there is no valid pincode and city. */
export function locationFromCookies(header: string | null | undefined): SelectedLocation | null {
  const jar = parseCookies(header);
  const pincode = jar[LOCATION_COOKIES.pincode] ?? '';
  const cityId = Number(jar[LOCATION_COOKIES.cityId]);
  const cityName = (jar[LOCATION_COOKIES.cityName] ?? '').slice(0, 80);
  if (!PINCODE.test(pincode) || !Number.isInteger(cityId) || cityId <= 0 || !cityName) return null;
  return { pincode, cityId, cityName, isExpress: jar[LOCATION_COOKIES.express] === '1' };
}
