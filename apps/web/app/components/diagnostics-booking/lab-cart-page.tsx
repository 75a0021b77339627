/**
 * /diag-pwa/cart (cart document §3 "diagnostic order variant"): the lines and who each is for, family
 * members, overlaps, coupon and price summary, then the booking form — collection address, slot, payment —
 * and 'Place booking'. Every control is a form posting to the route's action, so the page works before it
 * is interactive; paying online then goes on in the browser.
 */
import { formatRupees } from '@dawa/domain';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Form, useFetcher, useNavigate } from 'react-router';
import { useT } from '../../i18n/index.ts';
import '../checkout/checkout.css';
import { CheckoutBar } from '../checkout/checkout-parts.tsx';
import { LockIcon } from '../checkout/checkout-icons.tsx';
import { useBin } from '../checkout/payment-forms.tsx';
import { cardProblems, isValidVpa, type CardInput, type Instrument } from '../checkout/payment-rules.ts';
import { useSession } from '../account/session.ts';
import { AddressForm, AddressFormDrawer } from '../location/address-form.tsx';
import { Button, buttonClass } from '../ui/button.tsx';
import { ReturnField } from '../ui/return-field.tsx';
import { useChoicesMadeEarly } from '../ui/use-page-input.ts';
import type { LabCartData } from './lab-cart-data.server.ts';
import type { LabAnswer } from './lab-cart-action.server.ts';
import { LabAddress } from './lab-address.tsx';
import { LabCoupon } from './lab-coupon.tsx';
import { LabLines } from './lab-lines.tsx';
import { LabPayment } from './lab-payment.tsx';
import { LabSummary } from './lab-summary.tsx';
import { findSlot, isLabPayMethod, itemKey, LAB_BANKS, LAB_CART_PATH, positiveId, type LabPayMethod } from './lab-rules.ts';
import { PatientsCard } from './patients-card.tsx';
import { SlotPicker } from './slot-picker.tsx';
import { usePlaceBooking } from './use-place-booking.ts';
import './lab-booking.css';

const FORM_ID = 'lbk-book';
const EMPTY_CARD: CardInput = { number: '', expiry: '', cvv: '', name: '' };

export function LabCartPage({ data, actionData }: { data: LabCartData; actionData?: LabAnswer }) {
  const t = useT();
  const { cart } = data;
  if (cart.lines.length === 0) {
    return (
      <div className="container ck-page">
        <h1 className="ck-page__title">{t('lab-booking.cart.title')}</h1>
        <section className="ck-card lbk-empty">
          <h2 className="ck-card__title">{t('lab-booking.cart.emptyTitle')}</h2>
          <p className="ck-muted">{t('lab-booking.cart.emptyText')}</p>
          <a href="/diagnostics" className={buttonClass()}>
            {t('lab-booking.cart.browse')}
          </a>
        </section>
      </div>
    );
  }
  return <FilledCart data={data} actionData={actionData} />;
}

