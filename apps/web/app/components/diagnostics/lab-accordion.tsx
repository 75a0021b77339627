/**
 * The phone menu's Lab Tests accordion: 'Popular lab tests' and 'Lab tests by city', each opening its list; a
 * city row holds its packages and A–Z links. A closed group renders none of its links.
 */
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import type { DrawerMenuProps } from '../shell/drawer-menu-item.tsx';
import { ChevronDownIcon } from '../ui/icons.tsx';
import { useLabMenu } from './lab-menu-data.ts';
import './lab-accordion.css';

function Group({ title, children }: { title: string; children: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <li className="lab-acc__group">
      <button type="button" className="lab-acc__head" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {title}
        <ChevronDownIcon size="sm" />
      </button>
      <ul id={listId} className="lab-acc__list" hidden={!open}>
        {open ? children() : null}
      </ul>
    </li>
  );
}

export function LabAccordion({ id, hidden }: DrawerMenuProps) {
  const t = useT();
  const { menu, failed } = useLabMenu();
  return (
    <div id={id} className="lab-acc" hidden={hidden}>
      {failed ? <p className="menu-list__note">{t('shell.labMenu.failed')}</p> : null}
      {!menu && !failed ? <p className="menu-list__note">{t('shell.labMenu.loading')}</p> : null}
      {menu ? (
        <ul className="lab-acc__groups">
          <Group title={t('shell.labMenu.popular')}>
            {() =>
              menu.popularTests.map((test) => (
                <li key={test.id}>
                  <Link to={test.url}>{test.name}</Link>
                </li>
              ))
            }
          </Group>
          <Group title={t('shell.labMenu.cities')}>
            {() =>
              menu.cities.map((city) => (
                <li key={city.slug} className="lab-acc__city">
                  <span>{city.name}</span>
                  <Link to={city.packagesUrl}>
                    {t('shell.labMenu.packages')}
                    <span className="visually-hidden"> {t('shell.labMenu.inCity', { city: city.name })}</span>
                  </Link>
                  <Link to={city.allTestsUrl}>
                    {t('shell.labMenu.allTests')}
                    <span className="visually-hidden"> {t('shell.labMenu.inCity', { city: city.name })}</span>
                  </Link>
                </li>
              ))
            }
          </Group>
        </ul>
      ) : null}
    </div>
  );
}
