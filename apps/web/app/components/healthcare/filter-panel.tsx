/**
 * The listing's filters as a plain GET form (decision 041): checkboxes for brands, radios for the rest and an
 * 'Apply' button, so filtering works before hydration and without JavaScript. Once interactive the form leads
 * to its canonical address itself, and on a wide screen a change applies at once. The inputs are the
 * browser's own (`defaultChecked`): a choice made before hydration stays as it was made.
 */
import { useEffect, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { OtcFilters } from '@dawa/contracts';
import { useT } from '../../i18n/index.ts';
import { formatCount } from '../ui/format.ts';
import { CloseIcon } from '../ui/icons.tsx';
import { formSearch, type FilterKey, type ListingQuery } from './listing-query.ts';

export const FILTER_FORM_ID = 'hc-filter-form';
export const FILTER_PANEL_ID = 'hc-filters';
/** Brands shown before 'All N brands' (by product count); a chosen brand always shows. */
const TOP_BRANDS = 10;
/** Where the filters sit beside the products (healthcare.css): a change there applies at once. */
const WIDE = '(min-width: 900px)';

type Group = OtcFilters['filters'][number];

const isChosen = (query: ListingQuery, key: FilterKey, value: string) =>
  key === 'brand' ? query.brand.includes(value) : (query[key] ?? '') === value;

/** The form's own navigation, to the canonical address of its fields. */
export function useFilterSubmit(pathname: string, defaultSort: string | undefined) {
  const navigate = useNavigate();
  return (form: HTMLFormElement) => void navigate(pathname + formSearch(new FormData(form), defaultSort), { preventScrollReset: true });
}

function Options({ group, query }: { group: Group; query: ListingQuery }) {
  const t = useT();
  const multiple = group.key === 'brand';
  const type = multiple ? 'checkbox' : 'radio';
  const option = (o: Group['options'][number]) => (
    <li key={o.value}>
      <label className="hc-option">
        <input type={type} name={group.key} value={o.value} defaultChecked={isChosen(query, group.key, o.value)} />
        <span className="hc-option__label">{o.label}</span>
        <span className="hc-option__count">{formatCount(o.count)}</span>
      </label>
    </li>
  );
  if (!multiple) {
    return (
      <ul className="hc-options">
        <li>
          <label className="hc-option">
            <input type="radio" name={group.key} value="" defaultChecked={!query[group.key]} />
            <span className="hc-option__label">{t('otc.filters.any')}</span>
          </label>
        </li>
        {group.options.map(option)}
      </ul>
    );
  }
  const byCount = [...group.options].sort((a, b) => b.count - a.count);
  const top = byCount.filter((o, i) => i < TOP_BRANDS || isChosen(query, 'brand', o.value));
  const rest = byCount.filter((o) => !top.includes(o));
  return (
    <>
      <ul className="hc-options">{top.map(option)}</ul>
      {rest.length > 0 ? (
        <details className="hc-more">
          <summary>
            {group.optionsTotal
              ? t('otc.filters.topBrands', { count: group.options.length, total: formatCount(group.optionsTotal) })
              : t('otc.filters.allBrands', { count: group.options.length })}
          </summary>
          <ul className="hc-options">{rest.map(option)}</ul>
        </details>
      ) : null}
    </>
  );
}

type PanelProps = {
  pathname: string;
  search: string;
  query: ListingQuery;
  filters: Group[];
  defaultSort: string | undefined;
  open: boolean;
  onClose: () => void;
};

export function FilterPanel({ pathname, search, query, filters, defaultSort, open, onClose }: PanelProps) {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  const submit = useFilterSubmit(pathname, defaultSort);
  // A chip removed or the back button leaves the boxes as the address now says; the first run is the
  // server's own state (or a choice made before hydration, which stays).
  const shownSearch = useRef(search);
  useEffect(() => {
    if (shownSearch.current === search || !form.current) return;
    shownSearch.current = search;
    for (const input of form.current.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]')) {
      const key = input.name as FilterKey;
      input.checked = input.value === '' ? !query[key] : isChosen(query, key, input.value);
    }
  }, [search, query]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onClose();
    submit(event.currentTarget);
  };
  const onChange = () => {
    if (form.current && window.matchMedia(WIDE).matches) submit(form.current);
  };

  return (
    <aside id={FILTER_PANEL_ID} className={open ? 'hc-filters hc-filters--open' : 'hc-filters'} aria-labelledby="hc-filters-title">
      <div className="hc-filters__head">
        <h2 id="hc-filters-title">{t('otc.filters.heading')}</h2>
        {/* The phone's sheet: before hydration it is open while the address names it (CSS :target). */}
        <a
          href="#hc-results"
          className="icon-btn hc-filters__close"
          aria-label={t('shell.close')}
          onClick={(event) => {
            event.preventDefault();
            onClose();
          }}
        >
          <CloseIcon />
        </a>
      </div>
      <form id={FILTER_FORM_ID} ref={form} method="get" action={pathname} onSubmit={onSubmit} onChange={onChange}>
        {filters.map((group) =>
          group.options.length > 0 ? (
            <fieldset key={group.key} className="hc-group">
              <legend>{group.title}</legend>
              <Options group={group} query={query} />
            </fieldset>
          ) : null,
        )}
        <div className="hc-filters__actions">
          <button type="submit" className="btn btn--block">
            {t('otc.filters.apply')}
          </button>
        </div>
      </form>
    </aside>
  );
}
