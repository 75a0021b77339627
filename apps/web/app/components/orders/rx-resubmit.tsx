import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { OrderRxReview } from '@dawa/contracts';
import { useT } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { ordersApi } from '../../lib/api-orders.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { UploadZone } from '../prescriptions/upload-zone.tsx';
import { useRxUploads } from '../prescriptions/use-rx-uploads.ts';
import { Button } from '../ui/button.tsx';
import { useToast } from '../ui/toast.tsx';

/**
 * The pharmacist refused a line of this order: what and why, and a new upload sent back to the check
 * (decision 017). While the check runs, a line saying so.
 */
export function RxResubmit({ review }: { review: OrderRxReview }) {
  const t = useT();
  const toast = useToast();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const { items, add, remove } = useRxUploads(() => toast.show(t('ck.error.generic'), 'error'));
  const [sending, setSending] = useState(false);
  if (review.state === 'AWAITING_CHECK') return <p className="order-rx-check">{t('orders.rxCheck.checking')}</p>;
  if (review.state !== 'AWAITING_PRESCRIPTION') return null;
  const ready = items.filter((i) => i.status === 'done' && i.id).map((i) => i.id!);

  const send = async () => {
    if (sending || !ready.length) return;
    setSending(true);
    try {
      await ordersApi.resubmitPrescriptions(review.orderId, ready);
      for (const item of items) remove(item.key);
      toast.show(t('orders.rxCheck.sent'), 'success');
      await revalidator.revalidate();
    } catch (error) {
      toast.show(error instanceof ApiError && error.message ? error.message : t('ck.error.generic'), 'error');
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="order-rx-check order-rx-check--refused" role="status">
      <h3>{t('orders.rxCheck.title')}</h3>
      <p>{t('orders.rxCheck.text')}</p>
      <ul>
        {review.rejected.map((r) => (
          <li key={r.position}>
            <strong>{r.name}</strong>: {r.reason}
            {r.reasonText ? ` (${r.reasonText})` : ''}
          </li>
        ))}
      </ul>
      <p>{t('orders.rxCheck.upload')}</p>
      {hydrated ? (
        <>
          <UploadZone onFiles={(files) => void add(files)} full={items.length >= 5} />
          {items.length ? (
            <ul className="order-rx-files">
              {items.map((i) => (
                <li key={i.key}>
                  {i.name} · {i.status === 'done' ? '✓' : i.status === 'failed' ? (i.error ?? '✕') : `${i.progress}%`}
                </li>
              ))}
            </ul>
          ) : null}
          <Button block onClick={() => void send()} disabled={!ready.length || sending}>
            {t('orders.rxCheck.send')}
          </Button>
        </>
      ) : (
        <p>{t('orders.rxCheck.noJs')}</p>
      )}
    </div>
  );
}
