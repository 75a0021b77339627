import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { api } from '../../lib/api.ts';
import { useSession } from '../account/session.ts';
import { locationFromCookies, writeLocationCookies } from './location-cookies.ts';
import { selectPincode, toLocation } from './pincode-form.tsx';
import { initialPincodeState, pincodeReducer } from './pincode-state.ts';
import { resolveQueryPincode } from './query-pincode.ts';

/**
 * Sets the delivery location without the drawer (spec §4 "Pincode resolution", §5):
 * - a `?pincode=` query is looked up and stored like a pincode checked in the drawer, then removed from the URL;
 * - a first visit without a location asks once for the pincode of the visitor's IP address and stores it
 *   (IP-reversed, not manual) when it is serviceable. A failed lookup keeps 'Select Pincode'.
 */
export function LocationSync() {
  const t = useT();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { location } = useSession();
  const hasLocation = location !== null;
  const raw = new URLSearchParams(search).get('pincode');
  const handled = useRef<string | null>(null);
  const ipAsked = useRef(false);

  useEffect(() => {
    const pincode = resolveQueryPincode(raw);
    if (pincode === null) return;
    const key = `${pathname}${search}`;
    if (handled.current === key) return;
    handled.current = key;
    ipAsked.current = true;
    const strip = () => {
      const params = new URLSearchParams(search);
      params.delete('pincode');
      const rest = params.toString();
      // The navigation reloads the page data, so the header reads the new cookies.
      void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true, preventScrollReset: true });
    };
    // An unknown or unserviceable pincode keeps the location from the cookies.
    selectPincode(String(pincode), t('account.pin.failed'))
      .catch(() => undefined)
      .finally(strip);
  }, [raw, pathname, search, hash, navigate, t]);

  useEffect(() => {
    if (hasLocation || raw !== null || ipAsked.current) return;
    ipAsked.current = true;
    api
      .ipLocation()
      .then(async (answer) => {
        const found = answer?.ipLocation;
        if (!found?.isIPReversed) return;
        const pincode = String(found.pincode);
        const picked = toLocation(await api.pincodeDetails(pincode), pincode);
        // A location chosen meanwhile (drawer, query) is never replaced.
        if (!picked || locationFromCookies(document.cookie)) return;
        const state = pincodeReducer(
          pincodeReducer(initialPincodeState(null), {
            type: 'setPincode',
            cityId: picked.cityId,
            city: picked.cityName,
            pincode: picked.pincode,
            isExpressAvailable: picked.isExpress,
            manual: false,
          }),
          { type: 'setIPReversed', isIPReversed: true },
        );
        if (state.isManuallySet || !state.isIPReversed || state.selectedPincode !== picked.pincode) return;
        writeLocationCookies(picked);
        void revalidator.revalidate();
      })
      .catch(() => undefined);
  }, [hasLocation, raw, revalidator]);

  return null;
}
