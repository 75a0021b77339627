/** The lab cart's coupon: a code to apply (LAB15, FIRSTLAB), or the applied one with Remove. */
import type { LabCart } from '@dawa/contracts';
import { useId } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { TagIcon } from '../ui/icons.tsx';
import { Button } from '../ui/button.tsx';
import { ReturnField } from '../ui/return-field.tsx';
import type { LabAnswer } from './lab-cart-action.server.ts';

export function LabCoupon({ summary, pageAnswer }: { summary: LabCart['summary']; pageAnswer?: LabAnswer }) {
  const t = useT();
  const id = useId();
  const fetcher = useFetcher<LabAnswer>({ key: 'lbk-coupon' });
  const answer = fetcher.data ?? (pageAnswer?.intent.startsWith('coupon-') ? pageAnswer : undefined);
  const failure = fetcher.state === 'idle' && answer && !answer.ok ? answer : null;
  const busy = fetcher.state !== 'idle';
  return (
    <section className="ck-card lbk-coupon" aria-labelledby={id}>
      <h2 id={id} className="ck-card__title">
        <TagIcon size="sm" />
        {t('lab-booking.coupon.title')}
      </h2>
      {summary.couponCode ? (
        <fetcher.Form method="post" className="lbk-coupon__applied">
          <ReturnField />
          <p>
            <strong>{t('lab-booking.coupon.applied', { code: summary.couponCode })}</strong>
            {summary.couponMessage ? <span className="ck-muted"> {summary.couponMessage}</span> : null}
          </p>
          <Button type="submit" name="intent" value="coupon-remove" size="small" variant="outlined" loading={busy}>
            {t('lab-booking.coupon.remove')}
          </Button>
        </fetcher.Form>
      ) : (
        <fetcher.Form method="post" className="lbk-coupon__form">
          <ReturnField />
          <label className="visually-hidden" htmlFor={`${id}-code`}>
            {t('lab-booking.coupon.label')}
          </label>
          <input
            id={`${id}-code`}
            className="text-input"
            name="couponCodeDiag"
            maxLength={40}
            autoCapitalize="characters"
            autoComplete="off"
            placeholder={t('lab-booking.coupon.placeholder')}
            defaultValue={failure?.values?.couponCodeDiag ?? ''}
            aria-invalid={failure ? true : undefined}
            aria-describedby={failure ? `${id}-error` : `${id}-hint`}
          />
          <Button type="submit" name="intent" value="coupon-apply" variant="outlined" loading={busy}>
            {t('lab-booking.coupon.apply')}
          </Button>
        </fetcher.Form>
      )}
      {failure ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {failure.message}
        </p>
      ) : summary.couponCode ? null : (
        <p id={`${id}-hint`} className="field__hint">
          {t('lab-booking.coupon.hint')}
        </p>
      )}
    </section>
  );
}
