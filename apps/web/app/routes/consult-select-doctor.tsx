/**
 * /doctor-consultation/select-doctor?speciality=ID: the speciality's doctors (who each is, registration and council,
 * languages, experience, available now or the next slot); choosing one goes on to the patient's details.
 */
import { formatRupees } from '@dawa/domain';
import { Link, redirect, useRouteError } from 'react-router';
import { DemoNotice, DoctorInfo, PageHead, StepBar } from '../components/consult/consult-parts.tsx';
import { must } from '../components/consult/consult-data.server.ts';
import { flowHref, readFlow, stepPath } from '../components/consult/consult-rules.ts';
import { RouteError } from '../components/shell/route-error.tsx';
import { buttonClass } from '../components/ui/button.tsx';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import { consultApi } from '../lib/api-consult.ts';
import type { Route } from './+types/consult-select-doctor';
import '../components/consult/consult.css';

export async function loader({ request }: Route.LoaderArgs) {
  const flow = readFlow(new URL(request.url).searchParams);
  if (!flow.speciality) throw redirect(stepPath('select-speciality'));
  const list = await consultApi.doctors(flow.speciality, request);
  if (!list.ok && (list.status === 404 || list.status === 400)) return { flow, list: null };
  return { flow, list: must(list, request) };
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'public, max-age=60' };
}

export function meta({ location, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromPath(location.pathname);
  const name = loaderData?.list?.speciality.name;
  return [
    {
      title: name ? translate(locale, 'consult.doctor.metaTitle', { speciality: name }) : translate(locale, 'consult.speciality.metaTitle'),
    },
  ];
}

export default function ConsultSelectDoctor({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { flow, list } = loaderData;
  if (!list) {
    return (
      <div className="container cs-page">
        <PageHead title={t('consult.doctor.choose')} />
        <StepBar step="select-doctor" />
        <p className="cs-empty">{t('consult.doctor.unknownSpeciality')}</p>
        <Link to={stepPath('select-speciality')} className={buttonClass()}>
          {t('consult.speciality.title')}
        </Link>
      </div>
    );
  }
  const demo = list.doctors.some((d) => d.demo);
  return (
    <div className="container cs-page">
      <PageHead title={t('consult.doctor.title', { speciality: list.speciality.name })}>
        <p className="cs-lead">
          {t('consult.doctor.fee', { fee: formatRupees(list.speciality.feePaise) })}{' '}
          <Link to={stepPath('select-speciality')}>{t('consult.doctor.otherSpeciality')}</Link>
        </p>
      </PageHead>
      <StepBar step="select-doctor" />
      {demo ? <DemoNotice /> : null}
      {list.doctors.length === 0 ? (
        <p className="cs-empty">{t('consult.doctor.none')}</p>
      ) : (
        <ul className="cs-doctors">
          {list.doctors.map((d) => (
            <li key={d.slug} className="cs-card cs-doctors__item">
              <DoctorInfo doctor={d} headingLevel={2} />
              <Link
                to={flowHref('patient-details', flow, { doctor: d.slug }, ['slot'])}
                className={buttonClass('default', d.availableNow ? 'default' : 'outlined')}
                aria-label={`${d.availableNow ? t('consult.consultNow') : t('consult.doctor.book')}: ${d.name}`}
              >
                {d.availableNow ? t('consult.consultNow') : t('consult.doctor.book')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}
