/** What the medicine page shows when the medicine is unknown (404) or the page failed. */
import { isRouteErrorResponse, Link, useLocation } from 'react-router';
import { LocaleContext, localeFromPath, useT } from '../../i18n/index.ts';
import { buttonClass } from '../ui/button.tsx';
import { SearchIcon } from '../ui/icons.tsx';

function ErrorBody({ notFound }: { notFound: boolean }) {
  const t = useT();
  return (
    <div className="pdp pdp-error">
      <div className="pdp__inner">
        <div className="pdp-card pdp-error__card">
          <SearchIcon size="lg" />
          <h1>{notFound ? t('pdp.notFound.title') : t('shell.error.title')}</h1>
          <p>{notFound ? t('pdp.notFound.text') : t('shell.error.text')}</p>
          <div className="pdp-error__actions">
            {notFound ? null : (
              <button type="button" className={buttonClass()} onClick={() => window.location.reload()}>
                {t('shell.error.reload')}
              </button>
            )}
            <Link className={buttonClass('default', notFound ? 'default' : 'outlined')} to="/online-medicine-order">
              {t('shell.browseMedicines')}
            </Link>
            <Link className={buttonClass('default', 'outlined')} to="/">
              {t('shell.goHome')}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}

export function PdpError({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <LocaleContext.Provider value={localeFromPath(pathname)}>
      <ErrorBody notFound={notFound} />
    </LocaleContext.Provider>
  );
}
