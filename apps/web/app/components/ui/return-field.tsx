import { useLocation } from 'react-router';
import { useHydrated } from './use-hydrated.ts';

/**
 * Where a form's action sends the browser back when the page was not interactive yet (decision 010): the
 * plain HTML post gets a redirect to this page; once hydrated, the fetcher posts without it and the
 * router revalidates in place.
 */
export function ReturnField() {
  const { pathname, search } = useLocation();
  return useHydrated() ? null : <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />;
}
