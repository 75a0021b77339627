/**
 * The lab cart's action, by `intent`: who an item is for, removing an item (or one patient's share of it),
 * coupons, saving a family member, the collection address, slot and payment method, and placing the booking
 * with the Idempotency-Key of this attempt. A plain post made before the page is interactive is sent back to
 * the page once it succeeded; a refused one answers the page with the problem (and what was typed), so
 * nothing the shopper chose is lost. Paying online goes on in the browser (the gateway hand-off).
 */
import type { Address } from '@dawa/contracts';
import { randomUUID } from 'node:crypto';
import { data, redirect } from 'react-router';
import { translate, type MessageKey } from '../../i18n/index.ts';
import { labApi, type LabFailure } from '../../lib/api-lab.server.ts';
import { answerOrReturn, cookieHeaders } from '../../lib/form-answer.server.ts';
import { saveAddress } from '../location/location.server.ts';
import { afterBookingCookie, updateLabChoices } from './lab-choices.server.ts';
import {
  isLabPayMethod,
  isSlotValue,
  LAB_BANKS,
  LAB_CART_PATH,
  LAB_PAY,
  labOrderPath,
  parseItemKey,
  patientFieldOf,
  positiveId,
  readPatientForm,
  type PatientField,
} from './lab-rules.ts';

export type LabAnswer =
  | { ok: true; intent: string; orderId?: number; amountPaise?: number; address?: Address }
  | {
      ok: false;
      intent: string;
      code: string;
      message: string;
      /** The cart item the failure belongs to (its form key). */
      item?: string;
      fields?: Partial<Record<PatientField, string>>;
      values?: Record<string, string>;
    };

const KEY = /^[A-Za-z0-9_-]{8,100}$/;
const t = (key: MessageKey) => translate('en', key);

export async function labCartAction(request: Request) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const itemText = String(form.get('item') ?? '');
  const reply = (value: LabAnswer, cookies: string[] = []) => answerOrReturn(form, value, cookies);
  const fail = (failure: Pick<LabFailure, 'code' | 'message'>, extra: Partial<LabAnswer> = {}, cookies: string[] = []) =>
    reply(
      { ok: false, intent, code: failure.code, message: failure.message || t('lab-booking.error.generic'), ...extra } as LabAnswer,
      cookies,
    );
  const done = (result: { ok: true } | LabFailure, extra: Partial<LabAnswer> = {}) =>
    result.ok ? reply({ ok: true, intent }) : fail(result, { item: itemText || undefined, ...extra });

  switch (intent) {
    case 'add':
    case 'patients':
    case 'remove': {
      const item = parseItemKey(form.get('item'));
      if (!item) return fail({ code: 'LAB_ITEM_NOT_FOUND', message: t('lab-booking.error.generic') });
      if (intent === 'remove') return done(await labApi.remove(item, positiveId(form.get('patientId')), request));
      const ids = form
        .getAll('patientId')
        .map(positiveId)
        .filter((id): id is number => id !== undefined);
      if (intent === 'add') return done(await labApi.add(item, ids.length > 0 ? ids : undefined, request));
      if (ids.length === 0) return fail({ code: 'PATIENT_REQUIRED', message: t('lab-booking.error.noPatient') }, { item: itemText });
      return done(await labApi.setPatients(item, ids, request));
    }
    case 'coupon-apply': {
      const code = String(form.get('couponCodeDiag') ?? '')
        .trim()
        .slice(0, 40);
      if (!code) return fail({ code: 'PROMO_INVALID', message: t('lab-booking.coupon.empty') });
      return done(await labApi.applyCoupon(code, request), { values: { couponCodeDiag: code } });
    }
    case 'coupon-remove':
      return done(await labApi.removeCoupon(request));
    case 'patient-save':
      return savePatient(form, request, intent);
    case 'choose-address':
    case 'choose-slot':
    case 'choose-pay': {
      const change = {
        addressId: intent === 'choose-address' ? positiveId(form.get('addressId')) : undefined,
        slot: intent === 'choose-slot' && isSlotValue(form.get('slot')) ? String(form.get('slot')) : undefined,
        pay: intent === 'choose-pay' && isLabPayMethod(form.get('pay')) ? (String(form.get('pay')) as keyof typeof LAB_PAY) : undefined,
      };
      const picked = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
      if (Object.keys(picked).length === 0) return fail({ code: 'BAD_REQUEST', message: t('lab-booking.error.generic') });
      return reply({ ok: true, intent }, [updateLabChoices(request, picked).cookie]);
    }
    case 'save-address': {
      const saved = await saveAddress(form, request, { failed: t('account.address.networkError'), invalid: t('account.address.required') });
      if (!saved.ok) {
        const values = Object.fromEntries(
          ['contactName', 'contactNumber', 'flatNumber', 'streetName', 'landmark', 'pincode', 'type'].map((n) => [
            n,
            String(form.get(n) ?? '').slice(0, 200),
          ]),
        );
        return fail(saved, { values });
      }
      const cookies = [...saved.cookies, updateLabChoices(request, { addressId: saved.address.id }).cookie];
      return reply({ ok: true, intent, address: saved.address }, cookies);
    }
    case 'place':
      return place(form, request);
    default:
      return fail({ code: 'UNKNOWN_INTENT', message: t('lab-booking.error.generic') });
  }
}

