/**
 * The small cart control of a product card (alternatives): 'Add' posts one (or the item's minimum) to the
 * cart; once there, a picker shows the line's quantity and 'Remove Item' takes it out. Both are forms
 * posting to /cart, so a tap before hydration is not lost.
 */
import { quantityOptions } from '@dawa/domain';
import { useId, useRef } from 'react';
import { useT } from '../../i18n/index.ts';
import { Button } from '../ui/button.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import { onSelectChange, useValueEnteredEarly } from '../ui/use-page-input.ts';
import { CartForm, pendingQuantity, submitOwnForm, useCartFetcher } from './cart-form.tsx';
import { useCartLineOf } from './cart-lines.ts';
import './card-cart.css';

export function CardCartButton({ productId, name, min, max }: { productId: number; name: string; min: number; max: number }) {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  const line = useCartLineOf(productId);
  const fetcher = useCartFetcher({ key: `cart-item:${productId}:` });
  const answered = fetcher.state === 'idle' && fetcher.data?.ok ? fetcher.data.quantity : undefined;
  const inCart = pendingQuantity(fetcher) ?? line?.quantity ?? answered ?? 0;
  const busy = fetcher.state === 'submitting';
  // A quantity picked before hydration is posted now, as the change would have been (decision 041).
  const picker = useRef<HTMLSelectElement>(null);
  useValueEnteredEarly(picker, String(inCart), (picked) => {
    if (picker.current) submitOwnForm(fetcher, picker.current, picked);
  });
  if (inCart === 0) {
    return (
      <CartForm fetcher={fetcher} intent="add" fields={{ productId, quantity: Math.max(1, min) }}>
        <Button type="submit" size="small" variant="outlined" className="card-cart" loading={busy}>
          {t('cart.addShort')}
          <span className="visually-hidden"> {name}</span>
        </Button>
      </CartForm>
    );
  }
  return (
    <CartForm
      fetcher={fetcher}
      intent="quantity"
      className="card-cart card-cart--qty"
      fields={{ productId, itemId: line?.itemId ?? undefined }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('cart.qtyOf', { name })}
      </label>
      <select
        ref={picker}
        id={id}
        name="quantity"
        value={inCart}
        aria-busy={busy || undefined}
        onChange={onSelectChange(inCart, (select) => submitOwnForm(fetcher, select))}
      >
        {quantityOptions({ min: 1, max: Math.max(max, inCart), allowRemove: true }).map((o) => (
          <option key={o.value} value={o.value}>
            {o.value === 0 ? t('cart.removeItem') : o.label}
          </option>
        ))}
      </select>
      {hydrated ? null : <button type="submit">{t('cart.update')}</button>}
    </CartForm>
  );
}
