/**
 * /checkout/delivery-options (spec §2, §4 "Delivery"): choose or add an address, then standard or
 * express delivery; the order summary follows the speed. An empty cart goes back to /cart.
 */
import { useEffect, useState } from 'react';
import './checkout.css';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { useSession } from '../account/session.ts';
import { SummaryCard } from '../cart/cart-summary.tsx';
import '../cart/cart.css';
import { AddressFormDrawer } from '../location/address-form.tsx';
import { Button } from '../ui/button.tsx';
import { PhoneIcon } from '../ui/icons.tsx';
import { AddressPicker } from './address-picker.tsx';
import { CheckoutBar, LoadFailed, PageSkeleton } from './checkout-parts.tsx';
import { DeliverySpeed } from './delivery-speed.tsx';
import { useDeliveryPage } from './use-delivery-page.ts';

export const PAYMENT_STEP = '/checkout/select-payment-method';

export function DeliveryPage() {
  const t = useT();
  const navigate = useNavigate();
  const { user } = useSession();
  const page = useDeliveryPage(true);
  const [adding, setAdding] = useState(false);
  const { addresses, cart } = page;

  const empty = cart.kind === 'ready' && cart.data.items.length === 0;
  useEffect(() => {
    if (empty) void navigate('/cart', { replace: true });
  }, [empty, navigate]);

  if (addresses.kind === 'loading' || cart.kind === 'loading' || empty) return <PageSkeleton title={t('ck.delivery.title')} />;
  if (addresses.kind === 'failed') return <LoadFailed text={t('ck.address.loadFailed')} onRetry={() => void page.reloadAddresses()} />;
  if (cart.kind === 'failed') return <LoadFailed text={t('ck.cartFailed')} onRetry={page.retryCart} />;

  const ready = page.speedState.kind === 'ready' && page.speedState.data.isDeliverable && page.speed !== undefined;
  const proceed = () => void navigate(PAYMENT_STEP);

  return (
    <div className="container ck-page">
      <h1 className="ck-page__title">{t('ck.delivery.title')}</h1>
      <div className="ck-grid">
        <div className="ck-main">
          <AddressPicker
            addresses={addresses.data}
            selectedId={page.addressId}
            onSelect={page.chooseAddress}
            onAdd={() => setAdding(true)}
          />
          <DeliverySpeed state={page.speedState} selected={page.speed} onSelect={page.chooseSpeed} onRetry={page.retryOptions} />
          {page.call ? (
            <section className="ck-note" aria-label={page.call.title}>
              <PhoneIcon size="sm" />
              <div>
                <strong>{page.call.title}</strong>
                <p>{page.call.text}</p>
              </div>
            </section>
          ) : null}
        </div>
        <aside className="ck-side">
          <SummaryCard cart={cart.data} signedIn />
          <div className="ck-side__action">
            <Button size="large" block disabled={!ready} onClick={proceed}>
              {t('ck.continuePay')}
            </Button>
          </div>
        </aside>
      </div>
      <CheckoutBar amountPaise={cart.data.amountToBePaidPaise}>
        <Button size="large" block disabled={!ready} onClick={proceed}>
          {t('ck.continuePay')}
        </Button>
      </CheckoutBar>
      <AddressFormDrawer
        open={adding}
        onClose={() => setAdding(false)}
        defaults={{ contactNumber: user?.mobileNumber }}
        onSaved={(saved) => {
          setAdding(false);
          void page.reloadAddresses(saved.id || undefined);
        }}
      />
    </div>
  );
}
