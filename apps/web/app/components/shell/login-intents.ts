/** What the /login action accepts (request-otp, verify-otp) and answers. */
import type { SyncResult } from '@dawa/contracts';
import type { OtpInfo } from '../account/types.ts';

export const LOGIN_ACTION = '/login';

export type LoginIntent = 'request-otp' | 'verify-otp';

export type LoginActionResult =
  | { ok: true; intent: 'request-otp'; otp: OtpInfo }
  | {
      ok: true;
      intent: 'verify-otp';
      /** The guest cart merged into the account's: lines capped at their maximum, lines left out. */
      merged: Pick<SyncResult, 'capped' | 'notAdded'> | null;
    }
  | { ok: false; intent: LoginIntent | null; code: string; message: string };

/** The /login page's answer: the action's, with the number it was for (the page's next step shows it). */
export type LoginPageAnswer = LoginActionResult & { mobile: string };

/** The field that marks a post from the /login page (its forms go on to the next step, not back). */
export const LOGIN_PAGE_FIELD = 'page';
