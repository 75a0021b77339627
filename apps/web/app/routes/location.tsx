import { slugify } from '@dawa/domain';
import { useNavigate } from 'react-router';
import { useSession } from '../components/account/session.ts';
import type { PincodeDetails } from '../components/account/types.ts';
import type { SelectedLocation } from '../components/location/location-cookies.ts';
import { PincodeForm } from '../components/location/pincode-form.tsx';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import type { Route } from './+types/location';

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromPath(location.pathname);
  return [
    { title: translate(locale, 'account.pin.pageTitle') },
    { name: 'description', content: translate(locale, 'account.pin.pageDescription') },
  ];
}

/** The local landing page of a pincode: `/online-medicine-order/location/<neighbourhood-city>-<pincode>`. */
export function localLandingPath(location: SelectedLocation, details: PincodeDetails): string {
  const slug = slugify(`${details.neighbourhoodAttributes?.name ?? ''} ${location.cityName}`);
  return `/online-medicine-order/location/${slug ? `${slug}-` : ''}${location.pincode}`;
}

/** /location: the pincode form as a page; choosing a pincode goes to its local landing page (spec §2). */
export default function LocationPage() {
  const t = useT();
  const navigate = useNavigate();
  const { location } = useSession();
  return (
    <div className="container location-page">
      <h1>{t('account.pin.pageHeading')}</h1>
      <p>{t('account.pin.intro')}</p>
      <div className="location-page__card">
        <PincodeForm current={location} onSelected={(selected, details) => navigate(localLandingPath(selected, details))} />
      </div>
    </div>
  );
}
