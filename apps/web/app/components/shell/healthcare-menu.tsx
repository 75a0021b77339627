/** The nav row's 'Healthcare' with its mega menu (spec §2): categories, sub-categories and types. */
import { lazy } from 'react';
import { useT } from '../../i18n/index.ts';
import { MegaNavItem } from './mega-nav-item.tsx';

const HealthcareMegaPanel = lazy(() => import('./healthcare-mega-panel.tsx'));

export function HealthcareNavItem({ href, label, current }: { href: string; label: string; current: boolean }) {
  const t = useT();
  return (
    <MegaNavItem
      href={href}
      label={label}
      current={current}
      panelId="hc-mega"
      toggleLabel={t('shell.mega.toggle')}
      Panel={HealthcareMegaPanel}
    />
  );
}
