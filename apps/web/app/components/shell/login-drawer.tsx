import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { Drawer } from '../ui/drawer.tsx';
import { ChevronRightIcon } from '../ui/icons.tsx';
import { isEnabled } from './feature-flags.ts';
import { MAIN_NAV } from './nav-links.ts';

/**
 * The login drawer. Login itself is not built yet: the drawer says so and offers the store's sections.
 * On phones it doubles as the navigation menu (spec: opening navigation requires login).
 */
export function LoginDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const links = [
    ...MAIN_NAV.filter((item) => isEnabled(item.flag)),
    { key: 'shell.footer.browseAll' as const, href: '/online-medicine-order/browse' },
    { key: 'shell.footer.molecules' as const, href: '/molecules' },
  ];
  return (
    <Drawer open={open} onClose={onClose} title={t('shell.loginDrawer.title')}>
      <div className="login-soon">
        <h3>{t('shell.loginDrawer.soonTitle')}</h3>
        <p className="small">{t('shell.loginDrawer.soonText')}</p>
      </div>
      <h3>{t('shell.loginDrawer.browse')}</h3>
      <ul className="menu-list">
        {links.map((item) => (
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
