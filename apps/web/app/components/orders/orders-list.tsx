/** The shopper's orders, a page at a time: status, date, first items, amount and a link to each. */
import type { OrderList } from '@dawa/contracts';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { buttonClass } from '../ui/button.tsx';
import { ChevronLeftIcon, ChevronRightIcon, PillIcon } from '../ui/icons.tsx';
import { formatDate, statusTone } from './order-format.ts';
import './orders.css';

const SHOWN_ITEMS = 2;

export function OrdersList({ list }: { list: OrderList }) {
  const t = useT();
  const { orders, page, hasMore } = list;
  if (orders.length === 0 && page === 1) {
    return (
      <div className="container orders-page">
        <h1 className="orders-page__title">{t('orders.title')}</h1>
        <section className="orders-empty">
          <PillIcon size="lg" />
          <h2>{t('orders.empty.title')}</h2>
          <p>{t('orders.empty.text')}</p>
          <Link to="/online-medicine-order" className={buttonClass('medium')}>
            {t('orders.empty.shop')}
          </Link>
        </section>
      </div>
    );
  }
  return (
    <div className="container orders-page">
      <h1 className="orders-page__title">{t('orders.title')}</h1>
      <ul className="orders-list">
        {orders.map((o) => {
          const more = o.itemCount - Math.min(SHOWN_ITEMS, o.itemNames.length);
          return (
            <li key={o.orderId} className="order-card">
              <div className="order-card__head">
                <span className={`order-status order-status--${statusTone(o.status)}`}>{o.statusText}</span>
                <span className="order-card__date">{t('orders.placedOn', { date: formatDate(o.placedAt) })}</span>
              </div>
              <p className="order-card__items">
                {o.itemNames.slice(0, SHOWN_ITEMS).join(', ')}
                {more > 0 ? <span className="order-card__more"> {t('orders.more', { n: more })}</span> : null}
              </p>
              <div className="order-card__foot">
                <span>
                  <span className="order-card__id">#{o.orderId}</span> · <strong>{o.amount}</strong>
                </span>
                <Link to={o.url} className="order-card__link" aria-label={t('orders.viewLabel', { id: o.orderId })}>
                  {t('orders.view')}
                  <ChevronRightIcon size="sm" />
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
      {page > 1 || hasMore ? (
        <nav className="orders-pager" aria-label={t('orders.pager')}>
          {page > 1 ? (
            <Link to={`?page=${page - 1}`} className={buttonClass('default', 'outlined')}>
              <ChevronLeftIcon size="sm" />
              {t('orders.newer')}
            </Link>
          ) : (
            <span />
          )}
          {hasMore ? (
            <Link to={`?page=${page + 1}`} className={buttonClass('default', 'outlined')}>
              {t('orders.older')}
              <ChevronRightIcon size="sm" />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
