import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { useT, type MessageKey } from '../../i18n/index.ts';
import type { Address, AddressType } from '../account/types.ts';
import { Button } from '../ui/button.tsx';
import { Drawer } from '../ui/drawer.tsx';
import { Modal } from '../ui/modal.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import { addressErrors, addressFieldError, checkAddress, TEXT_LIMIT, type AddressField, type AddressValues } from './address-rules.ts';

type Values = AddressValues;
type Errors = Partial<Record<AddressField | 'type', MessageKey>>;

const FIELDS: Array<{ name: AddressField; label: MessageKey; max: number; mode?: 'numeric'; auto: string }> = [
  { name: 'contactName', label: 'account.address.contactName', max: TEXT_LIMIT, auto: 'name' },
  { name: 'contactNumber', label: 'account.address.contactNumber', max: 10, mode: 'numeric', auto: 'tel-national' },
  { name: 'flatNumber', label: 'account.address.flatNumber', max: TEXT_LIMIT, auto: 'address-line1' },
  { name: 'streetName', label: 'account.address.streetName', max: TEXT_LIMIT, auto: 'address-line2' },
  { name: 'landmark', label: 'account.address.landmark', max: TEXT_LIMIT, auto: 'off' },
  { name: 'pincode', label: 'account.address.pincode', max: 6, mode: 'numeric', auto: 'postal-code' },
];

const TYPES: Array<{ value: AddressType; label: MessageKey }> = [
  { value: 0, label: 'account.address.home' },
  { value: 1, label: 'account.address.work' },
  { value: 2, label: 'account.address.others' },
];

function initialValues(address?: Address | null, defaults?: { contactNumber?: string; pincode?: string }): Values {
  return {
    contactName: address?.contactName ?? '',
    contactNumber: address?.contactNumber ?? defaults?.contactNumber ?? '',
    flatNumber: address?.flatNumber ?? '',
    streetName: address?.streetName ?? '',
    landmark: address?.landmark ?? '',
    pincode: address ? String(address.pincode) : (defaults?.pincode ?? ''),
    type: address ? typeOf(address) : 0,
  };
}

/** Stored addresses carry a numeric type or a description (home, work, other; default home). */
function typeOf(address: Address): AddressType {
  if (address.type === 0 || address.type === 1 || address.type === 2) return address.type;
  const description = address.typeDescription?.toLowerCase();
  return description === 'work' ? 1 : description === 'other' || description === 'others' ? 2 : 0;
}

type Props = {
  open: boolean;
  onClose: () => void;
  /** The address being edited; leave out for a new one. */
  address?: Address | null;
  defaults?: { contactNumber?: string; pincode?: string };
  /** The route whose action saves it (intent `save-address`): the checkout step, or /location. */
  action: string;
  /** Called with the saved address, once the action saved it and the page data was reloaded. */
  onSaved: (address: Address) => void;
};

type SaveAnswer = { ok: true; address?: Address } | { ok: false; message: string };

/**
 * The address form (spec §2, §4, §5): fields checked on blur, save disabled until something changed,
 * loading while saving; a server error shows as an alert with OK. It posts to `action` (intent
 * `save-address`), which saves it, makes its pincode the chosen location and answers with the address.
 */
export function AddressFormDrawer({ open, onClose, address, defaults, action, onSaved }: Props) {
  const t = useT();
  return (
    <Drawer open={open} onClose={onClose} title={t(address ? 'account.address.titleEdit' : 'account.address.titleNew')}>
      {open ? <AddressForm address={address} defaults={defaults} action={action} onSaved={onSaved} /> : null}
    </Drawer>
  );
}

/** What a plain post (before the page was interactive) sent and was refused for: shown again with its problems. */
export type RefusedAddress = { values: Partial<Record<AddressField | 'type', string>>; message: string };

function refusedValues(refused: RefusedAddress): Values {
  const posted = refused.values;
  const type = Number(posted.type);
  return {
    contactName: posted.contactName ?? '',
    contactNumber: posted.contactNumber ?? '',
    flatNumber: posted.flatNumber ?? '',
    streetName: posted.streetName ?? '',
    landmark: posted.landmark ?? '',
    pincode: posted.pincode ?? '',
    type: type === 0 || type === 1 || type === 2 ? type : null,
  };
}

type FormProps = Pick<Props, 'address' | 'defaults' | 'action' | 'onSaved'> & {
  /** Shown in the page rather than a drawer: where a plain post goes once saved (decision 041). */
  returnTo?: string;
  refused?: RefusedAddress;
};

