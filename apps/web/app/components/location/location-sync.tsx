import { useEffect, useRef } from 'react';
import { useFetcher, useLocation, useNavigate } from 'react-router';
import { api } from '../../lib/api.ts';
import type { LocationActionData } from './location-data.ts';
import { useSession } from '../account/session.ts';
import { locationFromCookies } from './location-cookies.ts';
import { resolveQueryPincode } from './query-pincode.ts';

/**
 * Sets the delivery location without the drawer (spec §4 "Pincode resolution", §5), through the /location
 * action like a pincode checked in the drawer:
 * - a `?pincode=` query is stored (when serviceable), then removed from the URL;
 * - a first visit without a location asks once for the pincode of the visitor's IP address and stores it
 *   when it is serviceable. A failed lookup keeps 'Select Pincode'.
 */
export function LocationSync() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<LocationActionData>({ key: 'location-sync' });
  const { location } = useSession();
  const hasLocation = location !== null;
  const raw = new URLSearchParams(search).get('pincode');
  const handled = useRef<string | null>(null);
  const ipAsked = useRef(false);
  const submit = useRef(fetcher.submit);
  submit.current = fetcher.submit;

  useEffect(() => {
    const pincode = resolveQueryPincode(raw);
    if (pincode === null) return;
    const key = `${pathname}${search}`;
    if (handled.current === key) return;
    handled.current = key;
    ipAsked.current = true;
    const params = new URLSearchParams(search);
    params.delete('pincode');
    const rest = params.toString();
    // An unknown or unserviceable pincode keeps the location from the cookies; the query goes either way.
    void submit
      .current({ intent: 'set-pincode', pincode: String(pincode) }, { method: 'post', action: '/location' })
      .finally(() => void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true, preventScrollReset: true }));
  }, [raw, pathname, search, hash, navigate]);

  useEffect(() => {
    if (hasLocation || raw !== null || ipAsked.current) return;
    ipAsked.current = true;
    // The visitor's own address is known to the browser's request only, so this lookup runs here.
    api
      .ipLocation()
      .then((answer) => {
        const found = answer?.ipLocation;
        // IP-reversed only; a location chosen meanwhile (drawer, query) is never replaced.
        if (!found?.isIPReversed || locationFromCookies(document.cookie)) return;
        void submit.current({ intent: 'set-pincode', pincode: String(found.pincode) }, { method: 'post', action: '/location' });
      })
      .catch(() => undefined);
  }, [hasLocation, raw]);

  return null;
}
