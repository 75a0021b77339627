import { useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { ClockIcon, TrendIcon } from '../ui/icons.tsx';
import { clearRecent, FREQUENTLY_SEARCHED, readRecent, searchUrl, type RecentSearch } from './search-storage.ts';

/**
 * While the box is empty: recent searches (clearable) and the ten frequently searched items. They are plain
 * links (the overlay turns them into navigations); `onPicked` records the pick and closes the modal.
 */
export function SearchSuggestions({ onPicked }: { onPicked: (url: string, text: string) => void }) {
  const t = useT();
  const [recent, setRecent] = useState<RecentSearch[]>(readRecent);
  const pick = (url: string, text: string) => (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    onPicked(url, text);
  };
  return (
    <>
      {recent.length ? (
        <section className="search-section" aria-labelledby="recent-searches">
          <div className="search-section__head">
            <h2 id="recent-searches">{t('search.recent')}</h2>
            <button
              type="button"
              className="btn btn--x-small btn--transparent"
              aria-label={t('search.recentClearLabel')}
              onClick={() => {
                clearRecent();
                setRecent([]);
              }}
            >
              {t('search.recentClear')}
            </button>
          </div>
          <ul className="pill-links">
            {recent.map((item) => (
              <li key={item.text}>
                <Link to={item.url} className="chip" onClick={pick(item.url, item.text)}>
                  <ClockIcon size="sm" />
                  {item.text}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="search-section" aria-labelledby="frequent-searches">
        <div className="search-section__head">
          <h2 id="frequent-searches">{t('search.frequent')}</h2>
        </div>
        <ul className="pill-links">
          {FREQUENTLY_SEARCHED.map((text) => (
            <li key={text}>
              <Link to={searchUrl(text)} className="chip" onClick={pick(searchUrl(text), text)}>
                <TrendIcon size="sm" />
                {text}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
