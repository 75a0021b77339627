import { useRouteLoaderData } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import type { SessionUser } from './types.ts';
import type { SelectedLocation } from '../location/location-cookies.ts';
import type { RootCart } from '../cart/cart-lines.ts';

/** What the root loader knows about the visitor: who they are (null for guests), their chosen location and cart. */
export type RootSession = { user: SessionUser | null; location: SelectedLocation | null; cart: RootCart };

export function useSession(): Omit<RootSession, 'cart'> {
  const data = useRouteLoaderData('root') as RootSession | undefined;
  return { user: data?.user ?? null, location: data?.location ?? null };
}

/** The server's own message when it sent one, else the given fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