function FilledCart({ data, actionData }: { data: LabCartData; actionData?: LabAnswer }) {
  const t = useT();
  const navigate = useNavigate();
  const { user } = useSession();
  const { cart } = data;
  const choose = useFetcher<LabAnswer>({ key: 'lbk-choose' });
  const booking = usePlaceBooking();

  // The address tapped shows at once; once the action stored it and the page reloaded, the loader's leads.
  const [tappedAddress, setTappedAddress] = useState<number | undefined>();
  useEffect(() => {
    if (choose.state === 'idle') setTappedAddress(undefined);
  }, [choose.state]);
  const addressId = tappedAddress ?? data.addressId;
  const reloadingSlots = tappedAddress !== undefined && tappedAddress !== data.addressId;
  const [slot, setSlot] = useState(data.slot);
  const [pay, setPay] = useState<LabPayMethod>(data.pay);
  const [vpa, setVpa] = useState('');
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [checked, setChecked] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [addingAddress, setAddingAddress] = useState(false);
  const bin = useBin(pay === 'card' ? card.number : '');
  const form = useRef<HTMLFormElement>(null);
  // The key of the page as it was sent: a booking posted before hydration used it (later loads bring others).
  const [firstKey] = useState(data.placeKey);

  const days = data.slots?.ok ? data.slots.data.days : [];
  const chosenSlot = reloadingSlots ? null : findSlot(days, slot);
  const remember = (fields: Record<string, string>) => void choose.submit(fields, { method: 'post', preventScrollReset: true });
  const pickAddress = (id: number) => {
    setTappedAddress(id);
    setProblem(null);
    remember({ intent: 'choose-address', addressId: String(id) });
  };
  const pickSlot = (startsAt: string) => {
    setSlot(startsAt);
    setProblem(null);
    remember({ intent: 'choose-slot', slot: startsAt });
  };
  const pickPay = (method: LabPayMethod) => {
    setPay(method);
    setChecked(false);
    remember({ intent: 'choose-pay', pay: method });
  };
  // Choices made before the page was interactive are applied now, once (a new address first: it reloads the slots).
  useChoicesMadeEarly(
    form,
    { addressId: addressId === undefined ? null : String(addressId), slot: data.slot, pay: data.pay },
    (changed) => {
      if (changed.addressId) pickAddress(Number(changed.addressId));
      else if (changed.slot) pickSlot(changed.slot);
      if (changed.pay && isLabPayMethod(changed.pay)) pickPay(changed.pay);
    },
  );

  const placedEarlier = actionData?.ok && actionData.intent === 'place' && actionData.orderId !== undefined ? actionData : null;
  const pageFailure = actionData && !actionData.ok && actionData.intent === 'place' ? actionData.message : null;
  const vpaBad = pay === 'upi' && !isValidVpa(vpa);
  const problems = pay === 'card' ? cardProblems(card, new Date()) : {};
  const [bankMissing, setBankMissing] = useState(false);
  // Said from a tap's handler, which must not wait for a text catalogue: read while rendering.
  const texts = { address: t('lab-booking.error.address'), slot: t('lab-booking.error.slot') };

  const submit = (event: MouseEvent<HTMLButtonElement>) => {
    const bookingForm = form.current;
    if (!bookingForm) return;
    event.preventDefault();
    // The form holds what the shopper chose, also in the moment the page hydrates (before the state adopted it).
    const posted = new FormData(bookingForm);
    const chosenAddress = positiveId(posted.get('addressId'));
    const chosen = findSlot(days, String(posted.get('slot') ?? ''));
    const postedPay = posted.get('pay');
    const method = isLabPayMethod(postedPay) ? postedPay : pay;
    const bank = LAB_BANKS.find((b) => String(b.id) === posted.get('bank'))?.id;
    const typedVpa = (document.getElementById('ck-vpa') as HTMLInputElement | null)?.value.replace(/\s/g, '') ?? vpa;
    if (method !== pay) setPay(method);
    if (method === 'upi' && typedVpa !== vpa) setVpa(typedVpa);
    setChecked(true);
    setBankMissing(method === 'nb' && bank === undefined);
    // What is missing is said under the form and brought into view (focus on the first open slot).
    const missing = (text: string, focus: string) => {
      setProblem(text);
      bookingForm.querySelector<HTMLElement>(focus)?.focus();
    };
    if (!chosenAddress) return missing(texts.address, '.ck-card__head a');
    // Another address than the slots were shown for: its own slots first.
    if (chosenAddress !== data.addressId) {
      if (chosenAddress !== tappedAddress) pickAddress(chosenAddress);
      return missing(texts.slot, '#lbk-slot-title');
    }
    if (!chosen || reloadingSlots) return missing(texts.slot, '.lbk-day__radio:checked ~ .lbk-day__panel input:enabled');
    setProblem(null);
    const vpaWrong = method === 'upi' && !isValidVpa(typedVpa);
    const cardWrong = method === 'card' && Object.keys(cardProblems(card, new Date())).length > 0;
    if (method !== pay || vpaWrong || cardWrong || (method === 'nb' && bank === undefined)) {
      document
        .querySelector<HTMLElement>('.ck-option--selected [aria-invalid="true"], .ck-option--selected input, .ck-option--selected select')
        ?.focus();
      return;
    }
    const instrument: Instrument | null =
      method === 'upi'
        ? { kind: 'upi', vpa: typedVpa }
        : method === 'card'
          ? { kind: 'card', card, brand: bin?.cardBrand }
          : method === 'nb'
            ? { kind: 'bank', code: LAB_BANKS.find((b) => b.id === bank)?.code ?? '' }
            : null;
    const request = { pay: method, bank, instrument };
    if (placedEarlier?.orderId !== undefined && method !== 'cod') return booking.payPlaced(placedEarlier.orderId, request);
    const cartSignature = JSON.stringify([
      cart.lines.map((l) => [itemKey(l.item), l.patients.map((p) => p.id)]),
      cart.summary.couponCode,
      cart.summary.totalPaise,
    ]);
    booking.place({ ...request, addressId: chosenAddress, slot: chosen.startsAt, cartSignature, pageKey: firstKey });
  };

  const total = cart.summary.totalPaise;
  const label = pay === 'cod' ? t('lab-booking.place') : t('lab-booking.placePay', { amount: formatRupees(total) });
  const button = (
    <Button
      type="submit"
      form={FORM_ID}
      name="intent"
      value="place"
      size="large"
      block
      loading={booking.busy}
      onClick={submit}
      loadingLabel={t('lab-booking.working')}
    >
      {label}
    </Button>
  );
  const failure = problem ?? booking.error ?? pageFailure;
  const slotsProblem = data.slots && !data.slots.ok ? data.slots.message || t('lab-booking.address.notServed') : null;
  const addressProblem = slotsProblem ?? (cart.place.homeCollection ? null : t('lab-booking.address.notServed'));

  if (data.addingAddress) {
    return (
      <div className="container ck-page">
        <h1 className="ck-page__title">{t('lab-booking.address.add')}</h1>
        <section className="ck-card">
          <AddressForm
            action={LAB_CART_PATH}
            returnTo={LAB_CART_PATH}
            defaults={{ contactNumber: user?.mobileNumber }}
            refused={
              actionData && !actionData.ok && actionData.intent === 'save-address' && actionData.values
                ? { values: actionData.values, message: actionData.message }
                : undefined
            }
            onSaved={() => void navigate(LAB_CART_PATH, { replace: true })}
          />
        </section>
      </div>
    );
  }

  return (
    <div className="container ck-page lbk-page">
      <h1 className="ck-page__title">{t('lab-booking.cart.title')}</h1>
      {booking.redirecting ? (
        <p className="ck-redirect" role="status">
          <LockIcon size="sm" />
          {t('lab-booking.redirecting')}
        </p>
      ) : null}
      {placedEarlier ? (
        <p className="ck-note lbk-placed" role="status">
          {t('lab-booking.placedAwaiting', { id: placedEarlier.orderId ?? '', amount: formatRupees(placedEarlier.amountPaise ?? total) })}
        </p>
      ) : null}
      <div className="ck-grid">
        <div className="ck-main">
          <LabLines cart={cart} patients={data.patients} pageAnswer={actionData} />
          <PatientsCard patients={data.patients} editing={data.editing} pageAnswer={actionData} />
          <Form method="post" id={FORM_ID} ref={form} className="lbk-book" preventScrollReset>
            <ReturnField />
            <input type="hidden" name="slotsFor" value={data.addressId ?? ''} />
            <input type="hidden" name="idempotencyKey" value={firstKey} />
            <LabAddress
              addresses={data.addresses}
              selectedId={addressId}
              onSelect={pickAddress}
              onAdd={() => setAddingAddress(true)}
              problem={reloadingSlots ? null : addressProblem}
            />
            <section className="ck-card" aria-labelledby="lbk-slot-title" aria-busy={reloadingSlots || undefined}>
              <h2 id="lbk-slot-title" className="ck-card__title">
                {t('lab-booking.slot.title')}
              </h2>
              {cart.fastingHours > 0 ? (
                <p className="lbk-fasting">
                  <strong>{t('lab-booking.slot.fasting')}</strong> {t('lab-booking.slot.fastFor', { n: cart.fastingHours })}
                </p>
              ) : null}
              {addressId === undefined ? (
                <p className="ck-muted">{t('lab-booking.slot.needAddress')}</p>
              ) : reloadingSlots ? (
                <p className="ck-muted">{t('lab-booking.slot.loading')}</p>
              ) : days.length > 0 ? (
                <SlotPicker days={days} selected={chosenSlot?.startsAt} onSelect={pickSlot} />
              ) : (
                <p className="ck-muted">{slotsProblem ?? t('lab-booking.slot.none')}</p>
              )}
            </section>
            <LabPayment
              pay={pay}
              onPay={pickPay}
              vpa={vpa}
              onVpa={setVpa}
              vpaError={checked && vpaBad}
              card={card}
              onCard={setCard}
              cardProblems={checked ? problems : {}}
              bin={bin}
              bank=""
              bankError={checked && bankMissing}
            />
            {failure ? (
              <p className="ck-inline-error lbk-book__error" role="alert">
                {failure}
              </p>
            ) : null}
          </Form>
        </div>
        <aside className="ck-side">
          <LabCoupon summary={cart.summary} pageAnswer={actionData} />
          <LabSummary summary={cart.summary} />
          <div className="ck-side__action">{button}</div>
        </aside>
      </div>
      <CheckoutBar amountPaise={total}>{button}</CheckoutBar>
      <AddressFormDrawer
        open={addingAddress}
        onClose={() => setAddingAddress(false)}
        action={LAB_CART_PATH}
        defaults={{ contactNumber: user?.mobileNumber }}
        onSaved={() => setAddingAddress(false)}
      />
    </div>
  );
}
