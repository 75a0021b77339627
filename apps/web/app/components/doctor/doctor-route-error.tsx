/** Errors of the room and console pages: a missing (or someone else's) consultation is a 404, anything else a retry. */
import { isRouteErrorResponse } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { RouteError } from '../shell/route-error.tsx';
import { StatusPage } from '../shell/status-page.tsx';
import { CompassIcon } from '../ui/icons.tsx';

export function DoctorRouteError({ error }: { error: unknown }) {
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusPage art={<CompassIcon />} code="404" title={t('room.notFound.title')}>
        <p>{t('room.notFound.text')}</p>
      </StatusPage>
    );
  }
  return <RouteError error={error} />;
}
