/**
 * Quantity picker and 'Add to cart' for the medicine page. The cart is the server's when the shopper is
 * signed in and the browser's local cart for a guest (merged into the server cart after login). Once the
 * item is in the cart the picker shows the line's own quantity ('Remove Item' takes it out) and the
 * button leads to the cart.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { useCartLine } from '../cart/use-cart.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { CartIcon } from '../ui/icons.tsx';
import type { QuantityView } from './pdp-types.ts';

export interface Purchase {
  /** The picker's value: the line's quantity once in the cart, else the quantity to add. */
  quantity: number;
  setQuantity: (q: number) => void;
  inCart: number;
  busy: boolean;
  add: () => void;
  options: QuantityView;
}

/** Shared by the buy box and the phone's sticky bar, so both show the same quantity. */
export function usePurchase(productId: number, options: QuantityView, name?: string): Purchase {
  const line = useCartLine(productId, name);
  const [picked, setPicked] = useState(options.min);
  const [busy, setBusy] = useState(false);
  const run = (q: number) => {
    if (busy) return;
    setBusy(true);
    void line.change(q).finally(() => setBusy(false));
  };
  const inCart = line.inCart;
  return {
    quantity: inCart > 0 ? inCart : picked,
    // In the cart, picking a quantity changes the line at once (0 removes it); before, it only picks.
    setQuantity: (q) => (inCart > 0 ? run(q) : setPicked(q)),
    inCart,
    busy,
    add: () => run(Math.min(Math.max(picked, options.min), options.max)),
    options,
  };
}

export function QuantitySelect({ purchase, compact = false }: { purchase: Purchase; compact?: boolean }) {
  const t = useT();
  const id = useId();
  const inCart = purchase.inCart > 0;
  return (
    <div className={compact ? 'pdp-qty pdp-qty--compact' : 'pdp-qty'}>
      <label htmlFor={id} className={compact ? 'pdp-sr' : 'pdp-qty__label'}>
        {inCart ? t('cart.inCartLabel') : t('pdp.qty.label')}
      </label>
      <select
        id={id}
        className="pdp-qty__select"
        value={purchase.quantity}
        aria-busy={purchase.busy || undefined}
        onChange={(e) => purchase.setQuantity(Number(e.target.value))}
      >
        {inCart ? <option value={0}>{t('cart.removeItem')}</option> : null}
        {purchase.options.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.note && !compact ? `${o.label} (${t(o.note === 'max' ? 'pdp.qty.max' : 'pdp.qty.min')})` : o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function AddToCartButton({ purchase, size = 'large' }: { purchase: Purchase; size?: 'medium' | 'large' }) {
  const t = useT();
  if (purchase.inCart > 0) {
    return (
      <Link to="/cart" className={buttonClass(size, 'outlined', 'btn--block')}>
        <CartIcon size="sm" />
        {t('cart.goToCart')}
      </Link>
    );
  }
  return (
    <Button size={size} block onClick={purchase.add} loading={purchase.busy}>
      <CartIcon size="sm" />
      {t('pdp.cart.add')}
    </Button>
  );
}

/** '2 in your cart' after hydration, when the item is in the cart. */
export function InCartNote({ purchase }: { purchase: Purchase }) {
  const t = useT();
  return (
    <p className="pdp-buy__incart" aria-live="polite">
      {purchase.inCart > 0 ? t('pdp.cart.inCart', { count: purchase.inCart }) : ''}
    </p>
  );
}
