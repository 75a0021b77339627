/**
 * Coupons: the personalised offer strip (Apply when the server says so), the code input with Apply, the
 * applied state (code, message, Remove) and the invalid state (the server's message under the input).
 * Guests are asked to log in first.
 */
import type { PersonalisedOffer, PromoDetails } from '@dawa/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/index.ts';
import { Button } from '../ui/button.tsx';
import { CheckIcon, TagIcon } from '../ui/icons.tsx';
import type { PromoState } from './use-cart-page.ts';

type Props = {
  signedIn: boolean;
  applied: PromoDetails | null;
  offer: PersonalisedOffer | null;
  state: PromoState;
  onApply: (code: string) => Promise<PromoDetails | null>;
  onRemove: () => void;
  onEdit: () => void;
  onLogin: () => void;
};

export function PromoBox({ signedIn, applied, offer, state, onApply, onRemove, onEdit, onLogin }: Props) {
  const t = useT();
  const id = useId();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const busy = state.kind === 'busy';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    setEmpty(value === '');
    if (value && !busy) void onApply(value).then((d) => d?.isPromoValid && setCode(''));
  };
  const valid = applied?.isPromoValid ? applied : null;
  const error = empty ? t('cart.promo.empty') : state.kind === 'invalid' ? state.message : null;
  const showOffer = offer && offer.plPromoCode && offer.plPromoCode !== valid?.couponCode && offer.plTitle;

  return (
    <section className="cart-card cart-promo" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="cart-card__title">
        <TagIcon size="sm" />
        {t('cart.promo.title')}
      </h2>
      {!signedIn ? (
        <button type="button" className="cart-promo__login" onClick={onLogin} aria-haspopup="dialog">
          {t('cart.promo.login')}
        </button>
      ) : (
        <>
          {showOffer ? (
            <div className="cart-offer">
              <div>
                <p className="cart-offer__title">{offer.plTitle}</p>
                {offer.plSubTitle ? <p className="cart-offer__sub">{offer.plSubTitle}</p> : null}
              </div>
              {offer.showApplyButton && offer.plPromoCode ? (
                <Button size="small" variant="outlined" loading={busy} onClick={() => void onApply(offer.plPromoCode ?? '')}>
                  {t('cart.offer.apply', { code: offer.plPromoCode })}
                </Button>
              ) : null}
            </div>
          ) : null}
          {valid ? (
            <div className="cart-promo__applied" role="status">
              <CheckIcon size="sm" />
              <div>
                <p className="cart-promo__code">{t('cart.promo.applied', { code: valid.couponCode })}</p>
                <p className="cart-promo__msg">{valid.message}</p>
                {valid.summary ? <p className="cart-promo__msg">{valid.summary}</p> : null}
              </div>
              <Button
                size="small"
                variant="transparent"
                loading={busy}
                onClick={onRemove}
                aria-label={t('cart.promo.removeOf', { code: valid.couponCode })}
              >
                {t('cart.promo.remove')}
              </Button>
            </div>
          ) : (
            <form className="cart-promo__form" onSubmit={submit} noValidate>
              <label htmlFor={id} className="visually-hidden">
                {t('cart.promo.label')}
              </label>
              <input
                id={id}
                className="cart-promo__input"
                value={code}
                placeholder={t('cart.promo.placeholder')}
                autoCapitalize="characters"
                autoComplete="off"
                maxLength={40}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-err` : undefined}
                onChange={(e) => {
                  setCode(e.target.value.toUpperCase());
                  setEmpty(false);
                  onEdit();
                }}
              />
              <Button type="submit" variant="outlined" loading={busy}>
                {t('cart.promo.apply')}
              </Button>
              {error ? (
                <p id={`${id}-err`} className="cart-promo__error" role="alert">
                  {error}
                </p>
              ) : null}
            </form>
          )}
        </>
      )}
    </section>
  );
}
