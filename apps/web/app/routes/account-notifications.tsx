import { useEffect, useState } from 'react';
import type { NotificationList } from '@dawa/contracts';
import { GuestPrompt } from '../components/checkout/checkout-guest.tsx';
import { NotificationItems } from '../components/notifications/notifications-list.tsx';
import { loadNotifications, markAllSeen } from '../components/notifications/notifications-store.ts';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import { ApiError } from '../lib/api.ts';
import { notificationsApi } from '../lib/api-orders.ts';
import type { Route } from './+types/account-notifications';

/** The signed-in shopper's notifications, newest first; a guest is asked to log in. */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    return { list: await notificationsApi.list(request) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { list: null };
    throw error;
  }
}

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromPath(location.pathname);
  return [
    { title: `${translate(locale, 'notif.title')} | ${translate(locale, 'brand.name')}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

/**
 * Shown means seen: once the page is interactive it marks them seen and the bell's count follows. The ones
 * that were new stay marked as new on this page until the shopper leaves it.
 */
function NotificationsPage({ list }: { list: NotificationList }) {
  const t = useT();
  const [newIds] = useState(() => new Set(list.notifications.filter((n) => !n.hasSeen).map((n) => n.id)));
  useEffect(() => {
    // Through the bell's own list, fresh, marked seen as the panel does: the count it shows clears with it.
    if (list.unseenCount > 0) void loadNotifications(true).then(markAllSeen);
  }, [list]);
  return (
    <div className="container notif-page">
      <h1>{t('notif.title')}</h1>
      <NotificationItems list={list.notifications} newIds={newIds} />
    </div>
  );
}

/** /account/notifications: the bell's panel as a page (where the bell leads before the page is interactive). */
export default function AccountNotifications({ loaderData }: Route.ComponentProps) {
  return loaderData.list ? <NotificationsPage list={loaderData.list} /> : <GuestPrompt title="notif.guestTitle" text="notif.guestText" />;
}
