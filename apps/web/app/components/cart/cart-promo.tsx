/**
 * Coupons: the personalised offer strip (Apply when the server says so), the code input with Apply, the
 * applied state (code, message, Remove) and the invalid state (the server's message under the input), then
 * 'Available coupons', the store's live coupons, each with its own Apply (not the one already applied).
 * Each is a form posting to /cart. Guests see the coupons too, and are asked to log in first.
 */
import type { PersonalisedOffer, PromoDetails } from '@dawa/contracts';
import { useId, useRef, useState } from 'react';
import { useValueEnteredEarly } from '../ui/use-page-input.ts';
import { useT } from '../../i18n/index.ts';
import { DemoLabel } from '../offers/demo-label.tsx';
import { benefitText, cartCouponsOf, type OfferSummary } from '../offers/offer-format.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { EnhancedLink, useLoginHrefHere } from '../ui/enhanced-link.tsx';
import { CheckIcon, TagIcon } from '../ui/icons.tsx';
import { CartForm, useCartFailureText, useCartFetcher, type CartFetcher } from './cart-form.tsx';
import '../offers/offer-badges.css';

type Props = {
  signedIn: boolean;
  applied: PromoDetails | null;
  offer: PersonalisedOffer | null;
  onLogin: () => void;
  /** The store's live coupons ('Available coupons'). */
  coupons?: OfferSummary[];
};

/** How many coupons the box lists at most. */
const COUPONS_SHOWN = 5;

type CouponsProps = {
  coupons: OfferSummary[];
  signedIn: boolean;
  fetcher: CartFetcher;
  /** A coupon change is on its way (this list's or the box's). */
  busy: boolean;
  loginHref: string;
  onLogin: () => void;
  onApply: () => void;
};

/** 'Available coupons': each coupon's code, title and benefit with its own Apply (for a guest, the way to log in). */
function AvailableCoupons({ coupons, signedIn, fetcher, busy, loginHref, onLogin, onApply }: CouponsProps) {
  const t = useT();
  const id = useId();
  if (coupons.length === 0) return null;
  // The coupon being applied shows it; the others wait.
  const applying = busy && fetcher.formData?.get('intent') === 'apply-promo' ? String(fetcher.formData.get('code') ?? '') : null;
  return (
    <div className="cart-coupons">
      <h3 id={id} className="cart-coupons__title">
        {t('offers.cart.title')}
      </h3>
      <ul className="cart-coupons__list" aria-labelledby={id}>
        {coupons.map((coupon) => (
          <li key={coupon.id} className="cart-coupon">
            <div className="cart-coupon__text">
              <p className="cart-coupon__code">
                <span>{coupon.code}</span>
                {coupon.demo ? <DemoLabel /> : null}
              </p>
              <p className="cart-coupon__title">{coupon.title}</p>
              <p className="offer-benefit cart-coupon__benefit">{benefitText(coupon, t)}</p>
            </div>
            {signedIn ? (
              <CartForm fetcher={fetcher} intent="apply-promo" fields={{ code: coupon.code ?? '' }}>
                <Button
                  type="submit"
                  size="small"
                  variant="outlined"
                  loading={applying === coupon.code}
                  disabled={busy && applying !== coupon.code}
                  onClick={onApply}
                  aria-label={t('offers.cart.applyOf', { code: coupon.code ?? '' })}
                >
                  {t('offers.cart.apply')}
                </Button>
              </CartForm>
            ) : (
              // The login page until the page is interactive, then the drawer (decision 041), as the box's own login.
              <EnhancedLink
                href={loginHref}
                className={buttonClass('small', 'outlined')}
                onOpen={onLogin}
                aria-haspopup="dialog"
                aria-label={t('offers.cart.loginToApply', { code: coupon.code ?? '' })}
              >
                {t('offers.cart.apply')}
              </EnhancedLink>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function PromoBox({ signedIn, applied, offer, onLogin, coupons = [] }: Props) {
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
  // A coupon card applies only if not already applied (spec §8).
  const listed = cartCouponsOf([coupons], valid?.couponCode, COUPONS_SHOWN);

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
      <AvailableCoupons
        coupons={listed}
        signedIn={signedIn}
        fetcher={apply}
        busy={busy}
        loginHref={loginHref}
        onLogin={onLogin}
        onApply={() => setEdited(false)}
      />
    </section>
  );
}
