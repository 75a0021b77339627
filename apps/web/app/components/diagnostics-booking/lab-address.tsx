/**
 * The sample collection address: the account's saved addresses as radios named `addressId` inside the
 * booking form, 'Add new address' (the drawer once interactive, else the page with the form), and the API's
 * message when the chosen address's pincode has no home collection.
 */
import type { Address } from '@dawa/contracts';
import { useT } from '../../i18n/index.ts';
import { addressLines } from '../checkout/address-picker.tsx';
import { buttonClass } from '../ui/button.tsx';
import { ChoiceRadio } from '../ui/choice-radio.tsx';
import { EnhancedLink } from '../ui/enhanced-link.tsx';
import { PinIcon } from '../ui/icons.tsx';
import { LAB_CART_PATH } from './lab-rules.ts';

type Props = {
  addresses: Address[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  onAdd: () => void;
  /** Why the chosen address cannot have a home collection (the API's message), if so. */
  problem: string | null;
};

export function LabAddress({ addresses, selectedId, onSelect, onAdd, problem }: Props) {
  const t = useT();
  return (
    <section className="ck-card" aria-labelledby="lbk-address-title">
      <div className="ck-card__head">
        <h2 id="lbk-address-title" className="ck-card__title">
          <PinIcon size="sm" />
          {t('lab-booking.address.title')}
        </h2>
        <EnhancedLink
          href={`${LAB_CART_PATH}?address=new`}
          className={buttonClass('small', 'outlined')}
          onOpen={onAdd}
          aria-haspopup="dialog"
        >
          {t('lab-booking.address.add')}
        </EnhancedLink>
      </div>
      {addresses.length === 0 ? (
        <p className="ck-muted">{t('lab-booking.address.none')}</p>
      ) : (
        <fieldset className="ck-choices">
          <legend className="visually-hidden">{t('lab-booking.address.title')}</legend>
          {addresses.map((a) => {
            const chosen = selectedId === a.id;
            return (
              <label key={a.id} className="ck-choice">
                <ChoiceRadio
                  name="addressId"
                  value={a.id}
                  checked={chosen}
                  onChange={() => onSelect(a.id)}
                  aria-describedby={chosen && problem ? 'lbk-address-problem' : undefined}
                />
                <span className="ck-choice__body">
                  <span className="ck-choice__title">
                    {a.contactName}
                    {a.typeDescription ? <span className="ck-tag">{a.typeDescription}</span> : null}
                  </span>
                  <span className="ck-choice__text">{addressLines(a)}</span>
                  {chosen && problem ? (
                    <span id="lbk-address-problem" className="ck-choice__reason" role="alert">
                      {problem}
                    </span>
                  ) : null}
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
    </section>
  );
}
