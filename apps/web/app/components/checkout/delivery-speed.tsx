/** Standard and express delivery as radio cards with the date and the charge; express disabled with its reason. */
import type { DeliveryOption, DeliveryOptions } from '@dawa/contracts';
import { useId } from 'react';
import { useT } from '../../i18n/index.ts';
import { Button } from '../ui/button.tsx';
import { TruckIcon } from '../ui/icons.tsx';
import { ChoiceRadio } from '../ui/choice-radio.tsx';

export type SpeedState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; data: DeliveryOptions };

type Props = {
  state: SpeedState;
  selected: DeliveryOption['optionId'] | undefined;
  onSelect: (optionId: DeliveryOption['optionId']) => void;
  onRetry: () => void;
};

export function DeliverySpeed({ state, selected, onSelect, onRetry }: Props) {
  const t = useT();
  const titleId = useId();
  return (
    <section className="ck-card" aria-labelledby={titleId} aria-busy={state.kind === 'loading' || undefined}>
      <h2 id={titleId} className="ck-card__title">
        <TruckIcon size="sm" />
        {t('ck.options.heading')}
      </h2>
      {state.kind === 'idle' ? <p className="ck-muted">{t('ck.options.chooseAddress')}</p> : null}
      {state.kind === 'loading' ? (
        <div className="ck-choices" aria-hidden="true">
          <div className="ck-skeleton ck-skeleton--choice" />
          <div className="ck-skeleton ck-skeleton--choice" />
        </div>
      ) : null}
      {state.kind === 'failed' ? (
        <div className="ck-inline-error" role="alert">
          <p>{t('ck.options.failed')}</p>
          <Button size="small" variant="outlined" onClick={onRetry}>
            {t('ck.retry')}
          </Button>
        </div>
      ) : null}
      {state.kind === 'ready' && !state.data.isDeliverable ? (
        <p className="ck-inline-error" role="alert">
          {state.data.message ?? t('ck.address.notDeliverable')}
        </p>
      ) : null}
      {state.kind === 'ready' && state.data.isDeliverable ? (
        <fieldset className="ck-choices ck-choices--2">
          <legend className="visually-hidden">{t('ck.options.heading')}</legend>
          {(state.data.shipments[0]?.deliveryOptions ?? []).map((o) => {
            const reasonId = `ck-speed-${o.optionId}-reason`;
            return (
              <label key={o.optionId} className={`ck-choice${o.isAvailable ? '' : ' ck-choice--disabled'}`}>
                <ChoiceRadio
                  name="speed"
                  value={o.optionId}
                  checked={selected === o.optionId}
                  disabled={!o.isAvailable}
                  onChange={() => onSelect(o.optionId)}
                  aria-describedby={o.isAvailable ? undefined : reasonId}
                />
                <span className="ck-choice__body">
                  <span className="ck-choice__title">
                    {o.title}
                    <span className={`ck-charge${o.chargePaise === 0 ? ' ck-charge--free' : ''}`}>{o.chargeText}</span>
                  </span>
                  {o.isAvailable ? <span className="ck-choice__text">{o.eddText}</span> : null}
                  {o.isAvailable ? null : (
                    <span id={reasonId} className="ck-choice__reason">
                      {o.unavailableReason ?? t('ck.options.unavailable')}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </fieldset>
      ) : null}
    </section>
  );
}
