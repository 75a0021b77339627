/**
 * /cart: the lines (out-of-stock ones grouped apart), cheaper swaps, coupons, the price summary and
 * Proceed, all from the route's loader (rendered on the server: no spinner). Every change is a form
 * posting to /cart. Proceed asks a guest to log in (the login merges the guest cart), then carries on.
 * Checkout waits while a line is out of stock or short.
 */
import type { CartData, CartItem } from '@dawa/contracts';
import { useEffect, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { LoginDrawer } from '../shell/lazy-login-drawer.tsx';
import { InfoIcon } from '../ui/icons.tsx';
import { useCartFetcher, type CartFetcher } from './cart-form.tsx';
import { CartLine } from './cart-line.tsx';
import { proceedBlocker, nextStep, splitItems, swapsFor } from './cart-rules.ts';
import { CartPlus } from './cart-plus.tsx';
import { PromoBox } from './cart-promo.tsx';
import { SavingsStrip } from './cart-savings.tsx';
import { CartEmpty, CartFailed } from './cart-states.tsx';
import { ProceedBar, ProceedPanel, SummaryCard } from './cart-summary.tsx';
import { CoachMark, useCoachMark } from './coach-mark.tsx';
import type { CartPageData } from './cart-page-data.ts';
import './cart.css';

const keyOf = (item: CartItem) => item.itemId ?? `${item.productId}:${item.name}`;

export function CartPage({ data }: { data: CartPageData }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [login, setLogin] = useState(false);
  const [pending, setPending] = useState(false);
  const { cart, signedIn } = data;
  // Held here, not by the line they take away, so their answer still toasts once the line is gone.
  const removal = useCartFetcher({ key: 'cart-remove' });
  const saving = useCartFetcher({ key: 'cart-save' });

  // After a guest logs in to proceed: once the merged cart is loaded, carry on if nothing blocks it.
  useEffect(() => {
    if (!pending || !signedIn || !cart) return;
    setPending(false);
    if (proceedBlocker(cart) === null) void navigate(nextStep(cart));
  }, [pending, signedIn, cart, navigate]);

  if (!cart) return <CartFailed onRetry={() => void revalidator.revalidate()} />;
  if (cart.items.length === 0) return <CartEmpty signedIn={signedIn} />;

  const proceed = () => {
    if (!signedIn) {
      setPending(true);
      setLogin(true);
      return;
    }
    void navigate(nextStep(cart));
  };
  return (
    <>
      <CartView
        data={data}
        cart={cart}
        fetchers={{ removal, saving }}
        onLogin={() => setLogin(true)}
        onProceed={proceed}
        proceeding={pending && signedIn}
      />
      <LoginDrawer open={login} onClose={() => setLogin(false)} onSuccess={() => setLogin(false)} />
    </>
  );
}

type ViewProps = {
  data: CartPageData;
  cart: CartData;
  fetchers: { removal: CartFetcher; saving: CartFetcher };
  onLogin: () => void;
  onProceed: () => void;
  proceeding: boolean;
};

function CartView({ data, cart, fetchers, onLogin, onProceed, proceeding }: ViewProps) {
  const t = useT();
  const { signedIn } = data;
  const { available, notSoldOnline, outOfStock } = splitItems(cart.items);
  const blocker = proceedBlocker(cart);
  const coach = useCoachMark(signedIn && available.some((i) => !i.isCustom));
  const coachItem = available.find((i) => !i.isCustom);
  const swaps = signedIn ? swapsFor(cart, data.variants) : [];
  const line = (item: CartItem) => (
    <CartLine
      key={keyOf(item)}
      item={item}
      signedIn={signedIn}
      onLogin={onLogin}
      removal={fetchers.removal}
      saving={fetchers.saving}
      coach={coach.show && item === coachItem ? <CoachMark onDismiss={coach.dismiss} /> : null}
    />
  );
  const proceedProps = { cart, blocker, signedIn, busy: proceeding, onProceed };
  return (
    <div className="container cart">
      <h1 className="cart__title">
        {t('cart.title')} <span className="cart__count">{t('cart.itemsHeading', { n: cart.itemsCount })}</span>
      </h1>
      <div className="cart__grid">
        <div className="cart__main">
          {cart.itemsModifiedDisclaimer ? (
            <p className="cart-banner" role="note">
              <InfoIcon size="sm" />
              {cart.itemsModifiedDisclaimer}
            </p>
          ) : null}
          <SavingsStrip swaps={swaps} />
          {available.length > 0 ? <ul className="cart-card cart-lines">{available.map(line)}</ul> : null}
          {notSoldOnline.length > 0 ? (
            <section className="cart-out" aria-labelledby="cart-not-sold">
              <h2 id="cart-not-sold" className="cart-out__title">
                {t('cart.notSoldOnline', { n: notSoldOnline.length })}
              </h2>
              <p className="cart-out__why">{t('cart.notSoldOnlineWhy')}</p>
              <ul className="cart-card cart-lines">{notSoldOnline.map(line)}</ul>
            </section>
          ) : null}
          {outOfStock.length > 0 ? (
            <section className="cart-out" aria-labelledby="cart-out">
              <h2 id="cart-out" className="cart-out__title">
                {t('cart.outOfStock', { n: outOfStock.length })}
              </h2>
              <ul className="cart-card cart-lines">{outOfStock.map(line)}</ul>
            </section>
          ) : null}
          {signedIn ? <CartPlus cart={cart} plans={data.plusPlans ?? []} /> : null}
        </div>
        <aside className="cart__side">
          <PromoBox
            signedIn={signedIn}
            applied={cart.promotionDetails}
            offer={signedIn ? data.offer : null}
            onLogin={onLogin}
            coupons={data.coupons}
          />
          <SummaryCard cart={cart} signedIn={signedIn} />
          <ProceedPanel {...proceedProps} />
          {cart.promiseGuarantee ? (
            <p className="cart-promise">
              <strong>{cart.promiseGuarantee.title}</strong> {cart.promiseGuarantee.text}
            </p>
          ) : null}
        </aside>
      </div>
      <ProceedBar {...proceedProps} />
    </div>
  );
}