async function savePatient(form: FormData, request: Request, intent: string) {
  const checked = readPatientForm(form);
  const id = positiveId(form.get('patientId'));
  const refuse = (message: string, fields: Partial<Record<PatientField, string>>, values: Record<string, string>) =>
    answerOrReturn(form, { ok: false, intent, code: 'PATIENT_INVALID', message, fields, values } satisfies LabAnswer, []);
  if (!checked.ok) return refuse(t('lab-booking.patient.fix'), checked.fields, { ...checked.values, patientId: id ? String(id) : 'new' });
  const saved = id ? await labApi.updatePatient(id, checked.body, request) : await labApi.addPatient(checked.body, request);
  if (saved.ok) return answerOrReturn(form, { ok: true, intent } satisfies LabAnswer, []);
  const values = {
    ...Object.fromEntries(Object.entries(checked.body).map(([k, v]) => [k, String(v)])),
    patientId: id ? String(id) : 'new',
  };
  const field = patientFieldOf(saved.field);
  const message = saved.message || t('lab-booking.error.generic');
  return refuse(message, field ? { [field]: message } : {}, values);
}

async function place(form: FormData, request: Request) {
  const intent = 'place';
  const addressId = positiveId(form.get('addressId'));
  const slot = isSlotValue(form.get('slot')) ? String(form.get('slot')) : undefined;
  const payText = form.get('pay');
  const pay = isLabPayMethod(payText) ? payText : undefined;
  const { cookie } = updateLabChoices(request, {
    ...(addressId ? { addressId } : {}),
    ...(slot ? { slot } : {}),
    ...(pay ? { pay } : {}),
  });
  const fail = (code: string, message: string, status = 400) =>
    data<LabAnswer>(
      { ok: false, intent, code, message },
      { status: status >= 400 && status < 600 ? status : 400, headers: { 'Set-Cookie': cookie } },
    );
  if (!addressId) return fail('ADDRESS_REQUIRED', t('lab-booking.error.address'));
  // A plain post whose address differs from the one the slots were shown for: keep it and show its slots.
  const shownFor = positiveId(form.get('slotsFor'));
  if (form.get('redirectTo') && shownFor !== addressId) {
    return redirect(LAB_CART_PATH, { headers: { 'Set-Cookie': cookie } });
  }
  if (!slot) return fail('SLOT_REQUIRED', t('lab-booking.error.slot'));
  if (!pay) return fail('PAY_REQUIRED', t('lab-booking.error.pay'));
  const bank = LAB_BANKS.find((b) => String(b.id) === form.get('bank'));
  if (pay === 'nb' && !bank) return fail('PAY_REQUIRED', t('lab-booking.pay.chooseBank'));
  const key = String(form.get('idempotencyKey') ?? '');
  const placed = await labApi.placeOrder(
    {
      addressId: String(addressId),
      slotStartsAt: slot,
      paymentId: LAB_PAY[pay],
      ...(pay === 'nb' && bank ? { paymentSubId: bank.id } : {}),
    },
    KEY.test(key) ? key : randomUUID(),
    request,
  );
  if (!placed.ok) return fail(placed.code, placed.message || t('lab-booking.error.generic'), placed.status);
  const { orderId, paymentAllowed, amountPaise } = placed.data;
  if (pay === 'cod' || !paymentAllowed) {
    return redirect(labOrderPath(orderId), { headers: cookieHeaders([afterBookingCookie(request)]) });
  }
  // Paying online: the browser invokes the payment and goes to the gateway.
  return data<LabAnswer>({ ok: true, intent, orderId, amountPaise }, { headers: { 'Set-Cookie': cookie } });
}
