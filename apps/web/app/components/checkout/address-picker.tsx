/**
 * Saved addresses as selectable cards (radios named `addressId` inside the step's form); an address we
 * cannot deliver to is disabled with the reason.
 */
import { useId } from 'react';
import { useT } from '../../i18n/index.ts';
import type { Address } from '../account/types.ts';
import { buttonClass } from '../ui/button.tsx';
import { EnhancedLink } from '../ui/enhanced-link.tsx';
import { PinIcon } from '../ui/icons.tsx';
import { isDeliverable } from './delivery-rules.ts';
import { ChoiceRadio } from '../ui/choice-radio.tsx';

type Props = {
  addresses: Address[];
  selectedId: number | undefined;
  onSelect: (address: Address) => void;
  onAdd: () => void;
  /** The page that shows the address form in place of the drawer, for a tap before the page is interactive. */
  addHref: string;
};

export function addressLines(a: Address): string {
  return [a.flatNumber, a.streetName, a.landmark, a.cityName, String(a.pincode)].filter(Boolean).join(', ');
}

export function AddressPicker({ addresses, selectedId, onSelect, onAdd, addHref }: Props) {
  const t = useT();
  const titleId = useId();
  return (
    <section className="ck-card" aria-labelledby={titleId}>
      <div className="ck-card__head">
        <h2 id={titleId} className="ck-card__title">
          <PinIcon size="sm" />
          {t('ck.address.heading')}
        </h2>
        <EnhancedLink href={addHref} className={buttonClass('small', 'outlined')} onOpen={onAdd} aria-haspopup="dialog">
          {t('ck.address.add')}
        </EnhancedLink>
      </div>
      {addresses.length === 0 ? (
        <p className="ck-muted">{t('ck.address.none')}</p>
      ) : (
        <fieldset className="ck-choices">
          <legend className="visually-hidden">{t('ck.address.heading')}</legend>
          {addresses.map((a) => {
            const ok = isDeliverable(a);
            const reasonId = `ck-address-${a.id}-reason`;
            return (
              <label key={a.id} className={`ck-choice${ok ? '' : ' ck-choice--disabled'}`}>
                <ChoiceRadio
                  name="addressId"
                  value={a.id}
                  checked={selectedId === a.id}
                  disabled={!ok}
                  onChange={() => onSelect(a)}
                  aria-describedby={ok ? undefined : reasonId}
                />
                <span className="ck-choice__body">
                  <span className="ck-choice__title">
                    {a.contactName}
                    {a.typeDescription ? <span className="ck-tag">{a.typeDescription}</span> : null}
                  </span>
                  <span className="ck-choice__text">{addressLines(a)}</span>
                  <span className="ck-choice__text">{a.contactNumber}</span>
                  {ok ? null : (
                    <span id={reasonId} className="ck-choice__reason">
                      {t('ck.address.notDeliverable')}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
    </section>
  );
}
