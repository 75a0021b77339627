/**
 * Coupons: the personalised offer strip (Apply when the server says so), the code input with Apply, the
 * applied state (code, message, Remove) and the invalid state (the server's message under the input).
 * Each is a form posting to /cart. Guests are asked to log in first.
 */
import type { PersonalisedOffer, PromoDetails } from '@dawa/contracts';
import { useId, useRef, useState } from 'react';
import { useValueEnteredEarly } from '../ui/use-page-input.ts';
import { useT } from '../../i18n/index.ts';
import { Button } from '../ui/button.tsx';
import { EnhancedLink, useLoginHrefHere } from '../ui/enhanced-link.tsx';
import { CheckIcon, TagIcon } from '../ui/icons.tsx';
import { CartForm, useCartFailureText, useCartFetcher } from './cart-form.tsx';

type Props = {
  signedIn: boolean;
  applied: PromoDetails | null;
  offer: PersonalisedOffer | null;
  onLogin: () => void;
};

export function PromoBox({ signedIn, applied, offer, onLogin }: Props) {
  const t = useT();
  const id = useId();
  const apply = useCartFetcher({ key: 'cart-promo:apply', errors: 'inline' });
  const remove = useCartFetcher({ key: 'cart-promo:remove' });
  const failureText = useCartFailureText();
  const loginHref = useLoginHrefHere();
  const [code, setCode] = useState('');
  const [edited, setEdited] = useState(false);
  // A code typed before hydration is kept (decision 041).
  const input = useRef<HTMLInputElement>(null);
  useValueEnteredEarly(input, code, (typed) => {
    setCode(typed.toUpperCase());
    setEdited(true);
  });
  const busy = apply.state !== 'idle' || remove.state !== 'idle';
  const valid = applied?.isPromoValid ? applied : null;
  const answer = apply.data;
  const error = !edited && answer && !answer.ok && apply.state === 'idle' ? failureText(answer) : null;
  const showOffer = offer && offer.plPromoCode && offer.plPromoCode !== valid?.couponCode && offer.plTitle;

  return (
    <section className="cart-card cart-promo" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="cart-card__title">
        <TagIcon size="sm" />
        {t('cart.promo.title')}
      </h2>
      {!signedIn ? (
        // The login page until the page is interactive, then the drawer (decision 041).
        <EnhancedLink href={loginHref} className="cart-promo__login" onOpen={onLogin} aria-haspopup="dialog">
          {t('cart.promo.login')}
        </EnhancedLink>
      ) : (
        <>
          {showOffer ? (
            <div className="cart-offer">
              <div>
                <p className="cart-offer__title">{offer.plTitle}</p>
                {offer.plSubTitle ? <p className="cart-offer__sub">{offer.plSubTitle}</p> : null}
              </div>
              {offer.showApplyButton && offer.plPromoCode ? (
                <CartForm fetcher={apply} intent="apply-promo" fields={{ code: offer.plPromoCode }}>
                  <Button type="submit" size="small" variant="outlined" loading={busy} onClick={() => setEdited(false)}>
                    {t('cart.offer.apply', { code: offer.plPromoCode })}
                  </Button>
                </CartForm>
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
              <CartForm fetcher={remove} intent="remove-promo">
                <Button
                  type="submit"
                  size="small"
                  variant="transparent"
                  loading={busy}
                  aria-label={t('cart.promo.removeOf', { code: valid.couponCode })}
                >
                  {t('cart.promo.remove')}
                </Button>
              </CartForm>
            </div>
          ) : (
            <CartForm fetcher={apply} intent="apply-promo" className="cart-promo__form">
              <label htmlFor={id} className="visually-hidden">
                {t('cart.promo.label')}
              </label>
              <input
                ref={input}
                id={id}
                name="code"
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
                  setEdited(true);
                }}
              />
              <Button type="submit" variant="outlined" loading={busy} onClick={() => setEdited(false)}>
                {t('cart.promo.apply')}
              </Button>
              {error ? (
                <p id={`${id}-err`} className="cart-promo__error" role="alert">
                  {error}
                </p>
              ) : null}
            </CartForm>
          )}
        </>
      )}
    </section>
  );
}
