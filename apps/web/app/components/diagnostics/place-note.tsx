/**
 * Which city and tier the prices on a lab page are for, and, where the pincode is outside the service cities,
 * that home collection is not offered there yet, with the cities where it is.
 */
import type { LabPlace } from '@dawa/contracts';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { InfoIcon, PinIcon } from '../ui/icons.tsx';
import { placeName, tierText, type LabCity } from './lab-facts.ts';

type Props = {
  place: LabPlace;
  /** The service cities, listed when home collection is not offered here; without them a link to the list. */
  cities?: readonly LabCity[];
  /** False when neither the shopper nor the address chose the pincode (the store's default). */
  chosen: boolean;
};

export const cityHref = (slug: string) => `/diagnostics?city=${encodeURIComponent(slug)}`;

export function PlaceNote({ place, cities, chosen }: Props) {
  const t = useT();
  const city = placeName(place);
  return (
    <div className="lab-place">
      <p className="lab-place__line">
        <PinIcon size="sm" />
        <span>
          <strong>{t('diagnostics.place.for', { city })}</strong> (
          {t('diagnostics.place.detail', { tier: tierText(t, place.tier), pincode: place.pincode })})
        </span>
      </p>
      {chosen ? null : <p className="lab-place__hint">{t('diagnostics.place.default')}</p>}
      {place.homeCollection ? null : (
        <div className="notice lab-place__away" role="note">
          <InfoIcon size="sm" />
          <div>
            <p>{t('diagnostics.place.noCollection', { pincode: place.pincode, city })}</p>
            {cities && cities.length > 0 ? (
              <>
                <p>{t('diagnostics.place.servedIn')}</p>
                <ul className="lab-place__cities">
                  {cities.map((c) => (
                    <li key={c.slug}>
                      <Link to={cityHref(c.slug)}>{c.name}</Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p>
                <Link to="/diagnostics#lab-cities">{t('diagnostics.place.seeCities')}</Link>
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
