/**
 * The phone menu's 'Healthcare': a link to /health-care (also before hydration, on the /account page) and, once
 * the page is interactive, a disclosure button beside it that opens the store's categories as an accordion.
 * The accordion's code, sheet and data are fetched when it first opens, never with the drawer.
 */
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { ChevronDownIcon, ChevronRightIcon } from '../ui/icons.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import './healthcare-drawer-item.css';

const HealthcareAccordion = lazy(() => import('./healthcare-accordion.tsx').then((m) => ({ default: m.HealthcareAccordion })));

const ACCORDION_ID = 'hc-drawer-menu';

export function HealthcareDrawerItem({ href, label, onPick }: { href: string; label: string; onPick?: () => void }) {
  const t = useT();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <li className="menu-list__split">
      <Link to={href} onClick={onPick}>
        {label}
        <ChevronRightIcon size="sm" />
      </Link>
      {hydrated ? (
        <button
          type="button"
          className="menu-list__toggle"
          aria-expanded={open}
          aria-controls={ACCORDION_ID}
          aria-label={t('shell.mega.toggle')}
          onClick={() => {
            setWanted(true);
            setOpen(!open);
          }}
        >
          <ChevronDownIcon size="sm" />
        </button>
      ) : null}
      {wanted ? (
        <Suspense fallback={open ? <p className="menu-list__note">{t('shell.mega.loading')}</p> : null}>
          <HealthcareAccordion id={ACCORDION_ID} hidden={!open} />
        </Suspense>
      ) : null}
    </li>
  );
}
