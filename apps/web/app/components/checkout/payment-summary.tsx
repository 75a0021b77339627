/** The price lines of the chosen payment type (fetchPaymentBifurcation), with the applied payment offer. */
import type { PaymentBifurcation } from '@dawa/contracts';
import { formatRupees } from '@dawa/domain';
import { useId } from 'react';
import { useT } from '../../i18n/index.ts';
import { summaryTone } from '../cart/cart-rules.ts';
import { InlineRetry } from './checkout-parts.tsx';

type Lines = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; data: PaymentBifurcation } | null;

export function PaymentSummary({ lines, itemsCount, onRetry }: { lines: Lines; itemsCount: number; onRetry: () => void }) {
  const t = useT();
  const id = useId();
  return (
    <section className="ck-card" aria-labelledby={id} aria-busy={lines?.kind === 'loading' || undefined}>
      <h2 id={id} className="ck-card__title">
        {t('ck.summary.title')} <span className="ck-muted ck-card__count">{t('ck.summary.items', { n: itemsCount })}</span>
      </h2>
      {lines === null || lines.kind === 'loading' ? (
        <div className="ck-skeleton ck-skeleton--lines" aria-hidden="true" />
      ) : lines.kind === 'failed' ? (
        <InlineRetry text={t('ck.pay.summaryFailed')} onRetry={onRetry} />
      ) : (
        <>
          <dl className="ck-lines">
            {lines.data.lines.map((line) => (
              <div
                key={line.identifier}
                className={`ck-lines__line ck-lines__line--${summaryTone(line)}`}
                data-identifier={line.identifier}
              >
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
          {lines.data.appliedOffer ? (
            <p className="ck-offer-applied">
              {t('ck.pay.offerApplied', {
                title: lines.data.appliedOffer.title,
                amount: formatRupees(lines.data.appliedOffer.discountPaise),
              })}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
