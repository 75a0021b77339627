/**
 * /cart: the lines (out-of-stock ones grouped apart), cheaper swaps, coupons, the price summary and
 * Proceed. A guest's cart is the local one, priced by the server; Proceed asks a guest to log in, merges
 * the local cart, then carries on. Checkout waits while a line is out of stock or short.
 */
import type { CartData, CartItem } from '@dawa/contracts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { LoginDrawer } from '../shell/login-drawer.tsx';
import { InfoIcon } from '../ui/icons.tsx';
import { CartLine } from './cart-line.tsx';
import { proceedBlocker, nextStep, splitItems } from './cart-rules.ts';
import { PromoBox } from './cart-promo.tsx';
import { SavingsStrip } from './cart-savings.tsx';
import { CartEmpty, CartFailed, CartLoader } from './cart-states.tsx';
import { ProceedBar, ProceedPanel, SummaryCard } from './cart-summary.tsx';
import { CoachMark, useCoachMark } from './coach-mark.tsx';
import { useCartPage, type CartPageModel } from './use-cart-page.ts';
import './cart.css';

const keyOf = (item: CartItem) => item.itemId ?? `${item.productId}:${item.name}`;

export function CartPage() {
  const model = useCartPage();
  const navigate = useNavigate();
  const [login, setLogin] = useState(false);
  const [pending, setPending] = useState(false);
  const { state, signedIn } = model;

  // After a guest logs in to proceed: once the merged cart is loaded, carry on if nothing blocks it.
  useEffect(() => {
    if (!pending || !signedIn || state.kind !== 'ready') return;
    setPending(false);
    if (proceedBlocker(state.cart) === null) void navigate(nextStep(state.cart));
  }, [pending, signedIn, state, navigate]);

  if (state.kind === 'loading') return <CartLoader />;
  if (state.kind === 'failed') return <CartFailed onRetry={() => void model.reload()} />;
  if (state.cart.items.length === 0) return <CartEmpty signedIn={signedIn} />;

  const proceed = () => {
    if (!signedIn) {
      setPending(true);
      setLogin(true);
      return;
    }
    void navigate(nextStep(state.cart));
  };
  return (
    <>
      <CartView model={model} cart={state.cart} onLogin={() => setLogin(true)} onProceed={proceed} proceeding={pending && signedIn} />
      <LoginDrawer open={login} onClose={() => setLogin(false)} onSuccess={() => setLogin(false)} />
    </>
  );
}

type ViewProps = { model: CartPageModel; cart: CartData; onLogin: () => void; onProceed: () => void; proceeding: boolean };

function CartView({ model, cart, onLogin, onProceed, proceeding }: ViewProps) {
  const t = useT();
  const { available, outOfStock } = splitItems(cart.items);
  const blocker = proceedBlocker(cart);
  const coach = useCoachMark(model.signedIn && available.some((i) => !i.isCustom));
  const coachItem = available.find((i) => !i.isCustom);
  const line = (item: CartItem) => (
    <CartLine
      key={keyOf(item)}
      item={item}
      busy={model.busyItem === keyOf(item)}
      onQuantity={(q) => void model.setQuantity(item, q)}
      onSave={() => (model.signedIn ? void model.saveForLater(item) : onLogin())}
      coach={coach.show && item === coachItem ? <CoachMark onDismiss={coach.dismiss} /> : null}
    />
  );
  const proceedProps = { cart, blocker, signedIn: model.signedIn, busy: proceeding, onProceed };
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
          <SavingsStrip swaps={model.swaps} onSwitch={model.replace} />
          {available.length > 0 ? <ul className="cart-card cart-lines">{available.map(line)}</ul> : null}
          {outOfStock.length > 0 ? (
            <section className="cart-out" aria-labelledby="cart-out">
              <h2 id="cart-out" className="cart-out__title">
                {t('cart.outOfStock', { n: outOfStock.length })}
              </h2>
              <ul className="cart-card cart-lines">{outOfStock.map(line)}</ul>
            </section>
          ) : null}
        </div>
        <aside className="cart__side">
          <PromoBox
            signedIn={model.signedIn}
            applied={cart.promotionDetails}
            offer={model.offer}
            state={model.promo}
            onApply={model.applyPromo}
            onRemove={() => void model.removePromo()}
            onEdit={model.clearPromoError}
            onLogin={onLogin}
          />
          <SummaryCard cart={cart} signedIn={model.signedIn} />
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
