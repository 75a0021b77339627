/** /doctor-consultation/select-speciality: the flow's first step, the specialities with fee and doctors. */
import { useRouteError } from 'react-router';
import { DemoNotice, PageHead, StepBar } from '../components/consult/consult-parts.tsx';
import { must } from '../components/consult/consult-data.server.ts';
import { readFlow } from '../components/consult/consult-rules.ts';
import { SpecialityGrid } from '../components/consult/speciality-grid.tsx';
import { RouteError } from '../components/shell/route-error.tsx';
import { PUBLIC_CACHE } from '../components/ui/format.ts';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import { consultApi } from '../lib/api-consult.ts';
import type { Route } from './+types/consult-select-speciality';
import '../components/consult/consult.css';

export async function loader({ request }: Route.LoaderArgs) {
  const { forOrderId } = readFlow(new URL(request.url).searchParams);
  return { home: must(await consultApi.home(request), request), forOrderId };
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': PUBLIC_CACHE };
}

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: translate(localeFromPath(location.pathname), 'consult.speciality.metaTitle') }];
}

export default function ConsultSelectSpeciality({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="container cs-page">
      <PageHead title={t('consult.speciality.title')} />
      <StepBar step="select-speciality" />
      {loaderData.home.demoDoctors ? <DemoNotice /> : null}
      {loaderData.forOrderId ? <p className="cs-note">{t('consult.forOrder', { id: loaderData.forOrderId })}</p> : null}
      <SpecialityGrid specialities={loaderData.home.specialities} headingLevel={2} forOrderId={loaderData.forOrderId} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}