/** The form itself: in the drawer, or in the page where the page offers it before it is interactive. */
export function AddressForm({ address, defaults, action, onSaved, returnTo, refused }: FormProps) {
  const t = useT();
  const hydrated = useHydrated();
  const fetcher = useFetcher<SaveAnswer>();
  // A refused post starts from what it sent, its problems marked.
  const [start] = useState(() => {
    const values = refused ? refusedValues(refused) : initialValues(address, defaults);
    return { values, errors: refused ? addressErrors(values) : {} };
  });
  const [values, setValues] = useState<Values>(start.values);
  const [errors, setErrors] = useState<Errors>(start.errors);
  const [dirty, setDirty] = useState(refused !== undefined);
  const [alert, setAlert] = useState<string | null>(null);
  const saving = fetcher.state !== 'idle';
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  // The action's answer, once the router has reloaded the page data with it.
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer) return;
    // Spec §8: server errors as an alert with OK.
    if (!answer.ok) setAlert(answer.message || t('account.address.networkError'));
    else if (answer.address) onSavedRef.current(answer.address);
  }, [answer, t]);

  const set = (name: AddressField, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setDirty(true);
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!dirty || saving) return;
    const found = addressErrors(values);
    setErrors(found);
    if (!checkAddress(values).ok) {
      const first = FIELDS.find((f) => found[f.name]);
      if (first) document.getElementById(`address-${first.name}`)?.focus();
      return;
    }
    // The action applies the same rules and cleans the values (emoji and private-use characters removed).
    void fetcher.submit(event.currentTarget, { method: 'post', action });
  }

  return (
    <>
      <fetcher.Form method="post" action={action} className="address-form" onSubmit={submit} noValidate>
        <input type="hidden" name="intent" value="save-address" />
        {returnTo && !hydrated ? <input type="hidden" name="redirectTo" value={returnTo} /> : null}
        {refused ? (
          <p className="field__error" role="alert">
            {Object.keys(start.errors).length > 0 ? t('account.address.checkFields') : refused.message || t('account.address.networkError')}
          </p>
        ) : null}
        {address ? <input type="hidden" name="addressId" value={address.id} /> : null}
        {FIELDS.map((field) => {
          const error = errors[field.name];
          const id = `address-${field.name}`;
          return (
            <div className="field" key={field.name}>
              <label className="field__label" htmlFor={id}>
                {t(field.label)}
              </label>
              <input
                id={id}
                name={field.name}
                className={`text-input${error ? ' text-input--error' : ''}`}
                type={field.mode ? 'tel' : 'text'}
                inputMode={field.mode}
                autoComplete={field.auto}
                maxLength={field.max}
                value={values[field.name]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => {
                  const raw = event.target.value;
                  set(field.name, field.mode ? raw.replace(/\D+/g, '').slice(0, field.max) : raw.slice(0, field.max));
                }}
                onBlur={(event) => {
                  const problem = addressFieldError(field.name, { ...values, [field.name]: event.target.value });
                  setErrors((e) => ({ ...e, [field.name]: problem ?? undefined }));
                }}
              />
              {error ? (
                <p id={`${id}-error`} className="field__error">
                  {t(error)}
                </p>
              ) : null}
            </div>
          );
        })}
        <fieldset className="field address-form__types">
          <legend className="field__label">{t('account.address.type')}</legend>
          <div className="chip-row">
            {TYPES.map((type) => (
              <label key={type.value} className="choice-chip">
                <input
                  type="radio"
                  name="type"
                  value={type.value}
                  checked={values.type === type.value}
                  onChange={() => {
                    setValues((v) => ({ ...v, type: type.value }));
                    setDirty(true);
                  }}
                />
                <span>{t(type.label)}</span>
              </label>
            ))}
          </div>
          {errors.type ? <p className="field__error">{t(errors.type)}</p> : null}
        </fieldset>
        <Button type="submit" size="medium" block disabled={hydrated && !dirty} loading={saving} loadingLabel={t('account.address.saving')}>
          {t(address ? 'account.address.update' : 'account.address.save')}
        </Button>
      </fetcher.Form>
      <Modal open={alert !== null} onClose={() => setAlert(null)} title={t('account.address.alertTitle')}>
        <div role="alert">
          <p>{alert}</p>
        </div>
        <div className="alert-actions">
          <Button onClick={() => setAlert(null)}>{t('account.address.ok')}</Button>
        </div>
      </Modal>
    </>
  );
}

/** The default export: a lazy import names the module only (fewer bytes in the page's first-load script). */
export default AddressFormDrawer;
