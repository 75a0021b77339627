/**
 * /plus (decision 067): what a member gets, the plans on sale (each leading to /plus/payment), the shopper's own
 * membership — until when, a renewal bought to follow it, a purchase waiting for payment, one that ended — and how
 * PLUS works. Whole in the server's page; every plan is a link, so it works before the page is interactive.
 */
import type { LoyaltyData } from '@dawa/contracts';
import { formatRupees, LOYALTY_STATUS } from '@dawa/domain';
import { useT } from '../../i18n/index.ts';
import { formatDate } from '../orders/order-format.ts';
import { buttonClass } from '../ui/button.tsx';
import { CheckIcon } from '../ui/icons.tsx';
import { planPath, perMonthPaise, savingPercent } from './plus-rules.ts';
import '../offers/offer-badges.css';
import './plus.css';

type Plan = LoyaltyData['plans'][number];

export function PlusStatus({ data }: { data: LoyaltyData }) {
  const t = useT();
  const m = data.membership;
  if (m)
    return (
      <p className="plus-status plus-status--member" role="status">
        <CheckIcon size="sm" />
        <span>
          {t('plus.status.member', { date: formatDate(m.endsAt) })}
          {m.renewedUntil ? ` ${t('plus.status.renewed', { date: formatDate(m.renewedUntil) })}` : ''}
        </span>
      </p>
    );
  const text =
    data.userStatus === LOYALTY_STATUS.pending
      ? t('plus.status.pending')
      : data.userStatus === LOYALTY_STATUS.expired
        ? t('plus.status.expired')
        : data.userStatus === LOYALTY_STATUS.cancelled
          ? t('plus.status.cancelled')
          : null;
  return text ? (
    <p className="plus-status" role="status">
      {text}
    </p>
  ) : null;
}

function PlanCard({ plan, member, signedIn }: { plan: Plan; member: boolean; signedIn: boolean }) {
  const t = useT();
  const saving = savingPercent(plan);
  const href = planPath(plan.id);
  return (
    <li className="plus-plan">
      <div className="plus-plan__head">
        <h3 className="plus-plan__name">{t('plus.months', { n: plan.durationMonths })}</h3>
        {plan.demo ? <span className="offer-demo">{t('plus.demoPlan')}</span> : null}
      </div>
      <p className="plus-plan__price">
        <strong>{formatRupees(plan.amountPaise)}</strong>
        {plan.mrpPaise > plan.amountPaise ? <s>{formatRupees(plan.mrpPaise)}</s> : null}
        {saving > 0 ? <span className="plus-plan__save">{t('plus.save', { percent: saving })}</span> : null}
      </p>
      <p className="plus-plan__month">{t('plus.perMonth', { price: formatRupees(perMonthPaise(plan)) })}</p>
      <a
        className={buttonClass('default', plan.durationMonths === 6 ? 'default' : 'outlined', 'plus-plan__buy')}
        href={signedIn ? href : `/login?redirect=${encodeURIComponent(href)}`}
      >
        {signedIn ? t(member ? 'plus.renew' : 'plus.buy', { title: t('plus.months', { n: plan.durationMonths }) }) : t('plus.login')}
      </a>
    </li>
  );
}

export function PlusPage({ data, signedIn, welcome = false }: { data: LoyaltyData; signedIn: boolean; welcome?: boolean }) {
  const t = useT();
  const free = data.benefits.freeDeliveryFromPaise / 100;
  const percent = data.benefits.extraDiscountPercent;
  const benefits = [
    [t('plus.benefit.discount', { percent }), t('plus.benefit.discountText')],
    [t('plus.benefit.delivery', { free }), t('plus.benefit.deliveryText', { free })],
    [
      t('plus.benefit.cashback', { percent: data.benefits.cashbackPercent }),
      t('plus.benefit.cashbackText', { percent: data.benefits.cashbackPercent, cap: formatRupees(data.benefits.cashbackCapPaise) }),
    ],
    [t('plus.benefit.now'), t('plus.benefit.nowText')],
  ] as const;
  return (
    <div className="container plus-page">
      {welcome ? (
        <section className="plus-welcome" role="status" aria-labelledby="plus-welcome-title">
          <h2 id="plus-welcome-title" className="plus-welcome__title">
            {t('plus.welcome.title')}
          </h2>
          <p>{t('plus.welcome.text', { percent, free })}</p>
          <a className={buttonClass()} href="/">
            {t('plus.welcome.shop')}
          </a>
        </section>
      ) : null}
      <header className="plus-hero">
        <h1 className="plus-hero__title">{t('plus.title')}</h1>
        <p className="plus-hero__tagline">{t('plus.tagline', { free })}</p>
        {signedIn ? <PlusStatus data={data} /> : null}
      </header>
      <section className="plus-section" aria-labelledby="plus-plans">
        <h2 id="plus-plans" className="plus-section__title">
          {t('plus.plans.title')}
        </h2>
        {data.plans.length === 0 ? (
          <p className="plus-muted">{t('plus.plans.none')}</p>
        ) : (
          <ul className="plus-plans">
            {data.plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} member={data.isMember} signedIn={signedIn} />
            ))}
          </ul>
        )}
        {data.plans.some((p) => p.demo) ? <p className="plus-muted plus-demo-note">{t('plus.demoNote')}</p> : null}
      </section>
      <section className="plus-section" aria-labelledby="plus-benefits">
        <h2 id="plus-benefits" className="plus-section__title">
          {t('plus.benefits.title')}
        </h2>
        <ul className="plus-benefits">
          {benefits.map(([title, text]) => (
            <li key={title} className="plus-benefit">
              <CheckIcon size="sm" />
              <div>
                <h3 className="plus-benefit__title">{title}</h3>
                <p className="plus-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="plus-section" aria-labelledby="plus-terms">
        <h2 id="plus-terms" className="plus-section__title">
          {t('plus.terms.title')}
        </h2>
        <ul className="plus-terms">
          {(['plus.terms.start', 'plus.terms.renew', 'plus.terms.cancel', 'plus.terms.coupon'] as const).map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
