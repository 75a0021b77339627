/**
 * One line of the cart: pack shot, name (link), pack, maker, Rx tag, price, quantity, remove, save for
 * later. The quantity, Remove and Save for later are forms posting to /cart; while one is in flight the
 * line shows what was asked (a removed or saved line is gone at once).
 */
import type { CartItem } from '@dawa/contracts';
import { formatRupees } from '@dawa/domain';
import { useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { RxBadge } from '../ui/badges.tsx';
import { EnhancedLink, useLoginHrefHere } from '../ui/enhanced-link.tsx';
import { PackImage } from '../ui/pack-image.tsx';
import { InfoIcon } from '../ui/icons.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import { onSelectChange, useValueEnteredEarly } from '../ui/use-page-input.ts';
import { CartForm, pendingQuantity, submitOwnForm, useCartFetcher, type CartFetcher } from './cart-form.tsx';
import { isNotSoldOnline, isOutOfStock, lineQuantityOptions } from './cart-rules.ts';

type Props = {
  item: CartItem;
  /** The page's removal and save-for-later forms' fetchers: they outlive the line they take away (the toast). */
  removal: CartFetcher;
  saving: CartFetcher;
  signedIn: boolean;
  /** A guest's 'Save for later' asks to log in first. */
  onLogin: () => void;
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

/** The fields naming this line: the server's item id when signed in, else the product (and custom name). */
export const lineFields = (item: CartItem) => ({
  itemId: item.itemId ?? undefined,
  productId: item.isCustom ? -1 : item.productId,
  name: item.isCustom ? item.name : undefined,
});

/** Whether a pending post names this line. */
const names = (form: FormData | undefined, item: CartItem) => {
  if (!form) return false;
  const f = lineFields(item);
  return f.itemId !== undefined
    ? form.get('itemId') === String(f.itemId)
    : form.get('productId') === String(f.productId) && (f.name === undefined || form.get('name') === f.name);
};

export function CartLine({ item, signedIn, onLogin, coach, removal, saving }: Props) {
  const t = useT();
  const qtyId = useId();
  const hydrated = useHydrated();
  const loginHref = useLoginHrefHere();
  const quantity = useCartFetcher({ key: `cart-line:${item.itemId ?? `${item.productId}:${item.name}`}:qty` });
  const busy = quantity.state !== 'idle';
  const shownQuantity = pendingQuantity(quantity) ?? item.quantity;
  // Picking 0 removes the line; any other quantity changes it.
  const pick = (select: HTMLSelectElement, value = select.value) => submitOwnForm(value === '0' ? removal : quantity, select, value);
  // A quantity picked before hydration is posted now, as the change would have been (decision 041).
  const picker = useRef<HTMLSelectElement>(null);
  useValueEnteredEarly(picker, String(shownQuantity), (picked) => {
    if (picker.current) pick(picker.current, picked);
  });
  // Gone as soon as it is asked (back if the server refuses: the form then idles with an error).
  if (names(removal.formData, item) || names(saving.formData, item)) return null;
  const p = item.product;
  const notSold = isNotSoldOnline(item);
  const out = notSold || isOutOfStock(item);
  const fields = lineFields(item);
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
          {out ? <span className="cart-tag cart-tag--out">{t(notSold ? 'cart.notSoldOnlineTag' : 'cart.outOfStockTag')}</span> : null}
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
            <CartForm fetcher={quantity} intent="quantity" className="cart-line__qty" fields={fields}>
              <label htmlFor={qtyId}>{t('cart.qty')}</label>
              <select
                ref={picker}
                id={qtyId}
                name="quantity"
                value={shownQuantity}
                onChange={onSelectChange(shownQuantity, (select) => pick(select))}
              >
                {lineQuantityOptions(item).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.value === 0 ? t('cart.removeItem') : o.label}
                  </option>
                ))}
              </select>
              {hydrated ? null : (
                <button type="submit" className="cart-link">
                  {t('cart.update')}
                </button>
              )}
            </CartForm>
          )}
          <CartForm fetcher={removal} intent="remove" fields={fields}>
            <button type="submit" className="cart-link" aria-label={t('cart.removeOf', { name: item.name })}>
              {t('cart.remove')}
            </button>
          </CartForm>
          {item.isCustom ? null : (
            <span className="cart-line__save">
              {signedIn ? (
                <CartForm fetcher={saving} intent="save-for-later" fields={{ productId: item.productId }}>
                  <button type="submit" className="cart-link" aria-label={t('cart.saveForLaterOf', { name: item.name })} data-coach-target>
                    {t('cart.saveForLater')}
                  </button>
                </CartForm>
              ) : (
                // A guest saves once signed in: the login page until the page is interactive (decision 041).
                <EnhancedLink
                  href={loginHref}
                  className="cart-link"
                  onOpen={onLogin}
                  aria-label={t('cart.saveForLaterOf', { name: item.name })}
                  data-coach-target
                >
                  {t('cart.saveForLater')}
                </EnhancedLink>
              )}
              {coach}
            </span>
          )}
        </div>
      </div>
    </li>
  );
}
