/**
 * PLUS in the cart (decision 067): a shopper who is not a member sees what PLUS would save on this cart (or, once a
 * membership ended, the renewal text) with the plans to choose from; the plan chosen becomes the cart's loyalty item,
 * priced in the summary with member prices, paid with the medicines in one payment. Each is a form posting to /cart.
 */
import type { CartData, LoyaltyData } from '@dawa/contracts';
import { useId } from 'react';
import { formatRupees } from '@dawa/domain';
import { useT } from '../../i18n/index.ts';
import { Button } from '../ui/button.tsx';
import { CartForm, useCartFetcher } from './cart-form.tsx';

type Plan = LoyaltyData['plans'][number];

function PlanDemoNote({ demo }: { demo: boolean }) {
  const t = useT();
  return demo ? <span className="offer-demo">{t('plus.demoPlan')}</span> : null;
}

export function CartPlus({ cart, plans }: { cart: CartData; plans: Plan[] }) {
  const t = useT();
  const id = useId();
  const fetcher = useCartFetcher({ key: 'cart-plus' });
  const busy = fetcher.state !== 'idle';
  const item = cart.loyaltyItem;
  if (item) {
    return (
      <section className="cart-card cart-plus cart-plus--added" aria-labelledby={id}>
        <div className="cart-plus__text">
          <h2 id={id} className="cart-plus__title">
            {t('cart.plus.addedTitle', { title: item.title })} <PlanDemoNote demo={item.demo} />
          </h2>
          <p className="cart-plus__sub">{t('cart.plus.addedText', { price: formatRupees(item.amountPaise) })}</p>
        </div>
        <CartForm fetcher={fetcher} intent="plus-remove">
          <Button type="submit" size="small" variant="outlined" loading={busy}>
            {t('cart.plus.remove')}
          </Button>
        </CartForm>
      </section>
    );
  }
  const pitch = cart.loyaltyDetailsPitch;
  if (!pitch || plans.length === 0) return null;
  const chosen = plans.find((p) => p.durationMonths === 6) ?? plans[0]!;
  return (
    <section className="cart-card cart-plus" aria-labelledby={id}>
      <div className="cart-plus__text">
        <h2 id={id} className="cart-plus__title">
          {t(pitch.isExpired ? 'cart.plus.renewTitle' : 'cart.plus.title')}
        </h2>
        <p className="cart-plus__sub">{pitch.description}</p>
      </div>
      <CartForm fetcher={fetcher} intent="plus-add" className="cart-plus__form">
        <fieldset className="cart-plus__plans">
          <legend className="visually-hidden">{t('cart.plus.choose')}</legend>
          {plans.map((plan) => (
            <label key={plan.id} className="cart-plus__plan">
              <input type="radio" name="plusPlanId" value={plan.id} defaultChecked={plan.id === chosen.id} />
              <span className="cart-plus__plan-name">{t('plus.months', { n: plan.durationMonths })}</span>
              <span className="cart-plus__plan-price">
                {formatRupees(plan.amountPaise)}
                {plan.mrpPaise > plan.amountPaise ? <s>{formatRupees(plan.mrpPaise)}</s> : null}
              </span>
            </label>
          ))}
        </fieldset>
        <div className="cart-plus__actions">
          <Button type="submit" size="small" loading={busy}>
            {t('cart.plus.add')}
          </Button>
          <a className="cart-plus__more" href="/plus">
            {t('cart.plus.more')}
          </a>
          {plans.some((p) => p.demo) ? <PlanDemoNote demo /> : null}
        </div>
      </CartForm>
    </section>
  );
}
