/**
 * The Healthcare mega menu's panel: top categories down the side; the one pointed at or focused shows its
 * sub-categories, each with its types. Each category's links follow it in the document, so Tab walks a
 * category's whole tree before the next category. Loaded with its sheet and data when first opened.
 */
import { useState, type CSSProperties } from 'react';
import type { OtcMenuNode } from '@dawa/contracts';
import { useT } from '../../i18n/index.ts';
import { useHealthcareMenu } from './healthcare-menu-data.ts';
import './mega-panel.css';
import './healthcare-mega-panel.css';

function SubTree({ node }: { node: OtcMenuNode }) {
  const t = useT();
  return (
    <div className="hc-mega__subs">
      <a className="hc-mega__all" href={node.link} data-discover="true">
        {node.allItemsText ?? t('shell.mega.viewAll', { name: node.name })}
      </a>
      <ul className="hc-mega__cols">
        {node.children.map((sub) => (
          <li key={sub.id}>
            <a className="hc-mega__sub" href={sub.link} data-discover="true">
              {sub.name}
            </a>
            {sub.children.length > 0 ? (
              <ul>
                {sub.children.map((type) => (
                  <li key={type.id}>
                    <a href={type.link} data-discover="true">
                      {type.name}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function HealthcareMegaPanel({ id, open, onPick }: { id: string; open: boolean; onPick: () => void }) {
  const t = useT();
  const { menu: loaded, failed } = useHealthcareMenu();
  const [active, setActive] = useState(0);
  const categories = loaded?.categories ?? [];
  return (
    <div
      id={id}
      className="mega-panel hc-mega"
      hidden={!open}
      onClick={(event) => {
        if (event.target instanceof Element && event.target.closest('a')) onPick();
      }}
    >
      {failed ? <p className="hc-mega__note">{t('shell.mega.failed')}</p> : null}
      {!loaded && !failed ? <p className="hc-mega__note">{t('shell.mega.loading')}</p> : null}
      {categories.length > 0 ? (
        <ul className="hc-mega__tops" style={{ '--hc-tops': categories.length } as CSSProperties}>
          {categories.map((category, i) => (
            <li key={category.id} className={i === active ? 'hc-mega__top hc-mega__top--active' : 'hc-mega__top'}>
              <a href={category.link} data-discover="true" onMouseEnter={() => setActive(i)} onFocus={() => setActive(i)}>
                {category.name}
              </a>
              {i === active ? <SubTree node={category} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The default export: a lazy import names the module only (fewer bytes in the page's first-load script). */
export default HealthcareMegaPanel;
