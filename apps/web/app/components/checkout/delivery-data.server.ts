/**
 * The delivery step on the server (spec §2, §4 "Delivery", decision 010): its loader's data — saved
 * addresses, the delivery options of the chosen one, the cart priced for the chosen speed, the pharmacist
 * call note — and its action's intents: choose an address, choose a speed, save the address form, continue.
 */
import type { CartData, DeliveryOptions } from '@dawa/contracts';
import { redirect } from 'react-router';
import { translate } from '../../i18n/index.ts';
import { api } from '../../lib/api.ts';
import { checkoutApi, type PharmacistCallTime } from '../../lib/api-checkout.ts';
import { failureOf } from '../../lib/api-result.server.ts';
import { answerOrReturn } from '../../lib/form-answer.server.ts';
import { readChoices, updateChoices, type Speed } from '../../lib/checkout-choices.server.ts';
import { cartFor, startStep } from '../../lib/checkout-step.server.ts';
import type { Address } from '../account/types.ts';
import { saveAddress } from '../location/location.server.ts';
import { missingReason, STEP_PATH } from './checkout-guard.ts';
import { pickAddress, pickSpeed } from './delivery-rules.ts';

export type DeliveryData = {
  signedIn: true;
  rxStep: boolean;
  missing: ReturnType<typeof missingReason>;
  addresses: Address[];
  addressId: number | undefined;
  options: DeliveryOptions | null;
  optionsFailed: boolean;
  speed: Speed | undefined;
  cart: CartData;
  call: PharmacistCallTime | null;
};

export async function deliveryLoader(request: Request): Promise<DeliveryData | { signedIn: false }> {
  const start = await startStep(request, 'delivery');
  if (!start.signedIn) return start;
  const { choices } = start;
  const addresses = await api.addresses(request);
  const chosen = pickAddress(addresses, choices.addressId);
  let options: DeliveryOptions | null = null;
  let optionsFailed = false;
  if (chosen) {
    try {
      options = await checkoutApi.deliveryOptions(chosen.id, request);
    } catch {
      optionsFailed = true;
    }
  }
  const speed = options?.isDeliverable ? pickSpeed(options.shipments[0]?.deliveryOptions ?? [], choices.speed) : undefined;
  const express = speed === 'express';
  const cart = express === (choices.speed === 'express') ? start.cart : await cartFor(request, express, choices.plusPlanId);
  const needsCall = choices.rx.consult || cart.items.some((i) => i.isCustom);
  const call = needsCall ? await checkoutApi.pharmacistCallTime(request).catch(() => null) : null;
  return {
    signedIn: true,
    rxStep: start.rxStep,
    missing: missingReason(new URL(request.url).searchParams),
    addresses,
    addressId: chosen?.id,
    options,
    optionsFailed,
    speed,
    cart,
    call,
  };
}

const positiveId = (value: FormDataEntryValue | null) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};
const speedOf = (value: FormDataEntryValue | null): Speed | undefined => (value === 'standard' || value === 'express' ? value : undefined);

export type DeliveryActionData =
  | { ok: true; intent: string; address?: Address }
  | { ok: false; intent: string; code: string; message: string; fields?: string[]; values?: Record<string, string> };

const ADDRESS_FIELDS = ['contactName', 'contactNumber', 'flatNumber', 'streetName', 'landmark', 'pincode', 'type'] as const;

/** The address as posted (text only, each within a sane length), to show again when it was refused. */
const postedAddress = (form: FormData) =>
  Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, String(form.get(name) ?? '').slice(0, 200)]));

/** Answers the value, or (a plain form posted before the page was interactive) redirects back with the cookies. */
const answer = (form: FormData, value: DeliveryActionData, cookies: string[]) => answerOrReturn(form, value, cookies);

export async function deliveryAction(request: Request) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const t = (key: Parameters<typeof translate>[1]) => translate('en', key);
  const fail = (code: string, message: string) => answer(form, { ok: false, intent, code, message }, []);

  if (intent === 'choose-address') {
    const addressId = positiveId(form.get('addressId'));
    if (!addressId) return fail('INVALID_ADDRESS', t('ck.missing.address'));
    return answer(form, { ok: true, intent }, [updateChoices(request, { addressId }).cookie]);
  }
  if (intent === 'choose-speed') {
    const speed = speedOf(form.get('speed'));
    if (!speed) return fail('INVALID_SPEED', t('ck.missing.delivery'));
    return answer(form, { ok: true, intent }, [updateChoices(request, { speed }).cookie]);
  }
  if (intent === 'save-address') {
    const saved = await saveAddress(form, request, { failed: t('account.address.networkError'), invalid: t('account.address.required') });
    if (!saved.ok) {
      return answer(
        form,
        { ok: false, intent, code: saved.code, message: saved.message, fields: saved.fields, values: postedAddress(form) },
        [],
      );
    }
    const cookies = [...saved.cookies, updateChoices(request, { addressId: saved.address.id }).cookie];
    return answer(form, { ok: true, intent, address: saved.address }, cookies);
  }
  if (intent === 'continue') {
    const choices = readChoices(request);
    const addressId = positiveId(form.get('addressId')) ?? choices.addressId;
    const speed = speedOf(form.get('speed')) ?? choices.speed;
    if (!addressId) return fail('ADDRESS_REQUIRED', t('ck.missing.address'));
    // A plain post (no JavaScript) names the address before the page could show its speeds: keep it and
    // show them (decision 041).
    if (!speed && form.get('addressId')) {
      return redirect(STEP_PATH.delivery, { headers: { 'Set-Cookie': updateChoices(request, { addressId }).cookie } });
    }
    if (!speed) return fail('SPEED_REQUIRED', t('ck.missing.delivery'));
    let options: DeliveryOptions;
    try {
      options = await checkoutApi.deliveryOptions(addressId, request);
    } catch (error) {
      const failure = failureOf(error, t('ck.options.failed'));
      return fail(failure.code, failure.message);
    }
    if (!options.isDeliverable) return fail('NOT_DELIVERABLE', options.message ?? t('ck.address.notDeliverable'));
    const option = options.shipments[0]?.deliveryOptions.find((o) => o.optionId === speed);
    if (!option?.isAvailable) return fail('SPEED_UNAVAILABLE', option?.unavailableReason ?? t('ck.options.unavailable'));
    return redirect(STEP_PATH.payment, { headers: { 'Set-Cookie': updateChoices(request, { addressId, speed }).cookie } });
  }
  return fail('UNKNOWN_INTENT', t('ck.error.generic'));
}
