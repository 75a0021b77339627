/**
 * The /login action (decision 006, 010): the login steps run on the server, which forwards the API's
 * Set-Cookie (the session) onto the page's response. After the code is verified the guest cart cookie is
 * merged into the account's cart (syncLocalCart) and cleared only when the server confirmed the merge; a
 * failed merge keeps it for the next request to try again.
 */
import { LOGIN_PAGE_FIELD, type LoginActionResult, type LoginIntent } from '../components/shell/login-intents.ts';
import type { LoginResult, OtpInfo } from '../components/account/types.ts';
import { translate } from '../i18n/index.ts';
import { apiResult } from './api-result.server.ts';
import { answerForm, cookieHeaders, safeReturnPath } from './form-answer.server.ts';
import { data, redirect } from 'react-router';
import { mergeGuestCart } from './guest-cart-merge.server.ts';

const MOBILE = /^[6-9][0-9]{9}$/;
const OTP = /^[0-9]{4,8}$/;
const INTENTS: LoginIntent[] = ['request-otp', 'verify-otp'];

const failed = (intent: LoginIntent | null, code: string, message: string): LoginActionResult => ({
  ok: false,
  intent,
  code,
  message: message || translate('en', 'account.error.generic'),
});

/** `name=value` of each Set-Cookie, as the next call's Cookie header would carry them. */
const cookiePairs = (setCookies: string[]) =>
  setCookies
    .map((c) => c.split(';')[0]?.trim() ?? '')
    .filter(Boolean)
    .join('; ');

export async function loginAction(request: Request) {
  const form = await request.formData();
  const intent = INTENTS.find((i) => i === form.get('intent')) ?? null;
  const mobile = String(form.get('mobile') ?? '').trim();
  let result: LoginActionResult;
  let cookies: string[] = [];
  if (!intent) result = failed(null, 'BAD_INTENT', '');
  else if (mobile === '') result = failed(intent, 'MOBILE_EMPTY', translate('en', 'account.error.emptyMobile'));
  else if (!MOBILE.test(mobile)) result = failed(intent, 'MOBILE_INVALID', translate('en', 'account.error.invalidMobile'));
  else if (intent === 'request-otp') {
    const sent = await apiResult<OtpInfo>({ method: 'POST', path: '/auth/requestOTP', body: { contactNumber: mobile } }, request);
    result = sent.ok ? { ok: true, intent, otp: sent.data } : failed(intent, sent.code, sent.message);
  } else {
    const otp = String(form.get('otp') ?? '').trim();
    if (!OTP.test(otp)) result = failed(intent, 'OTP_INVALID', translate('en', 'account.error.invalidOtp'));
    else {
      const login = await apiResult<LoginResult>(
        { method: 'POST', path: '/auth/login', body: { contactNumber: mobile, userOtp: otp } },
        request,
      );
      if (!login.ok) result = failed(intent, login.code, login.message);
      else {
        cookies = [...login.setCookies];
        const merge = await mergeGuestCart(request, undefined, cookiePairs(login.setCookies));
        if (merge.kind === 'merged') cookies.push(...merge.cookies);
        result = { ok: true, intent, merged: merge.kind === 'merged' ? merge.merged : null };
      }
    }
  }
  if (form.get(LOGIN_PAGE_FIELD) === '1') return answerLoginPage(form, mobile, result, cookies);
  return answerForm(form, request, result, cookies, '/');
}

/**
 * The /login page's forms (decision 041), posted with or without JavaScript: the page shows each answer
 * (the code step after a sent code, the error beside the field), and a verified code goes on to the page's
 * same-origin `redirectTo`, else home.
 */
function answerLoginPage(form: FormData, mobile: string, result: LoginActionResult, cookies: string[]) {
  const headers = cookieHeaders(cookies);
  if (result.ok && result.intent === 'verify-otp') return redirect(safeReturnPath(form.get('redirectTo')) ?? '/', { headers });
  return data({ ...result, mobile }, { headers, status: result.ok ? 200 : 400 });
}
