/** The order's status steps from the API: done (with when), current, upcoming; cancelled and failed end in red. */
import type { OrderDetail } from '@dawa/contracts';
import { useT } from '../../i18n/index.ts';
import { CheckIcon, CloseIcon } from '../ui/icons.tsx';
import { formatDateTime } from './order-format.ts';

type Props = { steps: OrderDetail['timeline']; outcome: string };

export function OrderTimeline({ steps, outcome }: Props) {
  const t = useT();
  const ended = outcome === 'cancelled' || outcome === 'payment_failed';
  return (
    <ol className={`order-timeline${ended ? ' order-timeline--ended' : ''}`}>
      {steps.map((s, i) => {
        const bad = ended && i === steps.length - 1;
        return (
          <li
            key={`${s.label}-${i}`}
            className={`order-step order-step--${s.state}${bad ? ' order-step--bad' : ''}`}
            aria-current={s.state === 'current' ? 'step' : undefined}
          >
            <span className="order-step__dot" aria-hidden="true">
              {bad ? <CloseIcon size="sm" /> : s.state === 'done' ? <CheckIcon size="sm" /> : null}
            </span>
            <span className="order-step__body">
              <span className="order-step__label">{s.label}</span>
              <span className="order-step__when">
                {s.state === 'done' && s.at
                  ? formatDateTime(s.at)
                  : s.state === 'current'
                    ? t('orders.step.current')
                    : s.state === 'upcoming'
                      ? t('orders.step.upcoming')
                      : ''}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
