/**
 * The lab tests search box: a GET form to /diagnostics/search/all, so it searches before hydration and without
 * JavaScript as well; once hydrated the router fetches the results page itself.
 */
import { useId } from 'react';
import { Form } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { SearchIcon } from '../ui/icons.tsx';

export const LAB_SEARCH_PATH = '/diagnostics/search/all';

export function LabSearchForm({ q = '' }: { q?: string }) {
  const t = useT();
  const id = useId();
  return (
    <Form method="get" action={LAB_SEARCH_PATH} role="search" className="lab-search">
      <label htmlFor={id} className="visually-hidden">
        {t('diagnostics.search.label')}
      </label>
      <SearchIcon size="sm" />
      <input
        key={q}
        id={id}
        name="q"
        type="search"
        defaultValue={q}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('diagnostics.search.placeholder')}
      />
      <button type="submit" className="btn">
        {t('diagnostics.search.button')}
      </button>
    </Form>
  );
}
