/**
 * /account/wallet: the store wallet of a signed-in shopper, read only and whole in the server's page: the
 * total, the balance by type, credit expiring soon, and the statement newest first (each entry links to its
 * order when it has one). An empty wallet says what will fill it.
 */
import type { WalletDetails } from '@dawa/contracts';
import { formatRupees } from '@dawa/domain';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { formatDate } from '../orders/order-format.ts';
import { buttonClass } from '../ui/button.tsx';
import { newestFirst, orderHref, signedRupees, sourceKey } from './wallet-format.ts';
import './wallet.css';

// Never-expiring credit first: it is what the shopper can count on.
const TYPES = ['NON_EXPIRABLE', 'EXPIRABLE'] as const;

export function WalletPage({ wallet }: { wallet: WalletDetails }) {
  const t = useT();
  const statement = newestFirst(wallet.statement);
  if (statement.length === 0 && wallet.totalPaise === 0)
    return (
      <div className="container wlt-page">
        <h1 className="wlt-page__title">{t('wallet.title')}</h1>
        <section className="wlt-card wlt-empty">
          <p className="wlt-total">{formatRupees(0)}</p>
          <h2 className="wlt-card__title">{t('wallet.empty.title')}</h2>
          <p className="wlt-muted">{t('wallet.empty.text')}</p>
          <Link to="/" className={buttonClass('default', 'outlined')}>
            {t('wallet.shop')}
          </Link>
        </section>
      </div>
    );
  return (
    <div className="container wlt-page">
      <h1 className="wlt-page__title">{t('wallet.title')}</h1>
      <section className="wlt-card wlt-summary" aria-labelledby="wlt-total-label">
        <p id="wlt-total-label" className="wlt-muted">
          {t('wallet.total')}
        </p>
        <p className="wlt-total">{formatRupees(wallet.totalPaise)}</p>
        <dl className="wlt-types" aria-label={t('wallet.balances')}>
          {TYPES.map((type) => (
            <div key={type} className="wlt-type">
              <dt>{t(`wallet.balance.${type}`)}</dt>
              <dd>{formatRupees(wallet.balances.find((b) => b.type === type)?.amountPaise ?? 0)}</dd>
            </div>
          ))}
        </dl>
        {wallet.expiringSoon.length > 0 ? (
          <div className="wlt-soon">
            <h2 className="wlt-soon__title">{t('wallet.soon.title')}</h2>
            <ul>
              {wallet.expiringSoon.map((lot) => (
                <li key={`${lot.expiresAt}-${lot.amountPaise}`}>
                  {t('wallet.soon.line', { amount: formatRupees(lot.amountPaise), date: formatDate(lot.expiresAt) })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
      <section className="wlt-card" aria-labelledby="wlt-statement-title">
        <h2 id="wlt-statement-title" className="wlt-card__title">
          {t('wallet.statement.title')}
        </h2>
        <ul className="wlt-statement">
          {statement.map((entry) => {
            const order = orderHref(entry.orderId);
            return (
              <li key={entry.id} className="wlt-entry">
                <div className="wlt-entry__text">
                  <p className="wlt-entry__reason">{entry.reason}</p>
                  <p className="wlt-muted">
                    {t(sourceKey(entry.source))} · <time dateTime={entry.at}>{formatDate(entry.at)}</time>
                    {order ? (
                      <>
                        {' · '}
                        <Link to={order}>{t('wallet.order', { id: entry.orderId ?? '' })}</Link>
                      </>
                    ) : null}
                  </p>
                </div>
                <p className={entry.amountPaise > 0 ? 'wlt-amount wlt-amount--in' : 'wlt-amount'}>{signedRupees(entry.amountPaise)}</p>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
