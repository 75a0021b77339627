/**
 * Quantity picker and 'Add to cart' for the medicine page. The cart service arrives in a later
 * release: until then the button keeps a local cart (local-cart.ts) and says so plainly.
 */
import { useId, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { Button } from '../ui/button.tsx';
import { CartIcon } from '../ui/icons.tsx';
import { useToast } from '../ui/toast.tsx';
import { useLocalCartLine } from '../../lib/local-cart.ts';
import type { QuantityView } from './pdp-types.ts';

export interface Purchase {
  quantity: number;
  setQuantity: (q: number) => void;
  inCart: number;
  add: () => void;
  options: QuantityView;
}

/** Shared by the buy box and the phone's sticky bar, so both show the same quantity. */
export function usePurchase(productId: number, options: QuantityView, name?: string): Purchase {
  const t = useT();
  const toast = useToast();
  const { inCart, save } = useLocalCartLine(productId, name);
  const [quantity, setQuantity] = useState(options.min);
  const add = () => {
    const q = Math.min(Math.max(quantity, options.min), options.max);
    if (!save(q)) {
      toast.show(t('pdp.cart.failed'), 'error');
      return;
    }
    toast.show(inCart > 0 ? t('pdp.cart.updated', { count: q }) : t('pdp.cart.added', { count: q }), 'success');
  };
  return { quantity, setQuantity, inCart, add, options };
}

export function QuantitySelect({ purchase, compact = false }: { purchase: Purchase; compact?: boolean }) {
  const t = useT();
  const id = useId();
  return (
    <div className={compact ? 'pdp-qty pdp-qty--compact' : 'pdp-qty'}>
      <label htmlFor={id} className={compact ? 'pdp-sr' : 'pdp-qty__label'}>
        {t('pdp.qty.label')}
      </label>
      <select id={id} className="pdp-qty__select" value={purchase.quantity} onChange={(e) => purchase.setQuantity(Number(e.target.value))}>
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
  const label =
    purchase.inCart === 0 ? t('pdp.cart.add') : purchase.quantity === purchase.inCart ? t('pdp.cart.inCartShort') : t('pdp.cart.update');
  return (
    <Button size={size} block onClick={purchase.add}>
      <CartIcon size="sm" />
      {label}
    </Button>
  );
}

/** '2 in your cart' after hydration, when the item is in the local cart. */
export function InCartNote({ purchase }: { purchase: Purchase }) {
  const t = useT();
  return (
    <p className="pdp-buy__incart" aria-live="polite">
      {purchase.inCart > 0 ? t('pdp.cart.inCart', { count: purchase.inCart }) : ''}
    </p>
  );
}
