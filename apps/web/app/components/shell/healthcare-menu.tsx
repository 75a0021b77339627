/**
 * The nav row's 'Healthcare' with its mega menu (spec §2): the link always leads to /health-care; on a desktop
 * the menu opens on hover or from the chevron button beside it (a disclosure: Enter or Space, Escape closes),
 * and its code, style sheet and data are fetched when it first opens, never with the page.
 */
import { lazy, Suspense, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { ChevronDownIcon } from '../ui/icons.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';

const HealthcareMegaPanel = lazy(() => import('./healthcare-mega-panel.tsx').then((m) => ({ default: m.HealthcareMegaPanel })));

const PANEL_ID = 'hc-mega';
/** A pointer passing over the row does not open it; one leaving for the panel does not close it. */
const OPEN_DELAY_MS = 150;
const CLOSE_DELAY_MS = 200;

export function HealthcareNavItem({ href, label, current }: { href: string; label: string; current: boolean }) {
  const t = useT();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  const later = (action: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, ms);
  };
  const show = () => {
    clearTimeout(timer.current);
    setWanted(true);
    setOpen(true);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(hide, [pathname]);

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) hide();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open) return;
    hide();
    toggle.current?.focus();
  };

  return (
    <li
      className="d-nav__mega"
      onMouseEnter={() => later(show, OPEN_DELAY_MS)}
      onMouseLeave={() => later(hide, CLOSE_DELAY_MS)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <a aria-current={current ? 'page' : undefined} className={current ? 'active' : ''} href={href} data-discover="true">
        {label}
      </a>
      {hydrated ? (
        <button
          ref={toggle}
          type="button"
          className="d-nav__toggle"
          aria-expanded={open}
          aria-controls={PANEL_ID}
          aria-label={t('shell.mega.toggle')}
          onClick={() => (open ? hide() : show())}
        >
          <ChevronDownIcon size="sm" />
        </button>
      ) : (
        // Holds the button's place until the page is interactive: a button before then would do nothing.
        <span className="d-nav__toggle" aria-hidden="true">
          <ChevronDownIcon size="sm" />
        </span>
      )}
      {wanted ? (
        <Suspense fallback={null}>
          <HealthcareMegaPanel id={PANEL_ID} open={open} onPick={hide} />
        </Suspense>
      ) : null}
    </li>
  );
}
