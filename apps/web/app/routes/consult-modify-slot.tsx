/**
 * /doctor-consultation/modify-slot/:orderId: another slot with the same doctor; a plain post to this route's action
 * (reschedule), then back to the consultation. A refusal (the slot was taken meanwhile, too late to change) is said
 * by the slots, the choice kept.
 */
import { Form, redirect, useNavigation } from 'react-router';
import { DoctorInfo, PageHead } from '../components/consult/consult-parts.tsx';
import { must, orderIdParam, toLogin } from '../components/consult/consult-data.server.ts';
import { detailsPath, isSlotValue, PAST_PATH } from '../components/consult/consult-rules.ts';
import { ConsultSlotPicker } from '../components/consult/consult-slot-picker.tsx';
import { ConsultErrorBoundary } from '../components/consult/not-found-boundary.tsx';
import { formatDateTime } from '../components/orders/order-format.ts';
import { Button } from '../components/ui/button.tsx';
import { localeFromPath, translate, useT } from '../i18n/index.ts';
import { consultApi } from '../lib/api-consult.ts';
import type { Route } from './+types/consult-modify-slot';
import '../components/consult/consult.css';

export async function loader({ request, params }: Route.LoaderArgs) {
  const orderId = orderIdParam(params.orderId);
  const c = must(await consultApi.view(orderId, request), request);
  if (!c.mayReschedule) throw redirect(detailsPath(orderId));
  const slots = must(await consultApi.slots(c.doctor.slug, request), request);
  return { c, days: slots.days };
}

export async function action({ request, params }: Route.ActionArgs) {
  const orderId = orderIdParam(params.orderId);
  const form = await request.formData();
  const slot = String(form.get('slot') ?? '');
  const locale = localeFromPath(new URL(request.url).pathname);
  if (!isSlotValue(slot)) return { slot, message: translate(locale, 'consult.error.chooseSlot') };
  const result = await consultApi.reschedule(orderId, slot, request);
  if (result.ok) return redirect(`${detailsPath(orderId)}?rescheduled=1`);
  if (result.status === 401) throw toLogin(request);
  return { slot, message: result.message || translate(locale, 'consult.error.generic') };
}

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: translate(localeFromPath(location.pathname), 'consult.modify.title') },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

export default function ConsultModifySlot({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const { c, days } = loaderData;
  return (
    <div className="container cs-page cs-narrow">
      <PageHead
        title={t('consult.modify.title')}
        crumbs={[
          { name: t('consult.past.title'), href: PAST_PATH },
          { name: t('consult.details.title', { id: c.orderId }), href: detailsPath(c.orderId) },
        ]}
      >
        <p className="cs-lead">{t('consult.modify.now', { time: formatDateTime(c.startsAt) })}</p>
      </PageHead>
      <section className="cs-card cs-chosen">
        <DoctorInfo doctor={c.doctor} headingLevel={2} />
      </section>
      <Form method="post" className="cs-form">
        <fieldset className="cs-card" aria-describedby={actionData ? 'cs-slot-error' : undefined}>
          <legend className="cs-card__title cs-legend">{t('consult.modify.choose')}</legend>
          <ConsultSlotPicker days={days} instant={null} selected={actionData?.slot ?? ''} doctorName={c.doctor.name} />
          {actionData ? (
            <p id="cs-slot-error" className="field__error" role="alert">
              {actionData.message}
            </p>
          ) : null}
        </fieldset>
        <div className="cs-actions">
          <Button type="submit" size="large" loading={navigation.state === 'submitting'}>
            {t('consult.modify.save')}
          </Button>
        </div>
      </Form>
    </div>
  );
}

export const ErrorBoundary = ConsultErrorBoundary;
