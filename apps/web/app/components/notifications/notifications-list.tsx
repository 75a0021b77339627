/** One notification list, as the bell's panel and the notifications page show it. */
import type { NotificationList } from '@dawa/contracts';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { BellIcon } from '../checkout/checkout-icons.tsx';
import { formatDateTime, timeAgo } from '../orders/order-format.ts';
import { useHydrated } from '../ui/use-hydrated.ts';

/** The page that lists them: where the bell leads before the page is interactive, and the account menu's item. */
export const NOTIFICATIONS_PAGE = '/account/notifications';

/** 'How long ago' once the page is interactive; until then the date and time (the server's clock is not the phone's). */
function Ago({ iso }: { iso: string }) {
  const t = useT();
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <time dateTime={iso} className="notif__time">
        {formatDateTime(iso)}
      </time>
    );
  }
  const ago = timeAgo(iso, new Date());
  const label =
    ago.unit === 'now'
      ? t('notif.justNow')
      : ago.unit === 'minutes'
        ? t('notif.minutes', { n: ago.n })
        : ago.unit === 'hours'
          ? t('notif.hours', { n: ago.n })
          : t('notif.days', { n: ago.n });
  return (
    <time dateTime={iso} title={formatDateTime(iso)} className="notif__time">
      {label}
    </time>
  );
}

/** The list, newest first (or the empty state); `newIds` are marked as new. */
export function NotificationItems({ list, newIds }: { list: NotificationList['notifications']; newIds: Set<string> }) {
  const t = useT();
  if (list.length === 0) {
    return (
      <div className="notif__empty">
        <BellIcon size="lg" />
        <p>{t('notif.empty')}</p>
      </div>
    );
  }
  return (
    <ul className="notif__list">
      {list.map((n) => {
        const fresh = newIds.has(n.id);
        return (
          <li key={n.id} className={`notif${fresh ? ' notif--new' : ''}`}>
            <p className="notif__title">
              {fresh ? <span className="notif__dot" role="img" aria-label={t('notif.new')} /> : null}
              {n.title}
            </p>
            <p className="notif__body">{n.body}</p>
            <div className="notif__foot">
              <Ago iso={n.createdAt} />
              {n.link && n.link.startsWith('/') ? (
                <Link to={n.link} className="notif__link">
                  {t('notif.open')}
                </Link>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
