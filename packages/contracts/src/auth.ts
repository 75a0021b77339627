import { z } from 'zod';

/**
 * Login by OTP and the customer's profile (storefront spec §3 "OTP data", §5 "Login";
 * checkout spec §3 "Profile", "Login result", §7 "Auth and profile").
 * Shapes only: the login rules and messages live in @dawa/domain (validation/auth.ts).
 */

/** Raw text inputs are bounded before the rules run; the rules give the spec's messages. */
const rawMobile = z.string().max(20, 'Enter a valid mobile number');
const rawText = z.string().max(2000, 'Text fields can be up to 500 characters.');

export const OTP_RESEND_AFTER_SECONDS = 30;
export const OTP_EXPIRES_IN_SECONDS = 600;

export const requestOtpBody = z.object({ contactNumber: rawMobile }).strict();
export type RequestOtpBody = z.infer<typeof requestOtpBody>;

export const otpData = z.object({
  numberOfDigits: z.number().int(),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type OtpData = z.infer<typeof otpData>;

export const loginBody = z
  .object({
    contactNumber: rawMobile,
    userOtp: z.string().max(12, 'Invalid OTP!'),
    /** Sign-up details, kept only when the account has none yet. */
    name: rawText.optional(),
    profileEmail: rawText.optional(),
    /** Sent by the spec's client; accepted and not used. */
    hasCalled: z.boolean().optional(),
  })
  .strict();
export type LoginBody = z.infer<typeof loginBody>;

export const profile = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  profileEmail: z.string().nullable(),
  mobileNumber: z.string(),
  hasDeliveredOrder: z.boolean(),
  hasPlacedOrder: z.boolean(),
  isEmailVerified: z.boolean(),
  chronic: z.boolean(),
});
export type Profile = z.infer<typeof profile>;

/** The session token travels only in the HttpOnly cookie, never in the body. */
export const loginResult = z.object({ profile });
export type LoginResult = z.infer<typeof loginResult>;

export const emptyBody = z.object({}).strict();

export const authState = z.object({ isAuthenticated: z.boolean() });
export type AuthState = z.infer<typeof authState>;

/** Name, or (when no name is sent) a new email: exactly one of the two. */
export const updateProfileBody = z
  .object({ name: rawText.optional(), newEmail: rawText.optional() })
  .strict()
  .refine((body) => (body.name === undefined) !== (body.newEmail === undefined), {
    message: 'Send either a name or a new email.',
  });
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const orderAttributes = z.object({
  isFirstChronicFulfilled: z.boolean(),
  hasDeliveredOrder: z.boolean(),
  hasPlacedOrder: z.boolean(),
});
export type OrderAttributes = z.infer<typeof orderAttributes>;

export const medicinesRxAvailable = z.object({ productIdsWithRxAvailable: z.array(z.number().int()) });
export const diagnosticsOrdersCount = z.object({ count: z.number().int() });

export const outboxQuery = z.object({ contactNumber: rawMobile }).strict();
export const outbox = z.object({
  messages: z.array(z.object({ to: z.string(), text: z.string(), sentAt: z.string() })),
});
export type Outbox = z.infer<typeof outbox>;

/** Truecaller login (storefront spec §3 "Truecaller auth response", §7). A request lives 2 minutes. */
export const TRUECALLER_REQUEST_TTL_SECONDS = 120;
export const truecallerAuth = z.object({
  partnerKey: z.string(),
  partnerName: z.string(),
  requestId: z.string(),
  skipOption: z.string(),
  title: z.string(),
});
export type TruecallerAuth = z.infer<typeof truecallerAuth>;

const rawRequestId = z.string().max(100, 'This Truecaller request has expired. Please try again.');
export const truecallerPollingBody = z.object({ requestId: rawRequestId }).strict();
export type TruecallerPollingBody = z.infer<typeof truecallerPollingBody>;

/** `retry: true` while the customer has not answered; a profile once signed in (the cookie is set then). */
export const truecallerPolling = z.object({ profile: profile.optional(), retry: z.boolean() });
export type TruecallerPolling = z.infer<typeof truecallerPolling>;

/** Development Truecaller provider: the customer's answer in the app, simulated. */
export const truecallerConsentBody = z
  .object({ requestId: rawRequestId, mobileNumber: rawMobile, name: rawText.optional() })
  .strict();
export const truecallerRejectBody = z.object({ requestId: rawRequestId }).strict();
export const truecallerAnswer = z.object({ recorded: z.boolean() });

/** One-time login secret, e.g. from a link sent by SMS (checkout spec §7). */
export const LOGIN_SECRET_EXPIRES_IN_SECONDS = 900;
export const loginViaSecretBody = z
  .object({
    code: z.string().max(200, 'This link has expired. Please log in again.'),
    type: z.string().max(40, 'This link has expired. Please log in again.'),
    /** Sent by the spec's client; accepted and not used. */
    isOmsOrder: z.union([z.boolean(), z.string().max(10)]).optional(),
  })
  .strict();
export type LoginViaSecretBody = z.infer<typeof loginViaSecretBody>;
