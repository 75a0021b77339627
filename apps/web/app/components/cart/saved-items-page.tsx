/**
 * /account/saved-items: products saved for later, 20 a page, each with 'Move to cart' (added to the cart,
 * then taken off the list) and 'Remove'. Saved items belong to an account: guests are asked to log in.
 */
import type { ProductCard, SflPage } from '@dawa/contracts';
import { useCallback, useEffect, useState } from 'react';
import { Link, useRevalidator, useSearchParams } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { cartApi, savedApi } from '../../lib/api-cart.ts';
import { useSession } from '../account/session.ts';
import { LoginDrawer } from '../shell/login-drawer.tsx';
import { Button, buttonClass } from '../ui/button.tsx';
import { PackImage } from '../ui/pack-image.tsx';
import { RxBadge } from '../ui/badges.tsx';
import { Price } from '../ui/price.tsx';
import { useToast } from '../ui/toast.tsx';
import { CartFailed, CartLoader } from './cart-states.tsx';
import './cart.css';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; page: SflPage };

export function SavedItemsPage() {
  const t = useT();
  const signedIn = useSession().user !== null;
  const [mounted, setMounted] = useState(false);
  const [login, setLogin] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return <CartLoader />;
  if (!signedIn) {
    return (
      <div className="container cart">
        <section className="cart-empty" aria-labelledby="saved-login">
          <h1 id="saved-login">{t('cart.saved.login.title')}</h1>
          <p>{t('cart.saved.login.text')}</p>
          <div className="cart-empty__actions">
            <Button onClick={() => setLogin(true)} aria-haspopup="dialog">
              {t('cart.saved.login.button')}
            </Button>
          </div>
        </section>
        <LoginDrawer open={login} onClose={() => setLogin(false)} />
      </div>
    );
  }
  return <SavedList />;
}

function SavedList() {
  const t = useT();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState<number | null>(null);
  const revalidator = useRevalidator();

  const load = useCallback(async () => {
    try {
      const page = await savedApi.page(pageNo);
      // The last item of a later page went: show the page before.
      if (page.items.length === 0 && pageNo > 1) setParams({ page: String(pageNo - 1) });
      else setState({ kind: 'ready', page });
    } catch {
      setState({ kind: 'failed' });
    }
  }, [pageNo, setParams]);

  useEffect(() => void load(), [load]);

  const sflError = (error: unknown) =>
    toast.show(error instanceof ApiError && error.message ? error.message : t('cart.error.sfl'), 'error');

  const move = async (p: ProductCard) => {
    setBusy(p.productId);
    try {
      await cartApi.add({ productId: p.productId, quantity: Math.max(1, p.minQuantity) });
      void revalidator.revalidate();
      try {
        await savedApi.remove(p.productId);
      } catch (error) {
        sflError(error);
      }
      toast.show(t('cart.toast.movedToCart'), 'success');
      await load();
    } catch (error) {
      toast.show(error instanceof ApiError && error.message ? error.message : t('cart.error.generic'), 'error');
    } finally {
      setBusy(null);
    }
  };

  const remove = async (p: ProductCard) => {
    setBusy(p.productId);
    try {
      await savedApi.remove(p.productId);
      toast.show(t('cart.toast.removedSaved'), 'success');
      await load();
    } catch (error) {
      sflError(error);
    } finally {
      setBusy(null);
    }
  };

  if (state.kind === 'loading') return <CartLoader />;
  if (state.kind === 'failed') return <CartFailed onRetry={() => void load()} />;
  const { page } = state;
  const pages = Math.max(1, Math.ceil(page.totalCount / page.limitPerPage));
  return (
    <div className="container cart saved">
      <h1 className="cart__title">
        {t('cart.saved.title')} <span className="cart__count">{t('cart.saved.count', { n: page.totalCount })}</span>
      </h1>
      {page.items.length === 0 ? (
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
          {page.items.map((p) => (
            <li key={p.productId} className="cart-card saved-item" aria-busy={busy === p.productId || undefined}>
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
                  <Button
                    size="small"
                    loading={busy === p.productId}
                    disabled={!p.productAvailabilityFlags.isAvailable}
                    onClick={() => void move(p)}
                    aria-label={t('cart.saved.moveOf', { name: p.name })}
                  >
                    {t('cart.saved.moveToCart')}
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => void remove(p)}
                    aria-label={t('cart.saved.removeOf', { name: p.name })}
                  >
                    {t('cart.saved.remove')}
                  </Button>
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
