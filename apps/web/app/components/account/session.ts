import { useRouteLoaderData } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import type { SessionUser } from './types.ts';
import { formatCount } from '../ui/format.ts';
import type { SelectedLocation } from '../location/location-cookies.ts';
import type { RootCart } from '../cart/cart-lines.ts';
import type { FooterCategory } from '../shell/footer-markup.ts';

/**
 * What the root loader knows about the visitor: who they are (null for guests), their chosen location and
 * cart; how many cities the store delivers to (counted from the pincode data; null when unknown); and the
 * footer's healthcare categories (the same for everyone, kept in the server's memory; empty when unknown).
 */
export type RootSession = {
  user: SessionUser | null;
  location: SelectedLocation | null;
  cart: RootCart;
  servedCities: number | null;
  footerCategories: FooterCategory[];
};

export function useSession(): Pick<RootSession, 'user' | 'location'> {
  const data = useRouteLoaderData('root') as RootSession | undefined;
  return { user: data?.user ?? null, location: data?.location ?? null };
}

/** The footer's Healthcare column links (none on a page rendered without the root's data). */
export function useFooterCategories(): FooterCategory[] {
  const data = useRouteLoaderData('root') as RootSession | undefined;
  return data?.footerCategories ?? NO_CATEGORIES;
}
const NO_CATEGORIES: FooterCategory[] = [];

/**
 * The shell's line about where the store delivers, with the real count of cities when known. The count is
 * grouped by hand: the footer renders on every page, and `toLocaleString` loads the locale's data in the
 * middle of hydration (decision 040).
 */
export function useServingText(t: (key: 'shell.footer.serving' | 'shell.footer.servingAcross', vars?: Record<string, string>) => string) {
  const data = useRouteLoaderData('root') as RootSession | undefined;
  const cities = data?.servedCities;
  return cities ? t('shell.footer.serving', { count: formatCount(cities) }) : t('shell.footer.servingAcross');
}

/** The server's own message when it sent one, else the given fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
