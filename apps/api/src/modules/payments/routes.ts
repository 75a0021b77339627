import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  bifurcationBody,
  bifurcationQuery,
  binOfferStatus,
  binParam,
  clientAuth,
  clientAuthBody,
  instrumentDetail,
  instrumentDetailBody,
  invokeBody,
  invokeQuery,
  invokeResponse,
  linkWalletBody,
  paymentBifurcation,
  paymentModes,
  paymentModesBody,
  paymentModesQuery,
  paymentOffers,
  paymentOffersBody,
  paymentSecretParam,
  paymentStatus,
  paymentStatusQuery,
  postOrderBifurcation,
  postOrderBifurcationQuery,
  savedModesQuery,
  savedPaymentModes,
  walletBody,
  walletQuery,
  walletState,
  webhookAck,
} from '@dawa/contracts';
import { defineRoute } from '../../http/route.ts';
import type { Result } from '../../http/result.ts';
import { requireUser, SECURE_SESSION_COOKIE, SESSION_COOKIE, type SessionUser } from '../auth/session.ts';
import type { PaymentModesService } from './modes.ts';
import { deliveryOf } from './modes.ts';
import type { PaymentService } from './service.ts';
import type { WalletService } from './wallets.ts';

const PERSONAL = 'private, no-store';
const TAGS = ['payments'];

/** Runs `then` for the signed-in customer, or answers 401. */
const signedIn = async <T>(
  request: Parameters<typeof requireUser>[0],
  then: (user: SessionUser) => Promise<Result<T>> | Result<T>,
): Promise<Result<T>> => {
  const user = await requireUser(request);
  return user.ok ? then(user.data) : user;
};

/**
 * Card BIN lookups per session (per address for a guest): enough for a shopper typing a card number or two,
 * too few to walk the BIN table or test stolen card numbers. Counted after the cookies are read.
 */
