/**
 * Quantity picker and 'Add to cart' for the medicine page, as one form posting to /cart (decision 010): a
 * tap before hydration is a plain form post, after it a fetcher's. Once the item is in the cart the picker
 * shows the line's own quantity and changes it at once ('Remove Item' takes it out), and the button leads
 * to the cart. While a post is in flight the page already shows what it asked for.
 */
import { useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { onSelectChange, useValueEnteredEarly } from '../ui/use-page-input.ts';
import { CartForm, pendingQuantity, submitOwnForm, useCartFetcher, type CartFetcher } from '../cart/cart-form.tsx';
import { useCartLineOf } from '../cart/cart-lines.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { CartIcon } from '../ui/icons.tsx';
import type { QuantityView } from './pdp-types.ts';

export interface Purchase {
  /** The picker's value: the line's quantity once in the cart, else the quantity to add. */
  quantity: number;
  setQuantity: (q: number) => void;
  inCart: number;
  busy: boolean;
  options: QuantityView;
  productId: number;
  name?: string;
  itemId: number | null;
  fetcher: CartFetcher;
}

/** Shared by the buy box and the phone's sticky bar, so both show the same quantity (one fetcher). */
export function usePurchase(productId: number, options: QuantityView, name?: string): Purchase {
  const line = useCartLineOf(productId, name);
  const fetcher = useCartFetcher({ key: `cart-item:${productId}:${name ?? ''}` });
  const [picked, setPicked] = useState(options.min);
  const pending = pendingQuantity(fetcher);
  const answered = fetcher.state === 'idle' && fetcher.data?.ok ? fetcher.data.quantity : undefined;
  // The loader's line is the truth once it has revalidated; before that, what was just asked for.
  const inCart = pending ?? line?.quantity ?? answered ?? 0;
  return {
    quantity: inCart > 0 ? inCart : picked,
    setQuantity: setPicked,
    inCart,
    busy: fetcher.state === 'submitting',
    options,
    productId,
    name,
    itemId: line?.itemId ?? null,
    fetcher,
  };
}

/** The form around a picker and its button: 'add' until the item is in the cart, then 'quantity'. */
export function PurchaseForm({ purchase, className, children }: { purchase: Purchase; className?: string; children: ReactNode }) {
  return (
    <CartForm
      fetcher={purchase.fetcher}
      intent={purchase.inCart > 0 ? 'quantity' : 'add'}
      className={className}
      fields={{ productId: purchase.productId, name: purchase.name, itemId: purchase.itemId ?? undefined }}
    >
      {children}
    </CartForm>
  );
}

export function QuantitySelect({ purchase, compact = false }: { purchase: Purchase; compact?: boolean }) {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  const inCart = purchase.inCart > 0;
  // In the cart, picking a quantity changes the line at once (0 removes it); before, it only picks.
  const pick = (select: HTMLSelectElement, value = select.value) => {
    if (inCart) submitOwnForm(purchase.fetcher, select, value);
    else purchase.setQuantity(Number(value));
  };
  // A quantity picked before hydration is handled now, once, as the change would have been (decision 041).
  const picker = useRef<HTMLSelectElement>(null);
  useValueEnteredEarly(picker, String(purchase.quantity), (picked) => {
    if (picker.current) pick(picker.current, picked);
  });
  return (
    <div className={compact ? 'pdp-qty pdp-qty--compact' : 'pdp-qty'}>
      <label htmlFor={id} className={compact ? 'pdp-sr' : 'pdp-qty__label'}>
        {inCart ? t('cart.inCartLabel') : t('pdp.qty.label')}
      </label>
      <select
        ref={picker}
        id={id}
        name="quantity"
        className="pdp-qty__select"
        value={purchase.quantity}
        aria-busy={purchase.busy || undefined}
        onChange={onSelectChange(purchase.quantity, (select) => pick(select))}
      >
        {inCart ? <option value={0}>{t('cart.removeItem')}</option> : null}
        {purchase.options.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.note && !compact ? `${o.label} (${t(o.note === 'max' ? 'pdp.qty.max' : 'pdp.qty.min')})` : o.label}
          </option>
        ))}
      </select>
      {inCart && !hydrated ? (
        <button type="submit" className="pdp-qty__update">
          {t('cart.update')}
        </button>
      ) : null}
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
    <Button type="submit" size={size} block loading={purchase.busy}>
      <CartIcon size="sm" />
      {t('pdp.cart.add')}
    </Button>
  );
}

/** '2 in your cart' when the item is in the cart. */
export function InCartNote({ purchase }: { purchase: Purchase }) {
  const t = useT();
  return (
    <p className="pdp-buy__incart" aria-live="polite">
      {purchase.inCart > 0 ? t('pdp.cart.inCart', { count: purchase.inCart }) : ''}
    </p>
  );
}

/** The buy box's quantity and Add to cart (watched by the sticky bar through `actionsRef`), then what the cart holds. */
export function BuyActions({ purchase, actionsRef }: { purchase: Purchase; actionsRef: Ref<HTMLDivElement> }) {
  return (
    <>
      <div ref={actionsRef}>
        <PurchaseForm purchase={purchase} className="pdp-buy__actions">
          <QuantitySelect purchase={purchase} />
          <AddToCartButton purchase={purchase} />
        </PurchaseForm>
      </div>
      <InCartNote purchase={purchase} />
    </>
  );
}
