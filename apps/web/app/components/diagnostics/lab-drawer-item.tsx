/** The phone menu's 'Lab Tests': its link, and the popular tests and cities as an accordion once opened. */
import { lazy } from 'react';
import { useT } from '../../i18n/index.ts';
import { DrawerMenuItem } from '../shell/drawer-menu-item.tsx';
import { LAB_TESTS_HREF } from '../shell/nav-links.ts';

const LabAccordion = lazy(() => import('./lab-accordion.tsx').then((m) => ({ default: m.LabAccordion })));

export function LabDrawerItem({ label, onPick }: { label: string; onPick?: () => void }) {
  const t = useT();
  return (
    <DrawerMenuItem
      href={LAB_TESTS_HREF}
      label={label}
      onPick={onPick}
      menuId="lab-drawer-menu"
      toggleLabel={t('shell.mega.labToggle')}
      loadingText={t('shell.labMenu.loading')}
      Menu={LabAccordion}
    />
  );
}
