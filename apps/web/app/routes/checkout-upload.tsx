import '../components/checkout/checkout-header.css';
import { CHECKOUT_LAYOUT } from '../components/checkout/checkout-steps.ts';
import { useState } from 'react';
import { data, redirect, useRouteError } from 'react-router';
import { missingReason, STEP_PATH } from '../components/checkout/checkout-guard.ts';
import { UploadPage } from '../components/prescriptions/upload-page.tsx';
import '../components/prescriptions/prescriptions.css';
import { LoginDrawer } from '../components/shell/lazy-login-drawer.tsx';
import { StatusPage } from '../components/shell/status-page.tsx';
import { buttonClass } from '../components/ui/button.tsx';
import { EnhancedLink, loginHref } from '../components/ui/enhanced-link.tsx';
import { DocumentIcon } from '../components/prescriptions/rx-icons.tsx';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import { rxApi } from '../lib/api-prescriptions.ts';
import { hasRxChoice, updateChoices } from '../lib/checkout-choices.server.ts';
import { startStep } from '../lib/checkout-step.server.ts';
import type { Route } from './+types/checkout-upload';
import { RouteError } from '../components/shell/route-error.tsx';

/** Shown in the checkout layout, with its header. */
export const handle = CHECKOUT_LAYOUT;

/**
 * /checkout/upload (spec §2, §4): the signed-in shopper's past prescriptions and what this checkout chose
 * so far; `?missing=prescription` when a later step sent the shopper back. A guest is asked to log in.
 */

export async function loader({ request }: Route.LoaderArgs) {
  const start = await startStep(request, 'rx');
  if (!start.signedIn) return { signedIn: false as const, past: [], rx: null, missing: null, rxStep: true };
  const past = await rxApi.past(request);
  const known = new Set(past.prescriptions.map((p) => p.id));
  // Only prescriptions that are still the shopper's are shown as chosen.
  const rx = {
    uploadedIds: start.choices.rx.uploadedIds.filter((id) => known.has(id)),
    pastIds: start.choices.rx.pastIds.filter((id) => known.has(id)),
    consult: start.choices.rx.consult,
  };
  return { signedIn: true as const, past: past.prescriptions, rx, missing: missingReason(new URL(request.url).searchParams), rxStep: true };
}

const MAX_IDS = 10;
const ids = (form: FormData, name: string) =>
  form
    .getAll(name)
    .filter((v): v is string => typeof v === 'string')
    .slice(0, MAX_IDS);

/**
 * Intent `choose-rx`: the uploaded and ticked prescriptions, or the free consultation, go into the
 * checkout choices (the cookie's reader drops anything that is not a prescription id); then on to delivery.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== 'choose-rx') {
    return data({ ok: false as const, code: 'UNKNOWN_INTENT', message: translate('en', 'ck.error.generic') }, { status: 400 });
  }
  const rx = { uploadedIds: ids(form, 'uploadedId'), pastIds: ids(form, 'pastId'), consult: form.get('consult') === '1' };
  const { choices, cookie } = updateChoices(request, { rx });
  if (!hasRxChoice(choices.rx)) {
    return data({ ok: false as const, code: 'PRESCRIPTION_REQUIRED', message: translate('en', 'rx.continueHint') }, { status: 400 });
  }
  return redirect(STEP_PATH.delivery, { headers: { 'Set-Cookie': cookie } });
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
        actions={
          <EnhancedLink href={loginHref('/checkout/upload')} className={buttonClass()} onOpen={() => setOpen(true)}>
            {t('rx.guest.login')}
          </EnhancedLink>
        }
      >
        <p>{t('rx.guest.text')}</p>
      </StatusPage>
      {/* On success the drawer reloads the page data: the loader then finds the shopper signed in. */}
      <LoginDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}

export default function CheckoutUpload({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.signedIn || !loaderData.rx) return <GuestPrompt />;
  return (
    <UploadPage
      past={loaderData.past}
      initial={loaderData.rx}
      missing={loaderData.missing === 'prescription'}
      error={actionData && !actionData.ok ? actionData.message : null}
    />
  );
}

export function ErrorBoundary() {
  const t = useT();
  return <RouteError error={useRouteError()} message={t('rx.loadFailed')} />;
}
