import { useState } from 'react';
import { useRouteError } from 'react-router';
import { UploadPage } from '../components/prescriptions/upload-page.tsx';
import '../components/prescriptions/prescriptions.css';
import { LoginDrawer } from '../components/shell/login-drawer.tsx';
import { StatusPage } from '../components/shell/status-page.tsx';
import { Button } from '../components/ui/button.tsx';
import { DocumentIcon } from '../components/prescriptions/rx-icons.tsx';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import { ApiError } from '../lib/api.ts';
import { rxApi } from '../lib/api-prescriptions.ts';
import type { Route } from './+types/checkout-upload';
import { RouteError } from '../components/shell/route-error.tsx';

/** /checkout/upload (spec §2, §4): the signed-in shopper's past prescriptions; a guest is asked to log in. */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    const past = await rxApi.past(request);
    return { signedIn: true as const, past: past.prescriptions };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { signedIn: false as const, past: [] };
    throw error;
  }
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromPath(location.pathname);
  return [
    { title: translate(locale, 'rx.meta.title') },
    { name: 'description', content: translate(locale, 'rx.meta.description') },
    { name: 'robots', content: 'noindex' },
  ];
}

function GuestPrompt() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <StatusPage
        art={<DocumentIcon />}
        title={t('rx.guest.title')}
        actions={<Button onClick={() => setOpen(true)}>{t('rx.guest.login')}</Button>}
      >
        <p>{t('rx.guest.text')}</p>
      </StatusPage>
      {/* On success the drawer reloads the page data: the loader then finds the shopper signed in. */}
      <LoginDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}

export default function CheckoutUpload({ loaderData }: Route.ComponentProps) {
  return loaderData.signedIn ? <UploadPage past={loaderData.past} /> : <GuestPrompt />;
}

export function ErrorBoundary() {
  const t = useT();
  return <RouteError error={useRouteError()} message={t('rx.loadFailed')} />;
}
