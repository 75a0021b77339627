import { useState, type FormEvent } from 'react';
import { useT, type MessageKey } from '../../i18n/index.ts';
import { api, ApiError } from '../../lib/api.ts';
import type { Address, AddressPayload, AddressType } from '../account/types.ts';
import { errorText } from '../account/session.ts';
import { Button } from '../ui/button.tsx';
import { Drawer } from '../ui/drawer.tsx';
import { Modal } from '../ui/modal.tsx';
import { useToast } from '../ui/toast.tsx';
import { selectPincode } from './pincode-form.tsx';
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
  /** Called with the saved address (the first of the list the server returns). */
  onSaved: (address: Address) => void;
};

/**
 * The address form (spec §2, §4, §5): fields checked on blur, save disabled until something changed,
 * loading while saving; a server error shows as an alert with OK.
 */
export function AddressFormDrawer({ open, onClose, address, defaults, onSaved }: Props) {
  const t = useT();
  return (
    <Drawer open={open} onClose={onClose} title={t(address ? 'account.address.titleEdit' : 'account.address.titleNew')}>
      {open ? <AddressForm address={address} defaults={defaults} onSaved={onSaved} /> : null}
    </Drawer>
  );
}

function AddressForm({ address, defaults, onSaved }: Pick<Props, 'address' | 'defaults' | 'onSaved'>) {
  const t = useT();
  const toast = useToast();
  const [values, setValues] = useState<Values>(() => initialValues(address, defaults));
  const [errors, setErrors] = useState<Errors>({});
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const set = (name: AddressField, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setDirty(true);
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!dirty || saving) return;
    const found = addressErrors(values);
    setErrors(found);
    const check = checkAddress(values);
    if (!check.ok) {
      const first = FIELDS.find((f) => found[f.name]);
      if (first) document.getElementById(`address-${first.name}`)?.focus();
      return;
    }
    // The domain rules hand back the cleaned values (emoji and private-use characters removed).
    const clean = check.value;
    const payload: AddressPayload = {
      contactName: clean.contactName,
      contactNumber: clean.contactNumber,
      flatNumber: clean.flatNumber,
      streetName: clean.streetName,
      ...(clean.landmark ? { landmark: clean.landmark } : {}),
      type: clean.type,
      pincode: clean.pincode,
      longitude: null,
      latitude: null,
    };
    setSaving(true);
    try {
      const list = address ? await api.updateAddress(address.id, payload) : await api.addAddress(payload);
      // The contract: after a save the list comes back with the saved address first.
      const saved = list[0];
      // Spec §4: the saved address's pincode is checked and becomes the selected location.
      try {
        await selectPincode(String(saved?.pincode ?? payload.pincode), t('account.pin.failed'));
      } catch (err) {
        toast.show(errorText(err, t('account.pin.failed')), 'error');
      }
      if (saved) onSaved(saved);
    } catch (err) {
      // Spec §8: server errors as an alert with OK; a network failure as a toast.
      if (err instanceof ApiError) setAlert(err.message || t('account.address.networkError'));
      else toast.show(t('account.address.networkError'), 'error');
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <form className="address-form" onSubmit={(event) => void submit(event)} noValidate>
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
        <Button type="submit" size="medium" block disabled={!dirty} loading={saving} loadingLabel={t('account.address.saving')}>
          {t(address ? 'account.address.update' : 'account.address.save')}
        </Button>
      </form>
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
