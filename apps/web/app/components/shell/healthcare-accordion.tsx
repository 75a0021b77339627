/**
 * The phone menu's Healthcare accordion: the top categories, each opening its sub-categories, each of those
 * opening its types. Every level is a link to its listing, with a disclosure button beside it when it has a
 * level below; a closed level renders none of its links. Loaded with its sheet when first opened.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { OtcMenuNode } from '@dawa/contracts';
import { useT } from '../../i18n/index.ts';
import { ChevronDownIcon } from '../ui/icons.tsx';
import { useHealthcareMenu } from './healthcare-menu-data.ts';
import './healthcare-accordion.css';

/** 1: a top category (its button shows sub-categories), 2: a sub-category (types), 3: a type. */
type Depth = 1 | 2 | 3;

function Branch({ node, depth }: { node: OtcMenuNode; depth: Depth }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const below = depth < 3 && node.children.length > 0;
  return (
    <li className={`hc-acc__item hc-acc__item--${depth}`}>
      <Link to={node.link}>{node.name}</Link>
      {below ? (
        <>
          <button
            type="button"
            className="menu-list__toggle"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={t(depth === 1 ? 'shell.mega.subCategoriesOf' : 'shell.mega.typesOf', { name: node.name })}
            onClick={() => setOpen(!open)}
          >
            <ChevronDownIcon size="sm" />
          </button>
          <ul id={listId} className="hc-acc__list" hidden={!open}>
            {open ? node.children.map((child) => <Branch key={child.id} node={child} depth={(depth + 1) as Depth} />) : null}
          </ul>
        </>
      ) : null}
    </li>
  );
}

export function HealthcareAccordion({ id, hidden }: { id: string; hidden: boolean }) {
  const t = useT();
  const { menu, failed } = useHealthcareMenu();
  return (
    <div id={id} className="hc-acc" hidden={hidden}>
      {failed ? <p className="menu-list__note">{t('shell.mega.failed')}</p> : null}
      {!menu && !failed ? <p className="menu-list__note">{t('shell.mega.loading')}</p> : null}
      {menu ? (
        <ul className="hc-acc__list">
          {menu.categories.map((category) => (
            <Branch key={category.id} node={category} depth={1} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The default export: a lazy import names the module only (fewer bytes in the page's first-load script). */
export default HealthcareAccordion;
