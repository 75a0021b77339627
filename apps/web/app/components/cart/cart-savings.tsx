/**
 * The savings strip: 'Switch to {n} cheaper alternative(s) and save ₹X', opening a drawer that lists each
 * swap (what is in the cart, what it would become, the saving) with Switch per line and Switch all.
 * Nothing changes until the shopper taps; each Switch is a form posting to /cart.
 */
import { formatRupees } from '@dawa/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { Button } from '../ui/button.tsx';
import { Drawer } from '../ui/drawer.tsx';
import { ChevronRightIcon } from '../ui/icons.tsx';
import { PackImage } from '../ui/pack-image.tsx';
import { CartForm, useCartFetcher } from './cart-form.tsx';
import { totalSaving, type Swap } from './cart-rules.ts';

const swapField = (s: Swap) => `${s.itemId}:${s.replacement.productId}`;

export function SavingsStrip({ swaps }: { swaps: Swap[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const fetcher = useCartFetcher({ key: 'cart-swaps' });
  const pending = fetcher.formData?.getAll('swap') ?? [];
  const result = fetcher.data;
  // Switching them all closes the drawer once the server agreed (the last one takes the strip away).
  useEffect(() => {
    if (fetcher.state === 'idle' && result?.ok && result.outcome === 'switched' && (result.n ?? 1) > 1) setOpen(false);
  }, [fetcher.state, result]);
  if (swaps.length === 0) return null;
  const total = totalSaving(swaps);
  return (
    <>
      <button type="button" className="cart-savings" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <span className="cart-savings__icon" aria-hidden="true">
          ₹
        </span>
        <span className="cart-savings__text">{t('cart.save.strip', { n: swaps.length, amount: formatRupees(total) })}</span>
        <span className="cart-savings__view">
          {t('cart.save.view')}
          <ChevronRightIcon size="sm" />
        </span>
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title={t('cart.save.title')} sheetOnPhone>
        <p className="cart-swaps__lead">{t('cart.save.lead')}</p>
        <ul className="cart-swaps">
          {swaps.map((s) => (
            <li key={s.itemId} className="cart-swap">
              <p className="cart-swap__from">
                <span className="cart-swap__label">{t('cart.save.current')}</span>
                <s className="cart-swap__old">{s.currentName}</s>
              </p>
              <div className="cart-swap__to">
                <PackImage
                  name={s.replacement.name}
                  manufacturer={s.replacement.manufacturer}
                  packform={s.replacement.packform}
                  width={56}
                  height={56}
                  decorative
                />
                <div>
                  <span className="cart-swap__label">{t('cart.save.instead')}</span>
                  <Link to={s.replacement.url} className="cart-swap__name">
                    {s.replacement.name}
                  </Link>
                  <p className="cart-swap__meta">
                    {s.replacement.packLabel} · {t('cart.by', { manufacturer: s.replacement.manufacturer })}
                  </p>
                  <p className="cart-swap__saving">
                    {t('cart.save.saving', { amount: formatRupees(s.savingPaise), percent: Math.round(s.savingPercent) })}
                  </p>
                </div>
              </div>
              <CartForm fetcher={fetcher} intent="replace" fields={{ swap: swapField(s) }}>
                <Button
                  type="submit"
                  size="small"
                  variant="outlined"
                  loading={pending.length === 1 && pending[0] === swapField(s)}
                  aria-label={t('cart.save.switchOf', { from: s.currentName, to: s.replacement.name })}
                >
                  {t('cart.save.switch')}
                </Button>
              </CartForm>
            </li>
          ))}
        </ul>
        {swaps.length > 1 ? (
          <CartForm fetcher={fetcher} intent="bulk-replace" className="cart-swaps__all">
            {swaps.map((s) => (
              <input key={s.itemId} type="hidden" name="swap" value={swapField(s)} />
            ))}
            <Button type="submit" block loading={pending.length > 1}>
              {t('cart.save.switchAll', { amount: formatRupees(total) })}
            </Button>
          </CartForm>
        ) : null}
      </Drawer>
    </>
  );
}
