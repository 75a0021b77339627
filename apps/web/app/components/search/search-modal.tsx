/**
 * The search modal (spec §2 Search): typeahead combobox with keyboard navigation, recent and frequently
 * searched items while the box is empty, typo-corrected headings and the no-result offers.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { CloseIcon, SearchIcon } from '../ui/icons.tsx';
import { useHeldWhilePressed } from '../ui/use-held-while-pressed.ts';
import { useOverlay } from '../ui/use-overlay.ts';
import { LabRows } from './lab-rows.tsx';
import { NoResultOffers } from './no-result-offers.tsx';
import { SearchOption } from './search-option.tsx';
import { SearchSuggestions } from './search-suggestions.tsx';
import { addRecent, searchUrl } from './search-storage.ts';
import { useTypeahead } from './use-typeahead.ts';
import type { InitialQuery } from './search-context.tsx';
import './search.css';

const NO_RESULTS = 'No results found for';
const CORRECTED = 'Showing results for';

export default function SearchModal({ initialQuery, onClose }: { initialQuery: InitialQuery; onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const ref = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const { dialogProps, release } = useOverlay(ref, true, onClose);
  const [query, setQuery] = useState(() => (typeof initialQuery === 'function' ? initialQuery() : initialQuery));
  const [active, setActive] = useState(-1);
  const { status, data: latest } = useTypeahead(query);
  // A newer answer waits while a suggestion is pressed, so the tap opens the medicine it was pressed on.
  const { shown: data, onPointerDown } = useHeldWhilePressed(latest);
  const [desktop] = useState(() => window.matchMedia('(min-width: 900px)').matches);

  const typed = query.trim();
  const items = typed && data ? data.products : [];
  useEffect(() => setActive(-1), [data]);
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, []);

  const go = (url: string, text: string) => {
    addRecent({ text, url });
    release();
    navigate(url, { replace: true });
    onClose();
  };

  const submit = () => {
    if (!typed) return;
    const url = data?.redirectTo?.includes('diagnostics') ? `/diagnostics/search/all?q=${encodeURIComponent(typed)}` : searchUrl(typed);
    go(url, typed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!items.length) return;
      event.preventDefault();
      const last = items.length - 1;
      // -1 is the text box itself: moving past either end returns there.
      setActive((i) => (event.key === 'ArrowDown' ? (i >= last ? -1 : i + 1) : i === -1 ? last : i - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = active >= 0 ? items[active] : undefined;
      if (item) go(item.url, item.name);
      else submit();
    }
  };

  const visibleStatus = status === 'loading' && !items.length ? t('search.loading') : status === 'error' ? t('search.failed') : '';
  const announced = visibleStatus || (items.length ? t('search.count', { count: items.length }) : '');

  return (
    <dialog ref={ref} className="overlay search-modal" aria-label={t('search.dialog')} {...dialogProps}>
      <form
        role="search"
        className="search-bar"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <button type="button" className="icon-btn" onClick={onClose} aria-label={t('search.close')}>
          <CloseIcon />
        </button>
        <div className="search-bar__field">
          <SearchIcon />
          <input
            ref={input}
            type="search"
            role="combobox"
            aria-label={t('search.label')}
            aria-expanded={items.length > 0}
            aria-controls="ta-listbox"
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? `ta-opt-${active}` : undefined}
            placeholder={t(desktop ? 'shell.searchDesktop' : 'shell.searchMobile')}
            value={query}
            maxLength={200}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
          {query ? (
            <button
              type="button"
              className="icon-btn search-bar__clear"
              onClick={() => {
                setQuery('');
                input.current?.focus();
              }}
              aria-label={t('search.clear')}
            >
              <CloseIcon size="sm" />
            </button>
          ) : null}
        </div>
        <button type="submit" className="btn search-bar__submit" aria-disabled={!typed || undefined}>
          {t('search.submit')}
        </button>
      </form>
      <div className="search-panel">
        <p className="visually-hidden" role="status" aria-live="polite">
          {announced}
        </p>
        {visibleStatus ? (
          <p className="search-status" aria-hidden="true">
            {visibleStatus}
          </p>
        ) : null}
        {!typed ? (
          <SearchSuggestions
            onPicked={(url, text) => {
              addRecent({ text, url });
              onClose();
            }}
          />
        ) : null}
        {typed && data?.resultHeading === CORRECTED && items.length ? (
          <p className="search-heading">
            {t('search.showingResults')} <strong>{data.query}</strong>
          </p>
        ) : null}
        <ul
          id="ta-listbox"
          role="listbox"
          aria-label={t('search.suggestions')}
          className="ta-list"
          hidden={!items.length}
          onPointerDown={onPointerDown}
        >
          {items.map((item, i) => (
            <SearchOption
              key={`${item.entityType}-${item.productId}`}
              item={item}
              index={i}
              active={i === active}
              query={data?.query ?? typed}
              onPick={() => go(item.url, item.name)}
              onHover={() => setActive(i)}
            />
          ))}
        </ul>
        {items.length ? (
          <p>
            <button type="button" className="link-btn" onClick={submit}>
              {t('search.viewAll', { q: typed })}
            </button>
          </p>
        ) : null}
        {typed && data ? <LabRows data={data} onPick={go} /> : null}
        {typed && data && !items.length && !data.labTests.length && data.resultHeading === NO_RESULTS ? (
          <>
            <p className="search-heading">
              {t('search.noResults')} <strong>“{data.query}”</strong>
            </p>
            <NoResultOffers offers={data} />
          </>
        ) : null}
      </div>
    </dialog>
  );
}
