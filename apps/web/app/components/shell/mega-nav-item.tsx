/**
 * A nav row item with a mega menu (spec §2: Healthcare, Lab Tests): the link always leads to its page; on a
 * desktop the menu opens on hover or from the chevron button beside it (a disclosure: Enter or Space, Escape
 * closes), and the panel's code, style sheet and data are fetched when it first opens, never with the page.
 */
import { Suspense, useEffect, useRef, useState, type ComponentType, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { ChevronDownIcon } from '../ui/icons.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';

export type MegaPanelProps = { id: string; open: boolean; onPick: () => void };

type Props = {
  href: string;
  label: string;
  current: boolean;
  panelId: string;
  toggleLabel: string;
  /** The panel, lazily loaded. */
  Panel: ComponentType<MegaPanelProps>;
};

/** A pointer passing over the row does not open it; one leaving for the panel does not close it. */
const OPEN_DELAY_MS = 150;
const CLOSE_DELAY_MS = 200;

export function MegaNavItem({ href, label, current, panelId, toggleLabel, Panel }: Props) {
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
          aria-controls={panelId}
          aria-label={toggleLabel}
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
          <Panel id={panelId} open={open} onPick={hide} />
        </Suspense>
      ) : null}
    </li>
  );
}
