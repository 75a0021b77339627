/** One line of the cart: pack shot, name (link), pack, maker, Rx tag, price, quantity, remove, save for later. */
import type { CartItem } from '@dawa/contracts';
import { formatRupees } from '@dawa/domain';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { RxBadge } from '../ui/badges.tsx';
import { PackImage } from '../ui/pack-image.tsx';
import { InfoIcon } from '../ui/icons.tsx';
import { isOutOfStock, lineQuantityOptions } from './cart-rules.ts';

type Props = {
  item: CartItem;
  busy: boolean;
  onQuantity: (q: number) => void;
  onSave: () => void;
  /** The coach mark, placed beside this line's 'Save for later'. */
  coach?: ReactNode;
};

function LinePrice({ item }: { item: CartItem }) {
  const t = useT();
  if (item.isCustom) return <p className="cart-line__custom">{t('cart.custom')}</p>;
  const discounted = item.lineMrpPaise > item.lineSalePaise;
  return (
    <p className="cart-line__price">
      <strong>{formatRupees(item.lineSalePaise)}</strong>
      {discounted ? (
        <>
          <span className="visually-hidden">{t('cart.mrp')}</span>
          <s className="cart-line__mrp">{formatRupees(item.lineMrpPaise)}</s>
        </>
      ) : null}
    </p>
  );
}

export function CartLine({ item, busy, onQuantity, onSave, coach }: Props) {
  const t = useT();
  const qtyId = useId();
  const p = item.product;
  const out = isOutOfStock(item);
  return (
    <li className={out ? 'cart-line cart-line--out' : 'cart-line'} aria-busy={busy || undefined}>
      <div className="cart-line__image">
        <PackImage
          name={item.name}
          manufacturer={p?.manufacturer ?? item.name}
          packform={p?.packform ?? 'Other'}
          width={72}
          height={72}
          decorative
        />
      </div>
      <div className="cart-line__body">
        <div className="cart-line__tags">
          {item.isRxRequired ? <RxBadge /> : null}
          {item.isCustom ? <span className="cart-tag">{t('cart.customTag')}</span> : null}
          {out ? <span className="cart-tag cart-tag--out">{t('cart.outOfStockTag')}</span> : null}
        </div>
        {p ? (
          <Link to={p.url} className="cart-line__name">
            {item.name}
          </Link>
        ) : (
          <p className="cart-line__name">{item.name}</p>
        )}
        {p ? (
          <p className="cart-line__meta">
            {p.packLabel} · {t('cart.by', { manufacturer: p.manufacturer })}
          </p>
        ) : null}
        <LinePrice item={item} />
        {item.partialQtyWarnings.map((w) => (
          <p key={w} className="cart-line__warn" role="note">
            <InfoIcon size="sm" />
            {w}
          </p>
        ))}
        <div className="cart-line__actions">
          {out ? null : (
            <div className="cart-line__qty">
              <label htmlFor={qtyId}>{t('cart.qty')}</label>
              <select id={qtyId} value={item.quantity} disabled={busy} onChange={(e) => onQuantity(Number(e.target.value))}>
                {lineQuantityOptions(item).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.value === 0 ? t('cart.removeItem') : o.label}
                  </option>
                ))}
              </select>
            </div>
          )}
          <button
            type="button"
            className="cart-link"
            disabled={busy}
            onClick={() => onQuantity(0)}
            aria-label={t('cart.removeOf', { name: item.name })}
          >
            {t('cart.remove')}
          </button>
          {item.isCustom ? null : (
            <span className="cart-line__save">
              <button
                type="button"
                className="cart-link"
                disabled={busy}
                onClick={onSave}
                aria-label={t('cart.saveForLaterOf', { name: item.name })}
                data-coach-target
              >
                {t('cart.saveForLater')}
              </button>
              {coach}
            </span>
          )}
        </div>
      </div>
    </li>
  );
}
