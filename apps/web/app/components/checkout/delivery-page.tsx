/**
 * /checkout/delivery-options (spec §2, §4 "Delivery"): choose or add an address, then standard or express
 * delivery; the order summary follows the speed. Everything comes from the step's loader; a choice is a
 * post to the step's action (the router then reloads the options and the summary), and 'Continue to
 * payment' posts the form, so the step works before the page is interactive.
 */
import { useEffect, useRef, useState } from 'react';
import './checkout.css';
import { Form, Link, useFetcher, useNavigate, useNavigation, useRevalidator, useSearchParams } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { useSession } from '../account/session.ts';
import { SummaryCard } from '../cart/cart-summary.tsx';
import '../cart/cart.css';
import { AddressForm, AddressFormDrawer, type RefusedAddress } from '../location/address-form.tsx';
import { Button, buttonClass } from '../ui/button.tsx';
import { PhoneIcon } from '../ui/icons.tsx';
import { ReturnField } from '../ui/return-field.tsx';
import { useChoicesMadeEarly } from '../ui/use-page-input.ts';
import { AddressPicker } from './address-picker.tsx';
import { CheckoutBar } from './checkout-parts.tsx';
import type { DeliveryActionData, DeliveryData } from './delivery-data.server.ts';
import { DeliverySpeed, type SpeedState } from './delivery-speed.tsx';
import { MissingNote } from './missing-note.tsx';

const FORM_ID = 'ck-delivery-form';
const STEP = '/checkout/delivery-options';
/** The step with the address form in the page: where 'Add new address' leads before the page is interactive. */
const ADDING = `${STEP}?address=new`;

/** The address form in the page (decision 041); a plain post that was refused comes back here with what it sent. */
function AddressFormCard({ contactNumber, refused }: { contactNumber?: string; refused?: RefusedAddress }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <section className="ck-card" aria-labelledby="ck-address-new">
      <div className="ck-card__head">
        <h2 id="ck-address-new" className="ck-card__title">
          {t('ck.address.add')}
        </h2>
        <Link to={STEP} replace className={buttonClass('small', 'transparent')}>
          {t('ck.address.cancel')}
        </Link>
      </div>
      <AddressForm
        action={ADDING}
        returnTo={STEP}
        defaults={{ contactNumber }}
        refused={refused}
        onSaved={() => navigate(STEP, { replace: true })}
      />
    </section>
  );
}

/** The speed card's state: no address yet, reloading for a newly chosen address, failed, or the options. */
function speedState(data: DeliveryData, reloading: boolean): SpeedState {
  if (data.addressId === undefined) return { kind: 'idle' };
  if (reloading) return { kind: 'loading' };
  if (data.optionsFailed || !data.options) return { kind: 'failed' };
  return { kind: 'ready', data: data.options };
}

export function DeliveryPage({ data, actionData }: { data: DeliveryData; actionData?: DeliveryActionData }) {
  const t = useT();
  const { user } = useSession();
  const choose = useFetcher<DeliveryActionData>();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const [adding, setAdding] = useState(false);

  // Optimistic: the radio the shopper just tapped shows checked at once, until the loader answers with it.
  const [tapped, setTapped] = useState<{ addressId?: number; speed?: DeliveryData['speed'] }>({});
  // Once the action answered and the loader reloaded (or the post failed), the loader's choice shows.
  useEffect(() => {
    if (choose.state === 'idle') setTapped({});
  }, [choose.state]);
  const pickAddress = (id: number) => {
    setTapped({ addressId: id });
    void choose.submit({ intent: 'choose-address', addressId: String(id) }, { method: 'post' });
  };
  const pickSpeed = (speed: NonNullable<DeliveryData['speed']>) => {
    setTapped((t) => ({ ...t, speed }));
    void choose.submit({ intent: 'choose-speed', speed }, { method: 'post' });
  };
  // A radio tapped before hydration is applied now, once; a new address reloads its speeds, so it goes first.
  const form = useRef<HTMLFormElement>(null);
  useChoicesMadeEarly(form, { addressId: data.addressId === undefined ? null : String(data.addressId), speed: data.speed }, (changed) => {
    if (changed.addressId) pickAddress(Number(changed.addressId));
    else if (changed.speed === 'standard' || changed.speed === 'express') pickSpeed(changed.speed);
  });
  const addressId = tapped.addressId ?? data.addressId;
  const speed = tapped.speed ?? data.speed;
  const state = speedState(data, tapped.addressId !== undefined && tapped.addressId !== data.addressId);
  // Continue waits for a choice on its way to the action, so the payment step reads the stored choice.
  const saving = choose.state !== 'idle';
  const ready = state.kind === 'ready' && state.data.isDeliverable && speed !== undefined && !saving;
  const submitting = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'continue';
  const failure = actionData && !actionData.ok ? actionData : choose.data && !choose.data.ok ? choose.data : null;
  const [params] = useSearchParams();
  const addingInPage = params.get('address') === 'new';
  const refused =
    actionData && !actionData.ok && actionData.intent === 'save-address' && actionData.values
      ? { values: actionData.values, message: actionData.message }
      : undefined;

  const continueButton = (
    <Button
      type="submit"
      form={FORM_ID}
      name="intent"
      value="continue"
      size="large"
      block
      disabled={!ready || addingInPage}
      loading={submitting}
    >
      {t('ck.continuePay')}
    </Button>
  );

  return (
    <div className="container ck-page">
      <h1 className="ck-page__title">{t('ck.delivery.title')}</h1>
      {data.missing === 'address' || data.missing === 'delivery' ? <MissingNote reason={data.missing} /> : null}
      <div className="ck-grid">
        {addingInPage ? (
          <div className="ck-main">
            <AddressFormCard contactNumber={user?.mobileNumber} refused={refused} />
          </div>
        ) : (
          <Form method="post" id={FORM_ID} className="ck-main" ref={form}>
            <ReturnField />
            <AddressPicker
              addresses={data.addresses}
              selectedId={addressId}
              onSelect={(a) => pickAddress(a.id)}
              onAdd={() => setAdding(true)}
              addHref={ADDING}
            />
            <DeliverySpeed state={state} selected={speed} onSelect={pickSpeed} onRetry={() => void revalidator.revalidate()} />
            {failure ? (
              <p className="ck-inline-error" role="alert">
                {failure.message}
              </p>
            ) : null}
            {data.call ? (
              <section className="ck-note" aria-label={data.call.title}>
                <PhoneIcon size="sm" />
                <div>
                  <strong>{data.call.title}</strong>
                  <p>{data.call.text}</p>
                </div>
              </section>
            ) : null}
          </Form>
        )}
        <aside className="ck-side">
          <SummaryCard cart={data.cart} signedIn />
          <div className="ck-side__action">{continueButton}</div>
        </aside>
      </div>
      <CheckoutBar amountPaise={data.cart.amountToBePaidPaise}>{continueButton}</CheckoutBar>
      <AddressFormDrawer
        open={adding}
        onClose={() => setAdding(false)}
        action={STEP}
        defaults={{ contactNumber: user?.mobileNumber }}
        onSaved={() => setAdding(false)}
      />
    </div>
  );
}
