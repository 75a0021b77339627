/** The cart's failed and empty states (the cart itself comes with the page: no loading state). */
import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { useSearch } from '../search/search-context.tsx';
import { Button, buttonClass } from '../ui/button.tsx';
import { CartIcon, SearchIcon } from '../ui/icons.tsx';

export function CartFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <section className="cart-empty" aria-labelledby="cart-failed">
      <h1 id="cart-failed">{t('cart.loadFailed')}</h1>
      <Button onClick={onRetry}>{t('cart.retry')}</Button>
    </section>
  );
}

export function CartEmpty({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const search = useSearch();
  return (
    <section className="cart-empty" aria-labelledby="cart-empty">
      <div className="cart-empty__art" aria-hidden="true">
        <CartIcon size="lg" />
      </div>
      <h1 id="cart-empty">{t('cart.empty.title')}</h1>
      <p>{t('cart.empty.text')}</p>
      <div className="cart-empty__actions">
        <Link to="/online-medicine-order" className={buttonClass('default')}>
          {t('cart.empty.browse')}
        </Link>
        <Button variant="outlined" onClick={() => search.open()} onFocus={search.preload}>
          <SearchIcon size="sm" />
          {t('cart.empty.search')}
        </Button>
        {signedIn ? (
          <Link to="/account/saved-items" className={buttonClass('default', 'transparent')}>
            {t('cart.empty.saved')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
