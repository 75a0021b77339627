/**
 * The small cart control of a product card (alternatives): 'Add' puts one in the cart; once there, a
 * picker shows the line's quantity and 'Remove Item' takes it out.
 */
import { quantityOptions } from '@dawa/domain';
import { useId, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { Button } from '../ui/button.tsx';
import { useCartLine } from './use-cart.ts';
import './card-cart.css';

export function CardCartButton({ productId, name, min, max }: { productId: number; name: string; min: number; max: number }) {
  const t = useT();
  const id = useId();
  const line = useCartLine(productId);
  const [busy, setBusy] = useState(false);
  const run = (q: number) => {
    if (busy) return;
    setBusy(true);
    void line.change(q).finally(() => setBusy(false));
  };
  if (line.inCart === 0) {
    return (
      <Button size="small" variant="outlined" className="card-cart" loading={busy} onClick={() => run(Math.max(1, min))}>
        {t('cart.addShort')}
        <span className="visually-hidden"> {name}</span>
      </Button>
    );
  }
  return (
    <div className="card-cart card-cart--qty">
      <label htmlFor={id} className="visually-hidden">
        {t('cart.qtyOf', { name })}
      </label>
      <select id={id} value={line.inCart} aria-busy={busy || undefined} onChange={(e) => run(Number(e.target.value))}>
        {quantityOptions({ min: 1, max: Math.max(max, line.inCart), allowRemove: true }).map((o) => (
          <option key={o.value} value={o.value}>
            {o.value === 0 ? t('cart.removeItem') : o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
