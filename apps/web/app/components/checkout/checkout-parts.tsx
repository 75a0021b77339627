/** Pieces shared by the checkout pages: the load-failure panel and the sticky phone bar. */
import { formatRupees } from '@dawa/domain';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import { Button } from '../ui/button.tsx';
import { AlertIcon } from './checkout-icons.tsx';

export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="container ck-page">
      <section className="ck-failed" role="alert">
        <AlertIcon size="lg" />
        <h1>{t('ck.failedTitle')}</h1>
        <p>{text}</p>
        <Button onClick={onRetry}>{t('ck.retry')}</Button>
      </section>
    </div>
  );
}

/** Phones: fixed to the bottom with the amount; hidden from 900px where the side column holds the button. */
export function CheckoutBar({ amountPaise, children }: { amountPaise: number; children: ReactNode }) {
  const t = useT();
  return (
    <div className="ck-bar">
      <p className="ck-bar__amount">
        <span>{t('ck.toPay')}</span>
        <strong>{formatRupees(amountPaise)}</strong>
      </p>
      <div className="ck-bar__button">{children}</div>
    </div>
  );
}

/** A small retry line inside a card. */
export function InlineRetry({ text, onRetry }: { text: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="ck-inline-error" role="alert">
      <p>{text}</p>
      <Button size="small" variant="outlined" onClick={onRetry}>
        {t('ck.retry')}
      </Button>
    </div>
  );
}
