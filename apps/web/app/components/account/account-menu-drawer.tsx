import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { isEnabled } from '../shell/feature-flags.ts';
import { MAIN_NAV } from '../shell/nav-links.ts';
import { Drawer } from '../ui/drawer.tsx';
import { ChevronRightIcon } from '../ui/icons.tsx';
import type { SessionUser } from './types.ts';
import { UserMenuList, useGreeting } from './user-menu.tsx';

/** The phone menu for signed-in visitors: their account links, then the store's sections. */
export function AccountMenuDrawer({ open, onClose, user }: { open: boolean; onClose: () => void; user: SessionUser }) {
  const t = useT();
  const greeting = useGreeting();
  return (
    <Drawer open={open} onClose={onClose} title={greeting(user)}>
      <p className="user-menu__who">+91 {user.mobileNumber}</p>
      <nav aria-label={t('account.menu.label')}>
        <UserMenuList />
      </nav>
      <h3 className="menu-heading">{t('account.menu.browse')}</h3>
      <ul className="menu-list">
        {MAIN_NAV.filter((item) => isEnabled(item.flag)).map((item) => (
          <li key={item.href}>
            <Link to={item.href}>
              {t(item.key)}
              <ChevronRightIcon size="sm" />
            </Link>
          </li>
        ))}
      </ul>
    </Drawer>
  );
}
