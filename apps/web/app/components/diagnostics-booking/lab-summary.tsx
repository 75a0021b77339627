/** The lab cart's and a booking's price lines: list total, package savings, coupon, home collection fee, total. */
import type { LabCart } from '@dawa/contracts';
import { formatRupees } from '@dawa/domain';
import { useId } from 'react';
import { useT } from '../../i18n/index.ts';

export function LabSummary({ summary, title }: { summary: LabCart['summary']; title?: string }) {
  const t = useT();
  const id = useId();
  return (
    <section className="ck-card" aria-labelledby={id}>
      <h2 id={id} className="ck-card__title">
        {title ?? t('lab-booking.summary.title')}
      </h2>
      <dl className="ck-lines">
        <div className="ck-lines__line">
          <dt>{t('lab-booking.summary.list')}</dt>
          <dd>{formatRupees(summary.listTotalPaise)}</dd>
        </div>
        {summary.discountPaise > 0 ? (
          <div className="ck-lines__line ck-lines__line--discount">
            <dt>{t('lab-booking.summary.packageSavings')}</dt>
            <dd>−{formatRupees(summary.discountPaise)}</dd>
          </div>
        ) : null}
        {summary.couponCode && summary.couponDiscountPaise > 0 ? (
          <div className="ck-lines__line ck-lines__line--discount">
            <dt>{t('lab-booking.summary.coupon', { code: summary.couponCode })}</dt>
            <dd>−{formatRupees(summary.couponDiscountPaise)}</dd>
          </div>
        ) : null}
        <div className="ck-lines__line">
          <dt>{t('lab-booking.summary.collection')}</dt>
          <dd>{summary.collectionFeePaise > 0 ? formatRupees(summary.collectionFeePaise) : t('lab-booking.summary.free')}</dd>
        </div>
        <div className="ck-lines__line ck-lines__line--total">
          <dt>{t('lab-booking.summary.total')}</dt>
          <dd>{formatRupees(summary.totalPaise)}</dd>
        </div>
      </dl>
    </section>
  );
}
