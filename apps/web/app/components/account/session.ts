import { useRouteLoaderData } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import type { SessionUser } from './types.ts';
import type { SelectedLocation } from '../location/location-cookies.ts';

/** What the root loader knows about the visitor: who they are (null for guests) and their chosen location. */
export type RootSession = { user: SessionUser | null; location: SelectedLocation | null };

export function useSession(): RootSession {
  const data = useRouteLoaderData('root') as RootSession | undefined;
  return { user: data?.user ?? null, location: data?.location ?? null };
}

/** The server's own message when it sent one, else the given fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
