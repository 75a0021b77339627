/** A consultation page's error: the store's not-found page for a consultation that is not the shopper's, else the route error. */
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { RouteError } from '../shell/route-error.tsx';
import { StatusPage } from '../shell/status-page.tsx';
import { CompassIcon } from '../ui/icons.tsx';

export function ConsultErrorBoundary() {
  const t = useT();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusPage art={<CompassIcon />} code="404" title={t('shell.notFound.title')}>
        <p>{t('shell.notFound.text')}</p>
      </StatusPage>
    );
  }
  return <RouteError error={error} />;
}
