/** Above the products: the phone's 'Filter and sort' opener, the sort select and the chosen filters as chips. */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { OtcSorters } from '@dawa/contracts';
import { useT } from '../../i18n/index.ts';
import { EnhancedLink } from '../ui/enhanced-link.tsx';
import { CloseIcon } from '../ui/icons.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import { FILTER_FORM_ID, FILTER_PANEL_ID, useFilterSubmit } from './filter-panel.tsx';
import { sortValue, type FilterChip } from './listing-query.ts';

type SortProps = {
  pathname: string;
  sorters: OtcSorters['sorters'];
  current: string;
  chosenCount: number;
  onOpenFilters: () => void;
};

/**
 * The sort select belongs to the filter form (`form` attribute), so 'Apply' sends it and the form's address
 * keeps the filters. Before hydration a button beside it applies the sort; once interactive a change does.
 */
export function ListingToolbar({ pathname, sorters, current, chosenCount, onOpenFilters }: SortProps) {
  const t = useT();
  const hydrated = useHydrated();
  const submit = useFilterSubmit(pathname, sorters[0] ? sortValue(sorters[0]) : undefined);
  // The browser's own select (a pick before hydration stays); a sort reached by a link or back is shown.
  const select = useRef<HTMLSelectElement>(null);
  const shown = useRef(current);
  useEffect(() => {
    if (shown.current === current || !select.current) return;
    shown.current = current;
    select.current.value = current;
  }, [current]);
  return (
    <div className="hc-toolbar">
      <EnhancedLink href={`#${FILTER_PANEL_ID}`} className="btn btn--outlined btn--small hc-toolbar__filters" onOpen={onOpenFilters}>
        {t('otc.filters.heading')}
        {chosenCount > 0 ? <span className="badge badge--count">{chosenCount}</span> : null}
      </EnhancedLink>
      {sorters.length > 0 ? (
        <div className="hc-sort">
          <label htmlFor="hc-sort">{t('otc.filters.sort')}</label>
          <select
            id="hc-sort"
            name="sort"
            form={FILTER_FORM_ID}
            ref={select}
            defaultValue={current}
            onChange={(event) => {
              if (event.currentTarget.form) submit(event.currentTarget.form);
            }}
          >
            {sorters.map((s) => (
              <option key={sortValue(s)} value={sortValue(s)}>
                {s.label}
              </option>
            ))}
          </select>
          {hydrated ? null : (
            <button type="submit" form={FILTER_FORM_ID} className="btn btn--small btn--outlined">
              {t('otc.filters.apply')}
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}

export function FilterChips({ chips, clearHref }: { chips: FilterChip[]; clearHref: string }) {
  const t = useT();
  if (chips.length === 0) return null;
  return (
    <div className="hc-chips">
      <h3 className="visually-hidden">{t('otc.filters.active')}</h3>
      <ul>
        {chips.map((chip) => (
          <li key={`${chip.key}:${chip.value}`}>
            <Link
              className="hc-chip"
              to={chip.href}
              preventScrollReset
              aria-label={t('otc.filters.remove', { group: chip.group, label: chip.label })}
            >
              {chip.label}
              <CloseIcon size="sm" />
            </Link>
          </li>
        ))}
        <li>
          <Link className="hc-chips__clear" to={clearHref} preventScrollReset>
            {t('otc.filters.clearAll')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
