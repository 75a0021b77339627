/**
 * A phone menu row with a menu below it (Healthcare, Lab Tests): a link to its page (also before hydration, on
 * the /account page) and, once the page is interactive, a disclosure button beside it that opens the menu as
 * an accordion. The accordion's code, sheet and data are fetched when it first opens, never with the drawer.
 */
import { Suspense, useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon, ChevronRightIcon } from '../ui/icons.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import './healthcare-drawer-item.css';

export type DrawerMenuProps = { id: string; hidden: boolean };

type Props = {
  href: string;
  label: string;
  onPick?: () => void;
  menuId: string;
  toggleLabel: string;
  /** Shown while the accordion's code loads. */
  loadingText: string;
  /** The accordion, lazily loaded. */
  Menu: ComponentType<DrawerMenuProps>;
};

export function DrawerMenuItem({ href, label, onPick, menuId, toggleLabel, loadingText, Menu }: Props) {
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
          aria-controls={menuId}
          aria-label={toggleLabel}
          onClick={() => {
            setWanted(true);
            setOpen(!open);
          }}
        >
          <ChevronDownIcon size="sm" />
        </button>
      ) : null}
      {wanted ? (
        <Suspense fallback={open ? <p className="menu-list__note">{loadingText}</p> : null}>
          <Menu id={menuId} hidden={!open} />
        </Suspense>
      ) : null}
    </li>
  );
}
