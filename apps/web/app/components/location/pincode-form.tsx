import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { useValueEnteredEarly } from '../ui/use-page-input.ts';
import { useFetcher } from 'react-router';
import { useT } from '../../i18n/index.ts';
import type { PincodeDetails } from '../account/types.ts';
import type { LocationActionData, LocationLoaderData } from './location-data.ts';
import { Button } from '../ui/button.tsx';
import { ReturnField } from '../ui/return-field.tsx';
import type { SelectedLocation } from './location-cookies.ts';
import { initialPincodeState, pincodeReducer } from './pincode-state.ts';

const PINCODE_LENGTH = 6;

type Props = {
  current: SelectedLocation | null;
  /** Called once the /location action stored the serviceable pincode (cookies) and the page data reloaded. */
  onSelected: (location: SelectedLocation, details: PincodeDetails) => void;
  autoFocus?: boolean;
};

/**
 * The PIN code field with its Check button (spec §4, §5): 6 digits, Enter submits, shorter values are
 * ignored, an empty one says 'Please enter a valid PIN code'; a full pincode is checked as soon as it is typed
 * (a read of /location?check=). Check posts the form to the /location action (intent `set-pincode`).
 */
export function PincodeForm({ current, onSelected, autoFocus }: Props) {
  const t = useT();
  const [state, dispatch] = useReducer(
    pincodeReducer,
    current ? { city: current.cityName, pincode: current.pincode, isExpress: current.isExpress } : null,
    initialPincodeState,
  );
  const [value, setValue] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const look = useFetcher<LocationLoaderData>();
  const store = useFetcher<LocationActionData>();
  const onSelectedRef = useRef(onSelected);
  onSelectedRef.current = onSelected;
  const enter = (typed: string) => {
    const next = typed.replace(/\D+/g, '').slice(0, PINCODE_LENGTH);
    setValue(next);
    dispatch({ type: 'enter', pincode: next });
    // Spec §4: more than 5 digits triggers a check.
    if (next.length === PINCODE_LENGTH) void look.load(`/location?check=${next}`);
  };
  // Digits typed before hydration are kept, and checked as if typed now (decision 041).
  useValueEnteredEarly(inputRef, value, enter);
  const preview = look.state === 'idle' ? (look.data?.preview ?? null) : null;

  // After the drawer's dialog has opened (it focuses its first control itself), focus the field.
  useEffect(() => {
    if (!autoFocus) return;
    const timer = window.setTimeout(() => inputRef.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [autoFocus]);

  // The action's answer, once the router has reloaded the page data (the header shows the new location).
  const answer = store.state === 'idle' ? store.data : undefined;
  useEffect(() => {
    if (!answer || answer.intent !== 'set-pincode') return;
    if (!answer.ok) {
      dispatch({ type: 'notServiceable', message: answer.message || t('account.pin.failed') });
      return;
    }
    if (!answer.location || !answer.details) return;
    const { location } = answer;
    dispatch({
      type: 'setPincode',
      cityId: location.cityId,
      city: location.cityName,
      pincode: location.pincode,
      isExpressAvailable: location.isExpress,
    });
    onSelectedRef.current(location, answer.details);
  }, [answer, t]);

  // A full pincode that cannot be chosen says why as soon as it is typed.
  const previewError = look.state === 'idle' ? look.data?.previewError : undefined;
  useEffect(() => {
    if (previewError && previewError.pincode === inputRef.current?.value)
      dispatch({ type: 'notServiceable', message: previewError.message });
  }, [previewError]);

  const checking = store.state !== 'idle' || look.state !== 'idle';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (store.state !== 'idle') return;
    if (value === '') {
      dispatch({ type: 'error', message: t('account.pin.invalid') });
      inputRef.current?.focus();
      return;
    }
    if (value.length < PINCODE_LENGTH || state.isNotServicable) return;
    void store.submit(event.currentTarget, { method: 'post', action: '/location' });
  }

  const errorId = 'pincode-error';
  const area = preview && String(preview.pincode) === value ? preview : null;
  return (
    <store.Form method="post" action="/location" className="pin-form" onSubmit={submit} noValidate>
      <input type="hidden" name="intent" value="set-pincode" />
      <ReturnField />
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
          onChange={(event) => enter(event.target.value)}
        />
        <Button type="submit" size="medium" loading={checking} loadingLabel={t('account.pin.checking')} disabled={state.isNotServicable}>
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
    </store.Form>
  );
}
