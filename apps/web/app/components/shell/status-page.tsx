import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { useSearch } from '../search/search-context.tsx';
import { buttonClass, Button } from '../ui/button.tsx';
import { SearchIcon } from '../ui/icons.tsx';

type Props = { art?: ReactNode; tag?: string; code?: string; title: string; children?: ReactNode; actions?: ReactNode };

/** The layout of coming-soon, not-found and error pages: a short message and ways to carry on shopping. */
export function StatusPage({ art, tag, code, title, children, actions }: Props) {
  const t = useT();
  const search = useSearch();
  return (
    <div className="container">
      <section className="soon" aria-labelledby="status-title">
        {art ? <div className="soon__art">{art}</div> : null}
        {code ? (
          <p className="soon__code" aria-hidden="true">
            {code}
          </p>
        ) : null}
        {tag ? <p className="soon__tag">{tag}</p> : null}
        <h1 id="status-title">{title}</h1>
        {children}
        <div className="soon__actions">
          {actions}
          <Button variant="outlined" onClick={() => search.open()} onFocus={search.preload}>
            <SearchIcon size="sm" />
            {t('shell.searchMedicines')}
          </Button>
          <Link to="/online-medicine-order/browse" className={buttonClass('default', 'outlined')}>
            {t('shell.browseMedicines')}
          </Link>
          <Link to="/" className={buttonClass('default', 'transparent')}>
            {t('shell.goHome')}
          </Link>
        </div>
      </section>
    </div>
  );
}
