/**
 * Login and profile input rules (spec: "Login mobile number", "OTP", profile update sanitising).
 * Pure functions: the API enforces them, the web form can use them for instant feedback.
 */

export const LOGIN_MESSAGES = {
  mobileEmpty: 'Enter your phone number',
  mobileInvalid: 'Enter a valid mobile number',
  otpInvalid: 'Invalid OTP!',
  nameInvalid: 'Please Enter a Valid Name.',
  emailInvalid: 'Please enter a valid email address.',
  textTooLong: 'Text fields can be up to 500 characters.',
} as const;

/** Longest text a profile field keeps (spec: text fields up to 500 characters). */
export const PROFILE_TEXT_MAX = 500;

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * A +91 mobile number as the login form takes it: spaces and hyphens ignored, an optional +91 or 91
 * country prefix dropped, then exactly 10 digits starting 6–9.
 */
export function validateLoginMobile(input: string): Checked<string> {
  const compact = input.replace(/[\s-]/g, '');
  if (!compact) return { ok: false, message: LOGIN_MESSAGES.mobileEmpty };
  const national = /^(?:\+91|91)(\d{10})$/.exec(compact)?.[1] ?? compact;
  if (!/^[6-9]\d{9}$/.test(national)) return { ok: false, message: LOGIN_MESSAGES.mobileInvalid };
  return { ok: true, value: national };
}

/** An OTP as typed: digits only, exactly the length the server stated. */
export function validateOtpFormat(input: string, numberOfDigits: number): Checked<string> {
  const code = input.trim();
  if (code.length !== numberOfDigits || !/^\d+$/.test(code)) return { ok: false, message: LOGIN_MESSAGES.otpInvalid };
  return { ok: true, value: code };
}

// Emoji (pictographs, their joiners, variation selectors, skin tones, keycaps, flags) and private-use characters.
const EMOJI_OR_PRIVATE = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\p{Co}|\u200d|\u20e3|\ufe0e|\ufe0f/gu;
// Control characters and lone surrogates carry no text.
const CONTROL = /[\p{Cc}\p{Cs}]/gu;

/** Removes emoji and private-use characters, turns control characters into spaces, collapses and trims spaces. */
export function sanitiseProfileText(input: string): string {
  return input.replace(EMOJI_OR_PRIVATE, '').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

/** A person's name: letters (any script, with their marks) and single spaces, after sanitising. */
export function validateProfileName(input: string): Checked<string> {
  const name = sanitiseProfileText(input);
  if (name.length > PROFILE_TEXT_MAX) return { ok: false, message: LOGIN_MESSAGES.textTooLong };
  if (!/^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u.test(name)) return { ok: false, message: LOGIN_MESSAGES.nameInvalid };
  return { ok: true, value: name };
}

/** An email address after sanitising: one @, a dotted domain, no spaces. */
export function validateProfileEmail(input: string): Checked<string> {
  const email = sanitiseProfileText(input);
  if (email.length > PROFILE_TEXT_MAX) return { ok: false, message: LOGIN_MESSAGES.textTooLong };
  if (!/^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(email)) return { ok: false, message: LOGIN_MESSAGES.emailInvalid };
  return { ok: true, value: email };
}
