import { slugify } from '@dawa/domain';
import { useNavigate } from 'react-router';
import { useSession } from '../components/account/session.ts';
import type { PincodeDetails } from '../components/account/types.ts';
import type { SelectedLocation } from '../components/location/location-cookies.ts';
import type { LocationActionData, LocationLoaderData } from '../components/location/location-data.ts';
import { locationCookies, lookUpPincode, saveAddress } from '../components/location/location.server.ts';
import { PincodeForm } from '../components/location/pincode-form.tsx';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import { api } from '../lib/api.ts';
import { isUnauthorized } from '../lib/api-result.server.ts';
import { answerOrReturn } from '../lib/form-answer.server.ts';
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

/**
 * What the pincode drawer reads: the signed-in visitor's saved addresses (null for a guest) and, with
 * `?check=<pincode>`, that pincode's area as a preview (nothing is stored by looking).
 */
export async function loader({ request }: Route.LoaderArgs): Promise<LocationLoaderData> {
  const check = new URL(request.url).searchParams.get('check');
  const fallback = translate('en', 'account.pin.failed');
  if (check) {
    const preview = await lookUpPincode(check, request, fallback, fallback);
    return {
      addresses: null,
      preview: preview.ok ? preview.details : null,
      previewError: preview.ok ? null : { pincode: check, message: preview.message },
    };
  }
  const addresses = await api.addresses(request).catch((error: unknown) => (isUnauthorized(error) ? null : []));
  return { addresses: Array.isArray(addresses) ? addresses : null, preview: null, previewError: null };
}

/**
 * Intents: `set-pincode` (the pincode field, a saved address picked in the drawer, a `?pincode=` link)
 * stores a serviceable pincode in the location cookies; `save-address` saves the address form and makes
 * its pincode the location. A plain form posted before the page was interactive is sent back to
 * `redirectTo` (the /location page itself goes on to the pincode's local page).
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const failed = translate('en', 'account.pin.failed');
  let answer: LocationActionData;
  let cookies: string[] = [];
  if (intent === 'set-pincode') {
    const found = await lookUpPincode(form.get('pincode'), request, failed, translate('en', 'account.pin.invalid'));
    answer = found.ok ? { ok: true, intent, location: found.location, details: found.details } : { ...found, intent };
    if (found.ok) cookies = locationCookies(found.location);
  } else if (intent === 'save-address') {
    const saved = await saveAddress(form, request, {
      failed: translate('en', 'account.address.networkError'),
      invalid: translate('en', 'account.address.required'),
    });
    answer = saved.ok ? { ok: true, intent, address: saved.address } : { ok: false, intent, code: saved.code, message: saved.message };
    if (saved.ok) cookies = saved.cookies;
  } else {
    answer = { ok: false, intent, code: 'UNKNOWN_INTENT', message: failed };
  }
  const chosen = answer.ok && answer.location && answer.details ? { location: answer.location, details: answer.details } : null;
  return answerOrReturn(form, answer, cookies, (back) =>
    back === '/location' && chosen ? localLandingPath(chosen.location, chosen.details) : back,
  );
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
        <PincodeForm current={location} onSelected={(selected, details) => void navigate(localLandingPath(selected, details))} />
      </div>
    </div>
  );
}
