import type { SmsProvider } from './sms.ts';

/** MSG91 (an Indian SMS gateway) account settings; the OTP template is the DLT-registered one. */
export interface Msg91Settings {
  authKey: string;
  /** The flow/template id whose text carries the `##otp##` variable. */
  templateId: string;
  /** https://control.msg91.com in production; a local fake in tests. */
  baseUrl: string;
  /** Gives up on a call after this long (default 10 s): a login must not hang on the provider. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Sends login codes through MSG91's Flow API (`POST /api/v5/flow`, header `authkey`): the template id and,
 * per recipient, the mobile number with its country code and the template's variables. MSG91 answers
 * `{ type: 'success' | 'error', message }`, sometimes with HTTP 200 for an error, so both are checked.
 * The text the store composes is not sent: under DLT rules only the registered template's text may be.
 */
export function msg91SmsProvider(settings: Msg91Settings): SmsProvider {
  const post = settings.fetch ?? fetch;
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/api/v5/flow`;
  return {
    async send(to, _text, variables = {}) {
      const mobiles = to.replace(/^\+/, '');
      if (!/^91[6-9]\d{9}$/.test(mobiles)) throw new Error('MSG91 sends only to Indian mobile numbers (+91 and ten digits)');
      const response = await post(url, {
        method: 'POST',
        headers: { authkey: settings.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ template_id: settings.templateId, short_url: '0', recipients: [{ mobiles, ...variables }] }),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
      const body = (await response.json().catch(() => null)) as { type?: string; message?: string } | null;
      if (!response.ok || body?.type !== 'success') {
        throw new Error(`MSG91 refused the message: HTTP ${response.status}${body?.message ? `, ${body.message}` : ''}`);
      }
    },
  };
}
