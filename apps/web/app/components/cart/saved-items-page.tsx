/**
 * /account/saved-items: products saved for later, 20 a page, from the route's loader, each with 'Move to
 * cart' (added to the cart, then taken off the list) and 'Remove', forms posting to the route's action.
 * Saved items belong to an account: guests are asked to log in.
 */
import type { ProductCard, SflPage } from '@dawa/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useFetcher, useLocation, useRevalidator, type FetcherWithComponents } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { LoginDrawer } from '../shell/lazy-login-drawer.tsx';
import { Button, buttonClass } from '../ui/button.tsx';
import { EnhancedLink, loginHref } from '../ui/enhanced-link.tsx';
import { PackImage } from '../ui/pack-image.tsx';
import { RxBadge } from '../ui/badges.tsx';
import { Price } from '../ui/price.tsx';
import { useToast } from '../ui/toast.tsx';
import { ScriptField } from './cart-form.tsx';
import { CartFailed } from './cart-states.tsx';
import { SAVED_ACTION, type SavedActionResult, type SavedIntent } from './saved-intents.ts';
import './cart.css';

export type SavedPageProps = { signedIn: boolean; page: SflPage | null };

export function SavedItemsPage({ signedIn, page }: SavedPageProps) {
  const t = useT();
  const revalidator = useRevalidator();
  const [login, setLogin] = useState(false);
  if (!signedIn) {
    return (
      <div className="container cart">
        <section className="cart-empty" aria-labelledby="saved-login">
          <h1 id="saved-login">{t('cart.saved.login.title')}</h1>
          <p>{t('cart.saved.login.text')}</p>
          <div className="cart-empty__actions">
            <EnhancedLink
              href={loginHref('/account/saved-items')}
              className={buttonClass()}
              onOpen={() => setLogin(true)}
              aria-haspopup="dialog"
            >
              {t('cart.saved.login.button')}
            </EnhancedLink>
          </div>
        </section>
        <LoginDrawer open={login} onClose={() => setLogin(false)} />
      </div>
    );
  }
  if (!page) return <CartFailed onRetry={() => void revalidator.revalidate()} />;
  return <SavedList page={page} />;
}

type SavedFetcher = FetcherWithComponents<SavedActionResult>;

/** A fetcher posting to the saved items' action that toasts each answer once. */
function useSavedFetcher(key: string): SavedFetcher {
  const t = useT();
  const toast = useToast();
  const fetcher = useFetcher<SavedActionResult>({ key });
  const seen = useRef<SavedActionResult | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state === 'submitting' || !result || seen.current === result) return;
    seen.current = result;
    if (!result.ok) toast.show(result.message, 'error');
    else toast.show(t(result.outcome === 'moved' ? 'cart.toast.movedToCart' : 'cart.toast.removedSaved'), 'success');
    if (result.ok && result.listed) toast.show(t('cart.error.sfl'), 'error');
  });
  return fetcher;
}

function SavedForm({
  fetcher,
  intent,
  product,
  children,
}: {
  fetcher: SavedFetcher;
  intent: SavedIntent;
  product: ProductCard;
  children: ReactNode;
}) {
  const location = useLocation();
  return (
    <fetcher.Form method="post" action={SAVED_ACTION}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="productId" value={product.productId} />
      {intent === 'move-to-cart' ? <input type="hidden" name="quantity" value={Math.max(1, product.minQuantity)} /> : null}
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <ScriptField />
      {children}
    </fetcher.Form>
  );
}

const pendingId = (f: SavedFetcher) => (f.formData ? Number(f.formData.get('productId')) : null);

function SavedList({ page }: { page: SflPage }) {
  const t = useT();
  const move = useSavedFetcher('saved-move');
  const remove = useSavedFetcher('saved-remove');
  // Off the list as soon as it is asked (back if the server refuses).
  const items = page.items.filter((p) => p.productId !== pendingId(move) && p.productId !== pendingId(remove));
  const pages = Math.max(1, Math.ceil(page.totalCount / page.limitPerPage));
  return (
    <div className="container cart saved">
      <h1 className="cart__title">
        {t('cart.saved.title')} <span className="cart__count">{t('cart.saved.count', { n: page.totalCount })}</span>
      </h1>
      {items.length === 0 ? (
        <section className="cart-empty" aria-labelledby="saved-empty">
          <h2 id="saved-empty">{t('cart.saved.empty.title')}</h2>
          <p>{t('cart.saved.empty.text')}</p>
          <div className="cart-empty__actions">
            <Link to="/cart" className={buttonClass()}>
              {t('cart.saved.goToCart')}
            </Link>
            <Link to="/online-medicine-order" className={buttonClass('default', 'outlined')}>
              {t('cart.empty.browse')}
            </Link>
          </div>
        </section>
      ) : (
        <ul className="saved__grid">
          {items.map((p) => (
            <li key={p.productId} className="cart-card saved-item">
              <PackImage name={p.name} manufacturer={p.manufacturer} packform={p.packform} width={72} height={72} decorative />
              <div className="saved-item__body">
                {p.isRxRequired ? <RxBadge /> : null}
                <Link to={p.url} className="cart-line__name">
                  {p.name}
                </Link>
                <p className="cart-line__meta">
                  {p.packLabel} · {t('cart.by', { manufacturer: p.manufacturer })}
                </p>
                <Price
                  price={{
                    mrpPaise: p.mrpPaise,
                    salePaise: p.salePaise,
                    discountPercent: Number(p.discountPercent) || 0,
                    isCustomMedicine: p.isCustomMedicine,
                  }}
                />
                <div className="saved-item__actions">
                  <SavedForm fetcher={move} intent="move-to-cart" product={p}>
                    <Button
                      type="submit"
                      size="small"
                      disabled={!p.productAvailabilityFlags.isAvailable}
                      aria-label={t('cart.saved.moveOf', { name: p.name })}
                    >
                      {t('cart.saved.moveToCart')}
                    </Button>
                  </SavedForm>
                  <SavedForm fetcher={remove} intent="remove" product={p}>
                    <Button type="submit" size="small" variant="outlined" aria-label={t('cart.saved.removeOf', { name: p.name })}>
                      {t('cart.saved.remove')}
                    </Button>
                  </SavedForm>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="saved__pager" aria-label={t('cart.saved.page', { page: page.page, pages })}>
          {page.page > 1 ? (
            <Link to={`?page=${page.page - 1}`} className={buttonClass('small', 'outlined')}>
              {t('cart.saved.prev')}
            </Link>
          ) : null}
          <span>{t('cart.saved.page', { page: page.page, pages })}</span>
          {page.page < pages ? (
            <Link to={`?page=${page.page + 1}`} className={buttonClass('small', 'outlined')}>
              {t('cart.saved.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