export const BIN_LOOKUP_LIMIT = {
  max: 10,
  timeWindow: 60_000,
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => {
    const session = request.cookies[SECURE_SESSION_COOKIE] ?? request.cookies[SESSION_COOKIE];
    return session ? `session:${createHash('sha256').update(session).digest('hex')}` : `ip:${request.ip}`;
  },
  errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) => ({
    statusCode: 429,
    code: 'CARD_LOOKUP_RATE_LIMITED',
    message: `Too many card checks. Please try again in ${context.after}.`,
  }),
};

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The payment calls of spec §7 "Payment", the status read after the gateway, and the gateway's webhook. */
export const paymentRoutes = (payments: PaymentService, modes: PaymentModesService, wallets: WalletService) => [
  defineRoute({
    method: 'POST',
    url: '/ufp/fetchPaymentModes',
    summary: 'Payment page: segments (preferred, offers, saved, pay later, all options), cash on delivery and linked wallets',
    tags: TAGS,
    query: paymentModesQuery,
    body: paymentModesBody,
    response: paymentModes,
    cache: PERSONAL,
    handler: ({ request, body }) => signedIn(request, (user) => modes.modes(user.id, deliveryOf(body.deliveryPreferences), body.variantId)),
  }),
  defineRoute({
    method: 'POST',
    url: '/ufp/fetchPaymentBifurcation',
    summary: "The cart's price lines for a payment method (UPI shows its instant discount)",
    tags: TAGS,
    query: bifurcationQuery,
    body: bifurcationBody,
    response: paymentBifurcation,
    cache: PERSONAL,
    handler: ({ request, body }) =>
      signedIn(request, (user) =>
        modes.bifurcation(user.id, {
          delivery: deliveryOf(body.deliveryPreferences),
          paymentTypeId: body.paymentId,
          paymentSubTypeId: body.paymentId === 1 ? undefined : body.paymentSubId,
          promoCode: body.promoCode,
          walletOptedIn: Boolean(body.walletOptedIn),
          plusVariantId: body.variantId,
        }),
      ),
  }),
  defineRoute({
    method: 'POST',
    url: '/ufp/fetchPaymentInvokeDetails',
    summary: 'Starts an online payment of a placed order at the gateway (honours Idempotency-Key)',
    tags: TAGS,
    query: invokeQuery,
    body: invokeBody,
    response: invokeResponse,
    cache: PERSONAL,
    handler: ({ request, body }) =>
      signedIn(request, (user) => payments.invoke(user.id, body, headerText(request.headers['idempotency-key']))),
  }),
  defineRoute({
    method: 'POST',
    url: '/ufp/getClientAuthPI',
    summary: "A client auth token for the order's open payment",
    tags: TAGS,
    body: clientAuthBody,
    response: clientAuth,
    cache: PERSONAL,
    handler: ({ request, body }) => signedIn(request, (user) => payments.clientAuth(user.id, body.parentOrderId)),
  }),
  defineRoute({
    method: 'GET',
    url: '/ufp/paymentStatus/:secret',
    summary: 'The payment result after the gateway (0 failed, 1 success, 2 pending), always re-read from the gateway',
    tags: TAGS,
    params: paymentSecretParam,
    query: paymentStatusQuery,
    response: paymentStatus,
    cache: PERSONAL,
    handler: ({ request, params, query }) => signedIn(request, (user) => payments.status(user.id, params.secret, query)),
  }),
  defineRoute({
    method: 'GET',
    url: '/ufp/fetchSavedPaymentModes',
    summary: 'Your linked wallets and the UPI ids you paid with',
    tags: TAGS,
    query: savedModesQuery,
    response: savedPaymentModes,
    cache: PERSONAL,
    handler: ({ request }) => signedIn(request, (user) => modes.saved(user.id)),
  }),
  defineRoute({
    method: 'POST',
    url: '/ufp/fetchPaymentOffers',
    summary: 'Payment offers and whether your cart qualifies',
    tags: TAGS,
    body: paymentOffersBody,
    response: paymentOffers,
    cache: PERSONAL,
    handler: ({ request, body }) =>
      signedIn(request, (user) => modes.offers(user.id, { delivery: deliveryOf(body.deliveryPreferences), promoCode: body.promoCode })),
  }),
  defineRoute({
    method: 'GET',
    url: '/ufp/checkBINBasedOfferStatus/:id',
    summary: "A card's network, bank and type from its first 6-8 digits, and whether an offer applies (none do today)",
    tags: TAGS,
    params: binParam,
    response: binOfferStatus,
    cache: PERSONAL,
    rateLimit: BIN_LOOKUP_LIMIT,
    handler: ({ request, params }) => signedIn(request, () => modes.binOffer(params.id)),
  }),
  defineRoute({
    method: 'GET',
    url: '/ufp/fetchPaymentBifurcationPostOrder',
    summary: "A placed order's amount lines",
    tags: TAGS,
    query: postOrderBifurcationQuery,
    response: postOrderBifurcation,
    cache: PERSONAL,
    handler: ({ request, query }) => signedIn(request, (user) => modes.postOrder(user.id, query.orderId)),
  }),
  defineRoute({
    method: 'GET',
    url: '/ufp/refreshWallet',
    summary: "A wallet's balance and link status (linked, refresh, delinked)",
    tags: TAGS,
    query: walletQuery,
    response: walletState,
    cache: PERSONAL,
    handler: ({ request, query }) => signedIn(request, (user) => wallets.refresh(user.id, query.paymentSubTypeId)),
  }),
  defineRoute({
    method: 'POST',
    url: '/ufp/requestWalletOTP',
    summary: 'Sends the OTP that links a wallet (creating it at the gateway if needed)',
    tags: TAGS,
    body: walletBody,
    response: walletState,
    cache: PERSONAL,
    handler: ({ request, body }) => signedIn(request, (user) => wallets.requestOtp(user.id, body.paymentSubTypeId)),
  }),
  defineRoute({
    method: 'POST',
    url: '/ufp/createWallet',
    summary: 'Creates the wallet at the gateway and sends its OTP',
    tags: TAGS,
    body: walletBody,
    response: walletState,
    cache: PERSONAL,
    handler: ({ request, body }) => signedIn(request, (user) => wallets.create(user.id, body.paymentSubTypeId)),
  }),
  defineRoute({
    method: 'POST',
    url: '/ufp/linkWallet',
    summary: 'Links a wallet with its OTP',
    tags: TAGS,
    body: linkWalletBody,
    response: walletState,
    cache: PERSONAL,
    handler: ({ request, body }) => signedIn(request, (user) => wallets.link(user.id, body.paymentSubTypeId, body.otp)),
  }),
  defineRoute({
    method: 'POST',
    url: '/ufp/fetchSpecificInstrumentDetail',
    summary: 'Pay later detail: not available yet',
    tags: TAGS,
    body: instrumentDetailBody,
    response: instrumentDetail,
    cache: PERSONAL,
    handler: ({ request }) => signedIn(request, () => modes.instrumentDetail()),
  }),
  defineRoute({
    method: 'POST',
    url: '/payments/webhook',
    summary: "The gateway's status notification (HTTP Basic auth, deduplicated by event id)",
    tags: TAGS,
    // Read after the credentials are checked: a caller without them learns nothing about the body's shape.
    body: z.unknown(),
    response: webhookAck,
    cache: 'no-store',
    handler: async ({ request, reply, body }) => {
      const result = await payments.webhook(request.headers.authorization, body);
      if (!result.ok && result.httpStatus === 401) reply.header('www-authenticate', 'Basic realm="payments"');
      return result;
    },
  }),
];
