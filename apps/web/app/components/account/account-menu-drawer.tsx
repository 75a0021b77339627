import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { isEnabled } from '../shell/feature-flags.ts';
import { HealthcareDrawerItem } from '../shell/healthcare-drawer-item.tsx';
import { HEALTHCARE_HREF, LAB_TESTS_HREF, MAIN_NAV } from '../shell/nav-links.ts';
import { LabDrawerItem } from '../diagnostics/lab-drawer-item.tsx';
import { Drawer } from '../ui/drawer.tsx';
import { ChevronRightIcon } from '../ui/icons.tsx';
import type { SessionUser } from './types.ts';
import { UserMenuList, useGreeting } from './user-menu.tsx';

/** A signed-in visitor's phone menu: their number, their account links, then the store's sections. */
export function AccountMenu({ user, onPick }: { user: SessionUser; onPick?: () => void }) {
  const t = useT();
  return (
    <>
      <p className="user-menu__who">+91 {user.mobileNumber}</p>
      <nav aria-label={t('account.menu.label')}>
        <UserMenuList onPick={onPick} />
      </nav>
      <h3 className="menu-heading">{t('account.menu.browse')}</h3>
      <ul className="menu-list">
        {MAIN_NAV.filter((item) => isEnabled(item.flag)).map((item) =>
          item.href === HEALTHCARE_HREF ? (
            <HealthcareDrawerItem key={item.href} href={item.href} label={t(item.key)} onPick={onPick} />
          ) : item.href === LAB_TESTS_HREF ? (
            <LabDrawerItem key={item.href} label={t(item.key)} onPick={onPick} />
          ) : (
            <li key={item.href}>
              <Link to={item.href} onClick={onPick}>
                {t(item.key)}
                <ChevronRightIcon size="sm" />
              </Link>
            </li>
          ),
        )}
      </ul>
    </>
  );
}

/** The phone menu for signed-in visitors, in a drawer (the /account page shows the same before hydration). */
export function AccountMenuDrawer({ open, onClose, user }: { open: boolean; onClose: () => void; user: SessionUser }) {
  const greeting = useGreeting();
  return (
    <Drawer open={open} onClose={onClose} title={greeting(user)}>
      <AccountMenu user={user} />
    </Drawer>
  );
}

/** The default export: a lazy import names the module only (fewer bytes in the page's first-load script). */
export default AccountMenuDrawer;
