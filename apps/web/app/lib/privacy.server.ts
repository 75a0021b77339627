/**
 * /account/privacy and /account/privacy/erase (DPDP Act 2023): the loaders read the shopper's consents and
 * account, the actions change a consent or erase the account (decision 010), and the download answers the
 * shopper's data as a dated JSON attachment that no cache keeps.
 */
import { data, redirect } from 'react-router';
import { CONSENT_PURPOSES, type ConsentList, type ConsentPurpose, type Profile } from '@dawa/contracts';
import { translate } from '../i18n/index.ts';
import { privacyCalls } from './api-privacy.ts';
import { apiResult } from './api-result.server.ts';
import { clearChoicesCookie } from './checkout-choices.server.ts';
import { answerForm, cookieHeaders } from './form-answer.server.ts';

export const PRIVACY_PATH = '/account/privacy';
export const ERASE_PATH = '/account/privacy/erase';
export const DOWNLOAD_PATH = '/account/privacy/download';

export type PrivacyPageData = { signedIn: false; consents: null } | { signedIn: true; consents: ConsentList };
export type ConsentActionResult =
  { ok: true; intent: 'consent'; consents: ConsentList } | { ok: false; intent: 'consent' | null; code: string; message: string };

export async function loadPrivacy(request: Request): Promise<PrivacyPageData> {
  const consents = await apiResult(privacyCalls.consents(), request);
  if (consents.ok) return { signedIn: true, consents: consents.data };
  if (consents.status === 401) return { signedIn: false, consents: null };
  throw data(null, { status: 503 });
}

const purposeOf = (value: FormDataEntryValue | null): ConsentPurpose | null => CONSENT_PURPOSES.find((p) => p === value) ?? null;

export async function privacyAction(request: Request) {
  const form = await request.formData();
  const purpose = purposeOf(form.get('purpose'));
  const granted = form.get('granted');
  let result: ConsentActionResult;
  if (form.get('intent') !== 'consent' || !purpose || (granted !== 'true' && granted !== 'false')) {
    result = { ok: false, intent: null, code: 'BAD_REQUEST', message: translate('en', 'privacy.choices.failed') };
  } else {
    const changed = await apiResult(privacyCalls.changeConsent(purpose, granted === 'true'), request);
    result = changed.ok
      ? { ok: true, intent: 'consent', consents: changed.data }
      : { ok: false, intent: 'consent', code: changed.code, message: changed.message || translate('en', 'privacy.choices.failed') };
  }
  return answerForm(form, request, result, [], PRIVACY_PATH);
}

/** The day in India, for the file name. */
const indianDate = (at: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(at));

/** The shopper's data as a file download; a guest is sent to the page that asks them to log in. */
export async function downloadMyData(request: Request): Promise<Response> {
  const answer = await apiResult(privacyCalls.exportMyData(), request);
  if (!answer.ok) {
    if (answer.status === 401) return redirect(PRIVACY_PATH);
    throw data(null, { status: 503 });
  }
  return new Response(`${JSON.stringify(answer.data, null, 2)}\n`, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="dawa-my-data-${indianDate(answer.data.generatedAt)}.json"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

export type ErasePageData = { state: 'signed-in'; numberEnding: string } | { state: 'guest' } | { state: 'done' };
export type EraseActionResult = { ok: false; code: string; message: string; field?: 'confirmMobileNumber' | 'understood' };

export async function loadErase(request: Request): Promise<ErasePageData> {
  const profile = await apiResult<Profile>({ method: 'GET', path: '/profile/fetchProfileInfo' }, request);
  if (profile.ok) return { state: 'signed-in', numberEnding: profile.data.mobileNumber.slice(-2) };
  if (profile.status !== 401) throw data(null, { status: 503 });
  return new URL(request.url).searchParams.get('done') === '1' ? { state: 'done' } : { state: 'guest' };
}

/**
 * Erases the account once the box is ticked and the typed number is the account's. On success the API's
 * cleared session cookie and a cleared checkout cookie go along with the redirect to the confirmation.
 */
export async function eraseAction(request: Request) {
  const form = await request.formData();
  const typed = form.get('confirmMobileNumber');
  const fail = (result: EraseActionResult, status: number, cookies: string[] = []) =>
    data(result, { status, headers: cookieHeaders(cookies) });
  if (form.get('intent') !== 'erase' || typeof typed !== 'string') {
    return fail({ ok: false, code: 'BAD_REQUEST', message: translate('en', 'privacy.erasePage.failed') }, 400);
  }
  if (form.get('understood') !== 'yes') {
    return fail({ ok: false, code: 'NOT_CONFIRMED', message: translate('en', 'privacy.erasePage.mustTick'), field: 'understood' }, 400);
  }
  const erased = await apiResult(privacyCalls.eraseAccount(typed.slice(0, 20)), request);
  if (erased.ok) {
    return redirect(`${ERASE_PATH}?done=1`, { headers: cookieHeaders([...erased.setCookies, clearChoicesCookie(request)]) });
  }
  const field = erased.code === 'ERASE_CONFIRMATION_MISMATCH' || erased.code === 'VALIDATION_FAILED' ? 'confirmMobileNumber' : undefined;
  const message = erased.message || translate('en', 'privacy.erasePage.failed');
  return fail(
    { ok: false, code: erased.code, message, ...(field ? { field } : {}) },
    erased.status >= 400 && erased.status < 500 ? erased.status : 503,
    erased.setCookies,
  );
}
