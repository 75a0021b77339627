/**
 * The payment step on the server (spec §2, §3, §4, decision 010): its loader gives the cart, the payment
 * modes for the chosen delivery and the price lines of the chosen payment type; its action keeps the
 * chosen method (`choose-payment`) and the wallet opt-ins (`choose-wallet`, decision 063) and places the
 * order (`place-order`) with the browser's Idempotency-Key,
 * so a double tap, a retry after a timeout or a reload gives the same order. Paying online then starts in
 * the browser: the instrument goes straight to the gateway (decision 008), never through here.
 */
import type { CartData, PaymentBifurcation, PaymentModes } from '@dawa/contracts';
import { data, redirect } from 'react-router';
import { translate } from '../../i18n/index.ts';
import { checkoutApi, TimeoutError, type DeliveryPreference } from '../../lib/api-checkout.ts';
import { failureOf } from '../../lib/api-result.server.ts';
import { clearChoicesCookie, updateChoices, type CheckoutChoices } from '../../lib/checkout-choices.server.ts';
import { walletChoices } from '../../lib/checkout-choices.ts';
import { startStep } from '../../lib/checkout-step.server.ts';
import { buildPlaceOrderBody, PAY, placementBlocked } from './payment-rules.ts';

export type PaymentData = {
  signedIn: true;
  rxStep: boolean;
  cart: CartData;
  modes: PaymentModes | null;
  lines: PaymentBifurcation | null;
  choices: CheckoutChoices;
};

const preferencesOf = (choices: CheckoutChoices): DeliveryPreference[] => [{ shipmentId: 1, optionId: choices.speed ?? 'standard' }];

const promoOf = (cart: CartData) => (cart.promotionDetails?.isPromoValid ? cart.promotionDetails.couponCode : undefined);

export async function paymentLines(request: Request, choices: CheckoutChoices, cart: CartData): Promise<PaymentBifurcation | null> {
  const { paymentTypeId, paymentSubTypeId } = choices;
  const promo = promoOf(cart);
  return checkoutApi
    .bifurcation(
      {
        addressId: choices.addressId,
        paymentId: paymentTypeId,
        ...(paymentTypeId !== undefined && paymentTypeId !== PAY.card && paymentSubTypeId !== undefined
          ? { paymentSubId: paymentSubTypeId }
          : {}),
        ...(promo ? { promoCode: promo } : {}),
        hasOptedForTeleconsult: choices.rx.consult ? 1 : 0,
        deliveryPreferences: preferencesOf(choices),
        ...walletChoices(choices),
        ...(cart.loyaltyItem ? { programId: 'plus' as const, variantId: cart.loyaltyItem.variantId } : {}),
      },
      request,
    )
    .catch(() => null);
}

export async function paymentLoader(request: Request): Promise<PaymentData | { signedIn: false }> {
  const start = await startStep(request, 'payment');
  if (!start.signedIn) return start;
  const { cart, choices } = start;
  const [modes, lines] = await Promise.all([
    checkoutApi.paymentModes(preferencesOf(choices), request, cart.loyaltyItem?.variantId).catch(() => null),
    paymentLines(request, choices, cart),
  ]);
  return { signedIn: true, rxStep: start.rxStep, cart, modes, lines, choices };
}

export type PlaceAnswer =
  | { ok: true; intent: 'place-order'; orderId: number; paymentAllowed: boolean }
  | { ok: true; intent: 'choose-payment' | 'choose-wallet' }
  | { ok: false; intent: string; status: number; code: string; message: string };

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

function paymentOf(form: FormData): { paymentTypeId: number; paymentSubTypeId?: number } | null {
  const type = Number(form.get('paymentTypeId'));
  if (!Number.isSafeInteger(type) || Math.abs(type) >= 1_000) return null;
  const rawSub = form.get('paymentSubTypeId');
  const sub = rawSub === null || rawSub === '' ? undefined : Number(rawSub);
  if (sub !== undefined && (!Number.isSafeInteger(sub) || Math.abs(sub) >= 1_000)) return null;
  return { paymentTypeId: type, ...(sub !== undefined ? { paymentSubTypeId: sub } : {}) };
}

export async function paymentAction(request: Request) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const t = (key: Parameters<typeof translate>[1]) => translate('en', key);
  const fail = (status: number, code: string, message: string) =>
    data<PlaceAnswer>({ ok: false, intent, status, code, message }, { status: status >= 400 && status < 600 ? status : 400 });
  if (intent === 'choose-wallet') {
    // Checkboxes: a box left unticked is absent from the form.
    const { cookie } = updateChoices(request, {
      walletOptOut: form.get('useWallet') === null ? true : undefined,
      refundToSource: form.get('refundToWallet') === null ? true : undefined,
    });
    return data<PlaceAnswer>({ ok: true, intent }, { headers: { 'Set-Cookie': cookie } });
  }
  const payment = paymentOf(form);
  if (intent !== 'choose-payment' && intent !== 'place-order') return fail(400, 'UNKNOWN_INTENT', t('ck.error.generic'));
  if (!payment) return fail(400, 'INVALID_PAYMENT', t('ck.pay.choose'));
  const { choices, cookie } = updateChoices(request, payment);
  if (intent === 'choose-payment') return data<PlaceAnswer>({ ok: true, intent }, { headers: { 'Set-Cookie': cookie } });

  // The earlier steps are checked again: the guard redirects when one is missing.
  const start = await startStep(request, 'payment');
  if (!start.signedIn) return fail(401, 'UNAUTHORIZED', t('ck.error.generic'));
  if (placementBlocked(choices, start.cart.itemsCount)) return fail(400, 'ORDER_BLOCKED', t('ck.error.blocked'));
  const promo = start.cart.promotionDetails;
  const body = buildPlaceOrderBody(
    choices,
    payment,
    { code: promo?.couponCode, valid: promo?.isPromoValid === true },
    start.cart.loyaltyItem?.variantId,
  );
  const key = form.get('idempotencyKey');
  let placed;
  try {
    placed = await checkoutApi.placeOrder(body, typeof key === 'string' && KEY.test(key) ? key : undefined, request);
  } catch (error) {
    if (error instanceof TimeoutError) return fail(0, 'TIMEOUT', t('ck.error.slow'));
    const failure = failureOf(error, t('ck.error.generic'));
    return fail(failure.status, failure.code, failure.message);
  }
  // Nothing more to pay: the checkout is over, its choices are forgotten.
  if (!placed.paymentAllowed || payment.paymentTypeId === PAY.cod) {
    return redirect(`/order-success?orderId=${placed.orderId}`, { headers: { 'Set-Cookie': clearChoicesCookie(request) } });
  }
  // Paying online: the choices stay until the order is paid (a retry places the same order).
  return data<PlaceAnswer>(
    { ok: true, intent, orderId: placed.orderId, paymentAllowed: placed.paymentAllowed },
    { headers: { 'Set-Cookie': cookie } },
  );
}
