/**
 * The payment segments in the spec's order (preferred, offers for you, saved options, pay later, other
 * options) and cash on delivery; one radio group across them. Disabled (2) and inactive (3) options are
 * shown greyed with their message; the chosen option opens its form underneath.
 */
import type { PaymentModes } from '@dawa/contracts';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import { TagIcon } from '../ui/icons.tsx';
import { BankIcon, CardIcon, CashIcon, ClockOutlineIcon, UpiIcon, WalletIcon } from './checkout-icons.tsx';
import { OPTION_STATE, isSelectable, type Choice, type ChoiceGroup, type Form } from './payment-choices.ts';
import { ChoiceRadio } from '../ui/choice-radio.tsx';

const ICON: Record<Form, typeof CardIcon> = {
  upi: UpiIcon,
  card: CardIcon,
  bank: BankIcon,
  wallet: WalletIcon,
  cod: CashIcon,
  none: ClockOutlineIcon,
};

type Props = {
  groups: ChoiceGroup[];
  modes: PaymentModes;
  selectedKey: string | null;
  onSelect: (choice: Choice) => void;
  renderForm: (choice: Choice) => ReactNode;
};

export function PaymentOptions({ groups, modes, selectedKey, onSelect, renderForm }: Props) {
  const t = useT();
  return (
    <div className="ck-pay-groups">
      {groups.map(({ segment, choices }) => {
        const id = `ck-seg-${segment?.segmentType ?? 'cod'}`;
        const title = segment ? segment.headerText : modes.paymentModeText.cod.header;
        const offers = segment?.segmentType === 'offers_for_you';
        return (
          <section key={id} className="ck-card ck-pay-group" aria-labelledby={id}>
            <h2 id={id} className="ck-card__title">
              {offers ? <TagIcon size="sm" /> : null}
              {title}
            </h2>
            {segment?.text ? <p className="ck-muted">{segment.text}</p> : null}
            <ul className="ck-options">
              {choices.map((c) => {
                const Icon = ICON[c.form];
                const selectable = isSelectable(c);
                const selected = c.key === selectedKey;
                const msgId = `${c.key}-msg`;
                return (
                  <li key={c.key} className={`ck-option${selected ? ' ck-option--selected' : ''}${selectable ? '' : ' ck-option--off'}`}>
                    <label className="ck-option__row">
                      <ChoiceRadio
                        name="ck-payment"
                        value={c.key}
                        checked={selected}
                        disabled={!selectable}
                        onChange={() => onSelect(c)}
                        aria-describedby={c.message || c.offerText ? msgId : undefined}
                      />
                      <span className="ck-option__icon" aria-hidden="true">
                        <Icon size="sm" />
                      </span>
                      <span className="ck-option__body">
                        <span className="ck-option__name">
                          {c.label}
                          {c.state === OPTION_STATE.inactive ? <span className="ck-tag">{t('ck.state.inactive')}</span> : null}
                          {c.state === OPTION_STATE.disabled ? <span className="ck-tag">{t('ck.state.disabled')}</span> : null}
                        </span>
                        {c.offerText || c.message ? (
                          <span id={msgId} className="ck-option__msg">
                            {c.offerText && !offers ? <span className="ck-option__offer">{c.offerText}</span> : null}
                            {offers && c.option?.offerDetails ? <span>{c.option.offerDetails.offerText} </span> : null}
                            {c.message ? <span>{c.message}</span> : null}
                          </span>
                        ) : null}
                      </span>
                    </label>
                    {selected ? <div className="ck-option__form">{renderForm(c)}</div> : null}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
