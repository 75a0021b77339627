/** What a healthcare page shows when its category, brand, collection or product is unknown (404) or the page failed. */
import { isRouteErrorResponse, Link, useLocation } from 'react-router';
import { LocaleContext, localeFromPath, useT } from '../../i18n/index.ts';
import { buttonClass } from '../ui/button.tsx';
import { SearchIcon } from '../ui/icons.tsx';

type What = 'product' | 'category' | 'brand' | 'collection';
const NOT_FOUND_TITLE = {
  product: 'otc.notFound.title',
  category: 'otc.notFound.categoryTitle',
  brand: 'otc.notFound.brandTitle',
  collection: 'otc.notFound.collectionTitle',
} as const;

function ErrorBody({ notFound, what }: { notFound: boolean; what: What }) {
  const t = useT();
  return (
    <div className="container soon">
      <div className="soon__art">
        <SearchIcon size="lg" />
      </div>
      <h1>{notFound ? t(NOT_FOUND_TITLE[what]) : t('shell.error.title')}</h1>
      <p>{notFound ? t('otc.notFound.text') : t('shell.error.text')}</p>
      <div className="soon__actions">
        {notFound ? null : (
          <button type="button" className={buttonClass()} onClick={() => window.location.reload()}>
            {t('shell.error.reload')}
          </button>
        )}
        <Link className={buttonClass('default', notFound ? 'default' : 'outlined')} to="/health-care">
          {t('otc.browse')}
        </Link>
        <Link className={buttonClass('default', 'outlined')} to="/">
          {t('shell.goHome')}
        </Link>
      </div>
    </div>
  );
}

export function HealthcareError({ error, what }: { error: unknown; what: What }) {
  const { pathname } = useLocation();
  return (
    <LocaleContext.Provider value={localeFromPath(pathname)}>
      <ErrorBody notFound={isRouteErrorResponse(error) && error.status === 404} what={what} />
    </LocaleContext.Provider>
  );
}
