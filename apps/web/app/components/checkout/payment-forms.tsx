/**
 * The forms under a chosen payment option: UPI id with handle chips, card (number in groups, MM/YY, CVV,
 * name; network and bank from the BIN lookup), and the bank list. Card details stay in the browser until
 * they are posted to the gateway.
 */
import type { PaymentOption } from '@dawa/contracts';
import { useEffect, useRef, useState } from 'react';
import { useValueEnteredEarly } from '../ui/use-page-input.ts';
import { useT, type MessageKey } from '../../i18n/index.ts';
import { checkoutApi, type BinStatus } from '../../lib/api-checkout.ts';
import { ChoiceRadio } from '../ui/choice-radio.tsx';
import { LockIcon } from './checkout-icons.tsx';
import {
  cardDigits,
  cvvLengthFor,
  formatCardNumber,
  formatExpiry,
  withHandle,
  type CardField,
  type CardInput,
  type CardProblem,
} from './payment-rules.ts';

const CARD_TEXT: Record<CardProblem, MessageKey> = {
  numberInvalid: 'ck.card.numberInvalid',
  expiryInvalid: 'ck.card.expiryInvalid',
  expiryPast: 'ck.card.expiryPast',
  cvvInvalid: 'ck.card.cvvInvalid',
  nameInvalid: 'ck.card.nameInvalid',
};

function FieldError({ id, text }: { id: string; text: string | null }) {
  return text ? (
    <p id={id} className="field__error">
      {text}
    </p>
  ) : null;
}

