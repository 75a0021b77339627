/** The nav row's 'Lab Tests' with its mega menu (spec §2): 10 popular tests, and packages and all tests per city. */
import { lazy } from 'react';
import { useT } from '../../i18n/index.ts';
import { MegaNavItem } from '../shell/mega-nav-item.tsx';
import { LAB_TESTS_HREF } from '../shell/nav-links.ts';

const LabMegaPanel = lazy(() => import('./lab-mega-panel.tsx').then((m) => ({ default: m.LabMegaPanel })));

export function LabNavItem({ label, current }: { label: string; current: boolean }) {
  const t = useT();
  return (
    <MegaNavItem
      href={LAB_TESTS_HREF}
      label={label}
      current={current}
      panelId="lab-mega"
      toggleLabel={t('shell.mega.labToggle')}
      Panel={LabMegaPanel}
    />
  );
}
