/**
 * How the shopper pays for the booking (or a PLUS plan): UPI, card, net banking or pay at collection, as radios named `pay`
 * in the booking form; the chosen one opens its form. UPI ids and card details stay in the browser (they go
 * straight to the gateway); the bank is posted with the booking.
 */
import { useT, type MessageKey } from '../../i18n/index.ts';
import { BankIcon, CardIcon, CashIcon, UpiIcon } from '../checkout/checkout-icons.tsx';
import { CardForm, UpiForm } from '../checkout/payment-forms.tsx';
import type { BinStatus } from '../../lib/api-checkout.ts';
import type { CardField, CardInput, CardProblem } from '../checkout/payment-rules.ts';
import { ChoiceRadio } from '../ui/choice-radio.tsx';
import { LAB_BANKS, LAB_PAY_METHODS, type LabPayMethod } from './lab-rules.ts';

const ICON = { upi: UpiIcon, card: CardIcon, nb: BankIcon, cod: CashIcon } as const;
const UPI_HANDLES = ['@upi', '@okhdfcbank', '@okicici', '@ybl'];

type Props = {
  pay: LabPayMethod;
  onPay: (method: LabPayMethod) => void;
  vpa: string;
  onVpa: (vpa: string) => void;
  vpaError: boolean;
  card: CardInput;
  onCard: (card: CardInput) => void;
  cardProblems: Partial<Record<CardField, CardProblem>>;
  bin: BinStatus | null;
  bank: string;
  bankError: boolean;
  /** The methods offered (all of them unless told: a PLUS purchase has no pay at collection). */
  methods?: readonly LabPayMethod[];
};

export function LabPayment(props: Props) {
  const t = useT();
  const { pay } = props;
  const form = (method: LabPayMethod) => {
    switch (method) {
      case 'upi':
        return <UpiForm vpa={props.vpa} handles={UPI_HANDLES} showError={props.vpaError} onChange={props.onVpa} />;
      case 'card':
        return <CardForm card={props.card} problems={props.cardProblems} bin={props.bin} onChange={props.onCard} />;
      case 'nb':
        return (
          <div className="field">
            <label className="field__label" htmlFor="lbk-bank">
              {t('lab-booking.pay.bank')}
            </label>
            <select
              id="lbk-bank"
              name="bank"
              className="text-input"
              defaultValue={props.bank}
              aria-invalid={props.bankError || undefined}
              aria-describedby={props.bankError ? 'lbk-bank-error' : undefined}
            >
              <option value="">{t('lab-booking.pay.chooseBank')}</option>
              {LAB_BANKS.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
            {props.bankError ? (
              <p id="lbk-bank-error" className="field__error">
                {t('lab-booking.pay.chooseBank')}
              </p>
            ) : null}
          </div>
        );
      case 'cod':
        return <p className="ck-muted">{t('lab-booking.pay.codText')}</p>;
    }
  };
  return (
    <section className="ck-card" aria-labelledby="lbk-pay-title">
      <h2 id="lbk-pay-title" className="ck-card__title">
        {t('lab-booking.pay.title')}
      </h2>
      <ul className="ck-options">
        {(props.methods ?? LAB_PAY_METHODS).map((method) => {
          const Icon = ICON[method];
          const selected = method === pay;
          return (
            <li key={method} className={`ck-option${selected ? ' ck-option--selected' : ''}`}>
              <label className="ck-option__row">
                <ChoiceRadio name="pay" value={method} checked={selected} onChange={() => props.onPay(method)} />
                <span className="ck-option__icon" aria-hidden="true">
                  <Icon size="sm" />
                </span>
                <span className="ck-option__body">
                  <span className="ck-option__name">{t(`lab-booking.pay.${method}` as MessageKey)}</span>
                </span>
              </label>
              {selected ? <div className="ck-option__form">{form(method)}</div> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