export function UpiForm({
  vpa,
  handles,
  showError,
  onChange,
}: {
  vpa: string;
  handles: string[];
  showError: boolean;
  onChange: (vpa: string) => void;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  useValueEnteredEarly(input, vpa, (typed) => onChange(typed.replace(/\s/g, '')));
  return (
    <div className="ck-form">
      <div className="field">
        <label className="field__label" htmlFor="ck-vpa">
          {t('ck.upi.label')}
        </label>
        <input
          ref={input}
          id="ck-vpa"
          className="text-input"
          type="text"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('ck.upi.placeholder')}
          value={vpa}
          onChange={(e) => onChange(e.target.value.replace(/\s/g, ''))}
          aria-invalid={showError || undefined}
          aria-describedby={showError ? 'ck-vpa-error' : 'ck-vpa-hint'}
        />
        <FieldError id="ck-vpa-error" text={showError ? t('ck.upi.invalid') : null} />
        {showError ? null : (
          <p id="ck-vpa-hint" className="field__hint">
            {t('ck.upi.hint')}
          </p>
        )}
      </div>
      {handles.length > 0 ? (
        <div className="ck-chips" role="group" aria-label={t('ck.upi.handles')}>
          {handles.map((h) => (
            <button key={h} type="button" className="ck-chip" onClick={() => onChange(withHandle(vpa, h))}>
              {h.startsWith('@') ? h : `@${h}`}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The card's network and bank once 6 digits are typed (GET /ufp/checkBINBasedOfferStatus/:bin). */
export function useBin(number: string): BinStatus | null {
  const bin = cardDigits(number).slice(0, 6);
  const [found, setFound] = useState<BinStatus | null>(null);
  useEffect(() => {
    if (bin.length < 6) {
      setFound(null);
      return;
    }
    let live = true;
    checkoutApi
      .binStatus(bin)
      .then((answer) => live && setFound(answer))
      .catch(() => live && setFound(null));
    return () => {
      live = false;
    };
  }, [bin]);
  return found;
}

export function CardForm({
  card,
  problems,
  bin,
  onChange,
}: {
  card: CardInput;
  problems: Partial<Record<CardField, CardProblem>>;
  bin: BinStatus | null;
  onChange: (card: CardInput) => void;
}) {
  const t = useT();
  const error = (f: CardField) => {
    const p = problems[f];
    return p ? t(CARD_TEXT[p], { n: cvvLengthFor(cardDigits(card.number)) }) : null;
  };
  const input = (f: CardField) => ({
    id: `ck-card-${f}`,
    className: 'text-input',
    'aria-invalid': problems[f] ? true : undefined,
    'aria-describedby': problems[f] ? `ck-card-${f}-error` : undefined,
  });
  return (
    <div className="ck-form ck-card-form">
      <div className="field ck-card-form__number">
        <label className="field__label" htmlFor="ck-card-number">
          {t('ck.card.number')}
        </label>
        <input
          {...input('number')}
          type="text"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
          value={card.number}
          onChange={(e) => onChange({ ...card, number: formatCardNumber(e.target.value) })}
        />
        {bin ? (
          <p className="field__hint ck-card-form__brand">
            {t('ck.card.brand', { brand: bin.cardBrand, bank: bin.bank, type: bin.cardType })}
          </p>
        ) : null}
        <FieldError id="ck-card-number-error" text={error('number')} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="ck-card-expiry">
          {t('ck.card.expiry')}
        </label>
        <input
          {...input('expiry')}
          type="text"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('ck.card.expiryPlaceholder')}
          value={card.expiry}
          onChange={(e) => onChange({ ...card, expiry: formatExpiry(e.target.value, card.expiry) })}
        />
        <FieldError id="ck-card-expiry-error" text={error('expiry')} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="ck-card-cvv">
          {t('ck.card.cvv')}
        </label>
        <input
          {...input('cvv')}
          type="password"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          value={card.cvv}
          onChange={(e) => onChange({ ...card, cvv: e.target.value.replace(/\D/g, '').slice(0, 4) })}
        />
        <FieldError id="ck-card-cvv-error" text={error('cvv')} />
      </div>
      <div className="field ck-card-form__name">
        <label className="field__label" htmlFor="ck-card-name">
          {t('ck.card.name')}
        </label>
        <input
          {...input('name')}
          type="text"
          autoComplete="cc-name"
          value={card.name}
          onChange={(e) => onChange({ ...card, name: e.target.value.slice(0, 100) })}
        />
        <FieldError id="ck-card-name-error" text={error('name')} />
      </div>
      <p className="ck-safe ck-card-form__safe">
        <LockIcon size="sm" />
        {t('ck.card.safe')}
      </p>
    </div>
  );
}

export function BankForm({
  option,
  selected,
  showError,
  onSelect,
}: {
  option: PaymentOption;
  selected: number | undefined;
  showError: boolean;
  onSelect: (subTypeId: number) => void;
}) {
  const t = useT();
  const popular = option.subTypes?.popular ?? [];
  const others = option.subTypes?.others ?? [];
  return (
    <div className="ck-form">
      <fieldset className="ck-banks">
        <legend className="field__label">{t('ck.nb.popular')}</legend>
        {popular.map((b) => (
          <label key={b.paymentSubTypeId} className="ck-bank">
            <ChoiceRadio name="ck-bank" checked={selected === b.paymentSubTypeId} onChange={() => onSelect(b.paymentSubTypeId)} />
            <span>{b.displayName}</span>
          </label>
        ))}
      </fieldset>
      {others.length > 0 ? (
        <div className="field">
          <label className="field__label" htmlFor="ck-bank-other">
            {t('ck.nb.others')}
          </label>
          <select
            id="ck-bank-other"
            className="text-input"
            value={others.some((b) => b.paymentSubTypeId === selected) ? String(selected) : ''}
            onChange={(e) => e.target.value && onSelect(Number(e.target.value))}
          >
            <option value="">{t('ck.nb.choose')}</option>
            {others.map((b) => (
              <option key={b.paymentSubTypeId} value={b.paymentSubTypeId}>
                {b.displayName}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {showError ? (
        <p className="field__error" role="alert">
          {t('ck.nb.choose')}
        </p>
      ) : null}
    </div>
  );
}
