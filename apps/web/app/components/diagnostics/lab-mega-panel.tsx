/** The Lab Tests mega menu's panel: the popular tests beside the cities, each city with its packages and A–Z list. */
import { useT } from '../../i18n/index.ts';
import type { MegaPanelProps } from '../shell/mega-nav-item.tsx';
import { useLabMenu } from './lab-menu-data.ts';
import '../shell/mega-panel.css';
import './lab-mega-panel.css';

export function LabMegaPanel({ id, open, onPick }: MegaPanelProps) {
  const t = useT();
  const { menu, failed } = useLabMenu();
  return (
    <div
      id={id}
      className="mega-panel lab-mega"
      hidden={!open}
      onClick={(event) => {
        if (event.target instanceof Element && event.target.closest('a')) onPick();
      }}
    >
      {failed ? <p className="lab-mega__note">{t('shell.labMenu.failed')}</p> : null}
      {!menu && !failed ? <p className="lab-mega__note">{t('shell.labMenu.loading')}</p> : null}
      {menu ? (
        <div className="lab-mega__grid">
          <div>
            <p className="lab-mega__title" id={`${id}-popular`}>
              {t('shell.labMenu.popular')}
            </p>
            <ul className="lab-mega__tests" aria-labelledby={`${id}-popular`}>
              {menu.popularTests.map((test) => (
                <li key={test.id}>
                  <a href={test.url} data-discover="true">
                    {test.name}
                  </a>
                </li>
              ))}
            </ul>
            <a className="lab-mega__all" href="/diagnostics" data-discover="true">
              {t('shell.labMenu.viewAll')}
            </a>
          </div>
          <div>
            <p className="lab-mega__title" id={`${id}-cities`}>
              {t('shell.labMenu.cities')}
            </p>
            <ul className="lab-mega__cities" aria-labelledby={`${id}-cities`}>
              {menu.cities.map((city) => (
                <li key={city.slug}>
                  <span className="lab-mega__city">{city.name}</span>
                  <a href={city.packagesUrl} data-discover="true">
                    {t('shell.labMenu.packages')}
                    <span className="visually-hidden"> {t('shell.labMenu.inCity', { city: city.name })}</span>
                  </a>
                  <a href={city.allTestsUrl} data-discover="true">
                    {t('shell.labMenu.allTests')}
                    <span className="visually-hidden"> {t('shell.labMenu.inCity', { city: city.name })}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </div>
  );
}
