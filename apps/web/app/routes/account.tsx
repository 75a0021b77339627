import '../components/account/account-page.css';
import { AccountMenu } from '../components/account/account-menu-drawer.tsx';
import { useSession } from '../components/account/session.ts';
import { useGreeting } from '../components/account/user-menu.tsx';
import { GuestPrompt } from '../components/checkout/checkout-guest.tsx';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../components/ui/icons.tsx';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import type { Route } from './+types/account';

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromPath(location.pathname);
  return [
    { title: `${translate(locale, 'account.page.title')} | ${translate(locale, 'brand.name')}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

/**
 * /account: the phone menu of a signed-in shopper as a page. The header's menu button leads here until the
 * page is interactive (then it opens the same menu in a drawer); a guest is asked to log in.
 */
export default function Account() {
  const { user } = useSession();
  const greeting = useGreeting();
  const t = useT();
  if (!user) return <GuestPrompt title="account.page.guestTitle" text="account.page.guestText" />;
  return (
    <div className="container account-page">
      <h1>{greeting(user)}</h1>
      <AccountMenu user={user} />
      <h2 className="menu-heading">{t('lab-booking.account.title')}</h2>
      <ul className="menu-list">
        <li>
          <Link to="/account/medical-records#bookings">
            {t('lab-booking.account.bookings')}
            <ChevronRightIcon size="sm" />
          </Link>
        </li>
        <li>
          <Link to="/account/medical-records">
            {t('lab-booking.account.records')}
            <ChevronRightIcon size="sm" />
          </Link>
        </li>
      </ul>
    </div>
  );
}
