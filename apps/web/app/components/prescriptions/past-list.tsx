import type { PastPrescription } from '@dawa/contracts';
import { useLocale, useT, type MessageKey } from '../../i18n/index.ts';
import { CheckIcon } from '../ui/icons.tsx';
import { RxThumb } from './upload-tiles.tsx';

/** Dates in India's time zone, so the server and the browser print the same text. */
export function formatRxDate(iso: string, locale: 'en' | 'hi'): string {
  return new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}

type Props = {
  prescriptions: PastPrescription[];
  selected: string[];
  onToggle: (id: string) => void;
  /** The form the ticks are posted with (as `pastId`). */
  form?: string;
};

/** 'Your past prescriptions': cards to tick, several at once (spec §4 "Prescription selection"). */
export function PastList({ prescriptions, selected, onToggle, form }: Props) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="rx-card" aria-labelledby="rx-past-title">
      <h2 id="rx-past-title" className="rx-card__title">
        {t('rx.past.heading')}
      </h2>
      {prescriptions.length ? (
        <>
          <p className="rx-card__hint">{t('rx.past.hint')}</p>
          <ul className="rx-past">
            {prescriptions.map((rx) => {
              const date = formatRxDate(rx.uploadedAt, locale);
              const checked = selected.includes(rx.id);
              return (
                <li key={rx.id}>
                  <label className={`rx-past__card${checked ? ' rx-past__card--on' : ''}`}>
                    <input
                      type="checkbox"
                      className="visually-hidden"
                      name="pastId"
                      value={rx.id}
                      form={form}
                      checked={checked}
                      onChange={() => onToggle(rx.id)}
                    />
                    <span className="rx-past__tick" aria-hidden="true">
                      {checked ? <CheckIcon size="sm" /> : null}
                    </span>
                    <RxThumb
                      kind={rx.kind}
                      url={rx.url}
                      label={t(rx.kind === 'digital' ? 'rx.past.chooseDigital' : 'rx.past.choose', { date })}
                    />
                    <span className="rx-past__meta">
                      <span>{t(rx.kind === 'digital' ? 'rx.past.signedOn' : 'rx.past.uploadedOn', { date })}</span>
                      <span className={`rx-past__status rx-past__status--${rx.status.toLowerCase()}`}>
                        {t(`rx.status.${rx.status}` as MessageKey)}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p className="rx-card__hint">{t('rx.past.empty')}</p>
      )}
    </section>
  );
}
