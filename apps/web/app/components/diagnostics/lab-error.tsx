/** What a lab page shows when its test or package is unknown (the store's not-found page) or the page failed. */
import { isRouteErrorResponse, Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { RouteError } from '../shell/route-error.tsx';
import { StatusPage } from '../shell/status-page.tsx';
import { buttonClass } from '../ui/button.tsx';
import { CompassIcon } from '../ui/icons.tsx';

export function LabError({ error }: { error: unknown }) {
  const t = useT();
  if (!(isRouteErrorResponse(error) && error.status === 404)) return <RouteError error={error} />;
  return (
    <StatusPage
      art={<CompassIcon />}
      code="404"
      title={t('shell.notFound.title')}
      actions={
        <Link to="/diagnostics" className={buttonClass()}>
          {t('diagnostics.error.browse')}
        </Link>
      }
    >
      <p>{t('shell.notFound.text')}</p>
    </StatusPage>
  );
}
