import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/index.ts';
import { api } from '../../lib/api.ts';
import { errorText } from '../account/session.ts';
import type { PincodeDetails } from '../account/types.ts';
import { Button } from '../ui/button.tsx';
import { writeLocationCookies, type SelectedLocation } from './location-cookies.ts';
import { initialPincodeState, pincodeReducer } from './pincode-state.ts';

const PINCODE_LENGTH = 6;

export function toLocation(details: PincodeDetails, fallbackPincode: string): SelectedLocation | null {
  const pincode = String(details?.pincode ?? fallbackPincode);
  const cityId = Number(details?.cityAttributes?.id);
  if (!/^[1-9][0-9]{5}$/.test(pincode) || !cityId) return null;
  return {
    pincode,
    cityId,
    cityName: details.cityAttributes.name,
    isExpress: Boolean(details.neighbourhoodAttributes?.isExpressAvailable),
  };
}

/**
 * Looks a pincode up and, when it is serviceable, stores it (cookies) as the selected location.
 * Resolves to the details, or rejects with the server's message (not serviceable) or a fallback.
 */
export async function selectPincode(pincode: string, failed: string): Promise<{ location: SelectedLocation; details: PincodeDetails }> {
  const details = await api.pincodeDetails(pincode);
  const location = toLocation(details, pincode);
  if (!location) throw new Error(failed);
  writeLocationCookies(location);
  return { location, details };
}

type Props = {
  current: SelectedLocation | null;
  /** Called once the pincode is serviceable and its cookies are written. */
  onSelected: (location: SelectedLocation, details: PincodeDetails) => void;
  autoFocus?: boolean;
};

/**
 * The PIN code field with its Check button (spec §4, §5): 6 digits, Enter submits, shorter values are
 * ignored, an empty one says 'Please enter a valid PIN code'; a full pincode is checked as soon as it is typed.
 */
export function PincodeForm({ current, onSelected, autoFocus }: Props) {
  const t = useT();
  const [state, dispatch] = useReducer(
    pincodeReducer,
    current ? { city: current.cityName, pincode: current.pincode, isExpress: current.isExpress } : null,
    initialPincodeState,
  );
  const [value, setValue] = useState('');
  const [preview, setPreview] = useState<PincodeDetails | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const requested = useRef('');

  // After the drawer's dialog has opened (it focuses its first control itself), focus the field.
  useEffect(() => {
    if (!autoFocus) return;
    const timer = window.setTimeout(() => inputRef.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [autoFocus]);

  async function lookUp(pincode: string, apply: boolean) {
    requested.current = pincode;
    dispatch({ type: 'loading', loading: true });
    try {
      const details = await api.pincodeDetails(pincode);
      if (requested.current !== pincode) return;
      const location = toLocation(details, pincode);
      if (!location) throw new Error(t('account.pin.failed'));
      setPreview(details);
      dispatch({ type: 'loading', loading: false });
      if (!apply) return;
      writeLocationCookies(location);
      dispatch({
        type: 'setPincode',
        cityId: location.cityId,
        city: location.cityName,
        pincode: location.pincode,
        isExpressAvailable: location.isExpress,
      });
      onSelected(location, details);
    } catch (err) {
      if (requested.current !== pincode) return;
      setPreview(null);
      dispatch({ type: 'notServiceable', message: errorText(err, t('account.pin.failed')) });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (state.loading) return;
    if (value === '') {
      dispatch({ type: 'error', message: t('account.pin.invalid') });
      inputRef.current?.focus();
      return;
    }
    if (value.length < PINCODE_LENGTH || state.isNotServicable) return;
    void lookUp(value, true);
  }

  const errorId = 'pincode-error';
  const area = preview && String(preview.pincode) === value ? preview : null;
  return (
    <form className="pin-form" onSubmit={submit} noValidate>
      <label className="field__label" htmlFor="pincode-input">
        {t('account.pin.label')}
      </label>
      <div className="pin-form__row">
        <input
          ref={inputRef}
          id="pincode-input"
          name="pincode"
          className={`text-input${state.errorDetails ? ' text-input--error' : ''}`}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="postal-code"
          maxLength={PINCODE_LENGTH}
          placeholder={t('account.pin.placeholder')}
          value={value}
          aria-invalid={state.errorDetails ? true : undefined}
          aria-describedby={state.errorDetails ? errorId : undefined}
          onChange={(event) => {
            const next = event.target.value.replace(/\D+/g, '').slice(0, PINCODE_LENGTH);
            setValue(next);
            dispatch({ type: 'enter', pincode: next });
            setPreview(null);
            requested.current = '';
            // Spec §4: more than 5 digits triggers a check.
            if (next.length === PINCODE_LENGTH) void lookUp(next, false);
          }}
        />
        <Button
          type="submit"
          size="medium"
          loading={state.loading}
          loadingLabel={t('account.pin.checking')}
          disabled={state.isNotServicable}
        >
          {t('account.pin.check')}
        </Button>
      </div>
      {state.errorDetails ? (
        <p id={errorId} className="field__error" role="alert">
          {state.errorDetails}
        </p>
      ) : null}
      {area ? (
        <div className="pin-form__area" role="status">
          <strong>{t('account.pin.area', { area: area.neighbourhoodAttributes.name, city: area.cityAttributes.name })}</strong>
          <span>{t(area.neighbourhoodAttributes.isExpressAvailable ? 'account.pin.express' : 'account.pin.standard')}</span>
        </div>
      ) : null}
      {current && !area && !state.errorDetails ? (
        <p className="field__hint">{t('account.pin.current', { pincode: current.pincode, city: current.cityName })}</p>
      ) : null}
    </form>
  );
}
