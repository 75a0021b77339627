/** The phone menu's 'Healthcare': its link, and the store's categories as an accordion once opened. */
import { lazy } from 'react';
import { useT } from '../../i18n/index.ts';
import { DrawerMenuItem } from './drawer-menu-item.tsx';

const HealthcareAccordion = lazy(() => import('./healthcare-accordion.tsx'));

export function HealthcareDrawerItem({ href, label, onPick }: { href: string; label: string; onPick?: () => void }) {
  const t = useT();
  return (
    <DrawerMenuItem
      href={href}
      label={label}
      onPick={onPick}
      menuId="hc-drawer-menu"
      toggleLabel={t('shell.mega.toggle')}
      loadingText={t('shell.mega.loading')}
      Menu={HealthcareAccordion}
    />
  );
}
