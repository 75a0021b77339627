/**
 * The bell in the headers for signed-in shoppers, with the unseen count; it opens the notifications panel
 * (a drawer): title, text, how long ago, and the link. Opening marks them seen (the list still shows which
 * were new until it closes).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useT } from '../../i18n/index.ts';
import { useSession } from '../account/session.ts';
import { BellIcon } from '../checkout/checkout-icons.tsx';
import { Button } from '../ui/button.tsx';
import { Drawer } from '../ui/drawer.tsx';
import { EnhancedLink } from '../ui/enhanced-link.tsx';
import { NOTIFICATIONS_PAGE, NotificationItems } from './notifications-list.tsx';
import {
  forgetNotifications,
  idleNotifications,
  loadNotifications,
  markAllSeen,
  notificationsSnapshot,
  subscribeNotifications,
} from './notifications-store.ts';
import './notifications.css';

function useNotifications() {
  const signedIn = useSession().user !== null;
  const state = useSyncExternalStore(subscribeNotifications, notificationsSnapshot, idleNotifications);
  useEffect(() => {
    if (signedIn) void loadNotifications();
    else forgetNotifications();
  }, [signedIn]);
  return { signedIn, state };
}

function Panel({ newIds }: { newIds: Set<string> }) {
  const t = useT();
  const state = useSyncExternalStore(subscribeNotifications, notificationsSnapshot, idleNotifications);
  if (state.kind === 'loading' || state.kind === 'idle') {
    return (
      <div className="notif__list" aria-busy="true">
        <div className="ck-skeleton notif__skeleton" />
        <div className="ck-skeleton notif__skeleton" />
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className="notif__empty" role="alert">
        <p>{t('notif.failed')}</p>
        <Button size="small" variant="outlined" onClick={() => void loadNotifications(true)}>
          {t('ck.retry')}
        </Button>
      </div>
    );
  }
  return <NotificationItems list={state.data.notifications} newIds={newIds} />;
}

export function NotificationsBell({ className }: { className: string }) {
  const t = useT();
  const { signedIn, state } = useNotifications();
  const [open, setOpen] = useState(false);
  const [newIds, setNewIds] = useState<Set<string>>(new Set());
  if (!signedIn) return null;
  const unseen = state.kind === 'ready' ? state.data.unseenCount : 0;

  const show = async () => {
    setOpen(true);
    await loadNotifications(true);
    const now = notificationsSnapshot();
    if (now.kind === 'ready') setNewIds(new Set(now.data.notifications.filter((n) => !n.hasSeen).map((n) => n.id)));
    await markAllSeen();
  };

  return (
    <>
      <EnhancedLink
        href={NOTIFICATIONS_PAGE}
        className={className}
        onOpen={() => void show()}
        aria-haspopup="dialog"
        aria-label={unseen > 0 ? t('notif.bellUnseen', { n: unseen }) : t('notif.title')}
      >
        <BellIcon />
        {unseen > 0 ? (
          <span className="badge badge--count" aria-hidden="true">
            {unseen > 99 ? '99+' : unseen}
          </span>
        ) : null}
      </EnhancedLink>
      <Drawer open={open} onClose={() => setOpen(false)} title={t('notif.title')}>
        <Panel newIds={newIds} />
      </Drawer>
    </>
  );
}
