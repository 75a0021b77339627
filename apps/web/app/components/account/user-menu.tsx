import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT, type MessageKey } from '../../i18n/index.ts';
import { api } from '../../lib/api.ts';
import { isEnabled, type FeatureFlag } from '../shell/feature-flags.ts';
import { NOTIFICATIONS_PAGE } from '../notifications/notifications-list.tsx';
import { LogoutForm } from './logout-form.tsx';
import { ChevronDownIcon, ChevronRightIcon, UserIcon } from '../ui/icons.tsx';
import { useSession } from './session.ts';
import type { SessionUser } from './types.ts';

type MenuItem = { key: MessageKey; href: string; flags?: FeatureFlag[] };

/** Spec §2 "User menu", with the flags of "Menu visibility by flag"; unbuilt pages are coming-soon pages. */
export const USER_MENU: MenuItem[] = [
  { key: 'account.menu.orders', href: '/account/orders/medicine-healthcare' },
  { key: 'account.menu.saved', href: '/account/saved-items' },
  { key: 'account.menu.refer', href: '/account/refer-and-earn', flags: ['account.enableReferAndEarn'] },
  { key: 'account.menu.refills', href: '/account/refills', flags: ['enableAccountFlow', 'enableRefills'] },
  { key: 'account.menu.records', href: '/account/medical-records' },
  { key: 'account.menu.profile', href: '/account/profile' },
  { key: 'account.menu.wallet', href: '/account/wallet' },
  { key: 'account.menu.notifications', href: NOTIFICATIONS_PAGE },
  { key: 'account.menu.privacy', href: '/account/privacy' },
];

const REFER = '/account/refer-and-earn';

/**
 * The menu items whose flags are on. Refer & Earn's place depends on hasDeliveredOrder (spec §2): right after
 * Orders for a shopper who has had an order delivered (they know the store, so they are the ones to recommend it),
 * after Wallet for everyone else.
 */
export function visibleMenu(hasDeliveredOrder = false): MenuItem[] {
  const shown = USER_MENU.filter((item) => (item.flags ?? []).every((flag) => isEnabled(flag)));
  const refer = shown.find((item) => item.href === REFER);
  if (!refer) return shown;
  const rest = shown.filter((item) => item !== refer);
  const after = rest.findIndex((item) => item.href === (hasDeliveredOrder ? USER_MENU[0]!.href : '/account/wallet'));
  return [...rest.slice(0, after + 1), refer, ...rest.slice(after + 1)];
}
export const logoutEnabled = () => isEnabled('enableLogout');

/** Logs out, then reloads so every part of the page forgets the user (a failed call reloads too). */
export async function logOutAndReload() {
  try {
    await api.logout();
  } catch {
    // The reload shows whether the session really ended.
  }
  window.location.reload();
}

/** 'Hello, {name}', or just 'Hello' before the user has given a name. */
export function useGreeting() {
  const t = useT();
  return (user: SessionUser) => (user.name?.trim() ? t('account.menu.hello', { name: user.name.trim() }) : t('account.menu.helloGuest'));
}

/** The account links as a list (the phone menu drawer and the desktop dropdown share it). */
export function UserMenuList({ onPick }: { onPick?: () => void }) {
  const t = useT();
  const { user } = useSession();
  return (
    <ul className="menu-list" role="list">
      {visibleMenu(user?.hasDeliveredOrder === true).map((item) => (
        <li key={item.key}>
          <Link to={item.href} onClick={onPick}>
            {t(item.key)}
            <ChevronRightIcon size="sm" />
          </Link>
        </li>
      ))}
      {logoutEnabled() ? (
        <li>
          <LogoutForm className="menu-list__btn" label={t('account.menu.logout')} onLogout={() => void logOutAndReload()} />
        </li>
      ) : null}
    </ul>
  );
}

/**
 * Desktop header: 'Hello, {name}' opening the account menu. It is the browser's own disclosure (`details`), so
 * a click opens it before the page is interactive too; once it is, a click outside or Escape closes it.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const t = useT();
  const greeting = useGreeting();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    // Opened before the page was interactive: the state follows what the shopper sees.
    if (box.current?.open) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <details
      className="user-menu"
      ref={box}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onBlur={(event) => {
        if (!box.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <summary className="d-header__action">
        <UserIcon />
        <span className="user-menu__name">{greeting(user)}</span>
        <ChevronDownIcon size="sm" />
      </summary>
      <nav className="user-menu__panel" aria-label={t('account.menu.label')}>
        <p className="user-menu__who">+91 {user.mobileNumber}</p>
        <UserMenuList onPick={() => setOpen(false)} />
      </nav>
    </details>
  );
}
