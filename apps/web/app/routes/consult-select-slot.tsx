/**
 * /doctor-consultation/select-slot?…: 'Consult now' when the doctor is on duty, else a day and a slot. The patient's
 * details are checked first: anything missing sends the shopper back to that step, with what was typed and the
 * message by the field. A plain GET form to the summary.
 */
import { redirect, useRouteError, useSearchParams } from 'react-router';
import { DoctorInfo, PageHead, StepBar } from '../components/consult/consult-parts.tsx';
import { guardStep, must, toLogin } from '../components/consult/consult-data.server.ts';
import { flowHref, hasProblems, patientProblems, readFlow, stepPath } from '../components/consult/consult-rules.ts';
import { ConsultSlotPicker } from '../components/consult/consult-slot-picker.tsx';
import { FlowFields } from '../components/consult/flow-fields.tsx';
import { RouteError } from '../components/shell/route-error.tsx';
import { Button } from '../components/ui/button.tsx';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import { consultApi } from '../lib/api-consult.ts';
import type { Route } from './+types/consult-select-slot';
import '../components/consult/consult.css';

export async function loader({ request }: Route.LoaderArgs) {
  const flow = readFlow(new URL(request.url).searchParams);
  guardStep(flow, 'patient-details');
  const [patients, slots] = await Promise.all([consultApi.patients(request), consultApi.slots(flow.doctor, request)]);
  if (!patients.ok && patients.status === 401) throw toLogin(request);
  const problems = patientProblems(flow, must(patients, request).patients);
  if (hasProblems(problems)) throw redirect(`${flowHref('patient-details', flow)}&check=1`);
  if (!slots.ok && (slots.status === 404 || slots.status === 400)) throw redirect(flowHref('select-doctor', flow, {}, ['doctor', 'slot']));
  return { flow, slots: must(slots, request), missing: new URL(request.url).searchParams.get('check') === '1' };
}

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: translate(localeFromPath(location.pathname), 'consult.slot.metaTitle') },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

export default function ConsultSelectSlot({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const { flow, slots, missing } = loaderData;
  return (
    <div className="container cs-page cs-narrow">
      <PageHead title={t('consult.slot.title')} />
      <StepBar step="select-slot" />
      <section className="cs-card cs-chosen" aria-label={t('consult.summary.doctor')}>
        <DoctorInfo doctor={slots.doctor} headingLevel={2} />
        <a href={flowHref('select-doctor', flow, {}, ['doctor', 'slot'])} className="cs-change">
          {t('consult.change')}
        </a>
      </section>
      <form key={params.toString()} method="get" action={stepPath('consultation-summary')} className="cs-form">
        <FlowFields flow={flow} except={['slot']} />
        <fieldset className="cs-card" aria-describedby={missing ? 'cs-slot-error' : undefined}>
          <legend className="cs-card__title cs-legend">{t('consult.slot.choose')}</legend>
          <ConsultSlotPicker days={slots.days} instant={slots.instant} selected={flow.slot} doctorName={slots.doctor.name} />
          {missing ? (
            <p id="cs-slot-error" className="field__error" role="alert">
              {t('consult.error.chooseSlot')}
            </p>
          ) : null}
        </fieldset>
        <div className="cs-actions">
          <Button type="submit" size="large">
            {t('consult.continue')}
          </Button>
        </div>
      </form>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}
