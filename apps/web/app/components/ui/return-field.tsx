import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Where a form's action sends the browser back when the page was not interactive yet (decision 010): the
 * plain HTML post gets a redirect to this page; once hydrated, the fetcher posts without it and the
 * router revalidates in place.
 */
export function ReturnField() {
  const { pathname, search } = useLocation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? null : <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />;
}

/** A same-origin path to go back to, or null (never another site, never a protocol-relative address). */
export function safeReturnPath(value: FormDataEntryValue | null): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value.length <= 500 ? value : null;
}
