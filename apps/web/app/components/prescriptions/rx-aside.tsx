import { useRef } from 'react';
import { useT, type MessageKey } from '../../i18n/index.ts';
import { useCheckedEarly } from '../ui/use-page-input.ts';
import { CheckIcon } from '../ui/icons.tsx';
import { StethoscopeIcon } from './rx-icons.tsx';

/** "Don't have a prescription? Get a free doctor consultation" — a switch, kept with the other choices. */
export function ConsultOption({ checked, onChange, form }: { checked: boolean; onChange: (value: boolean) => void; form?: string }) {
  const t = useT();
  // Ticked before hydration: kept (decision 041). The box itself is the browser's (defaultChecked): a tick
  // made while the page hydrates was drawn unticked by React's controlled-input restore until the adopted
  // state came back, and a shopper who then taps again unticks it (decision 049).
  const input = useRef<HTMLInputElement>(null);
  useCheckedEarly(input, checked, onChange);
  return (
    <label className={`rx-consult${checked ? ' rx-consult--on' : ''}`}>
      <input
        ref={input}
        type="checkbox"
        className="rx-consult__input"
        name="consult"
        value="1"
        form={form}
        defaultChecked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span className="rx-consult__art" aria-hidden="true">
        <StethoscopeIcon />
      </span>
      <span className="rx-consult__text">
        <span className="rx-consult__title">{t('rx.consult.title')}</span>
        <strong>{t('rx.consult.text')}</strong>
        <span className="rx-consult__detail">{t('rx.consult.detail')}</span>
      </span>
    </label>
  );
}

const GUIDE: MessageKey[] = ['rx.guide.doctor', 'rx.guide.patient', 'rx.guide.date', 'rx.guide.medicine', 'rx.guide.signature'];

/** What a valid prescription in India shows, so the pharmacist can accept it at the first look. */
export function ValidGuide() {
  const t = useT();
  return (
    <section className="rx-card rx-guide" aria-labelledby="rx-guide-title">
      <h2 id="rx-guide-title" className="rx-card__title">
        {t('rx.guide.title')}
      </h2>
      <p className="rx-card__hint">{t('rx.guide.intro')}</p>
      <ul className="rx-guide__list">
        {GUIDE.map((key) => (
          <li key={key}>
            <CheckIcon size="sm" />
            {t(key)}
          </li>
        ))}
      </ul>
      <p className="rx-guide__photo">{t('rx.guide.photo')}</p>
    </section>
  );
}
