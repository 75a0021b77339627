/**
 * /account/refer-and-earn (decision 064): the shopper's referral code to copy, the invite to share (WhatsApp as a
 * plain link that works before the page is interactive; the invite copied once it is), the terms, and the friends
 * who used the code with what each earned.
 */
import type { ReferralDetails } from '@dawa/contracts';
import { formatRupees } from '@dawa/domain';
import { useT } from '../../i18n/index.ts';
import { CodeBox } from '../offers/copy-code.tsx';
import { formatDate } from '../orders/order-format.ts';
import { WhatsAppIcon } from '../pdp/icons.tsx';
import { whatsAppShare } from '../pdp/share-link.ts';
import { buttonClass } from '../ui/button.tsx';
import { useToast } from '../ui/toast.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import '../offers/offer-parts.css';
import './refer.css';

type Props = { referral: ReferralDetails; shareUrl: string };

export function ReferPage({ referral, shareUrl }: Props) {
  const t = useT();
  const toast = useToast();
  const hydrated = useHydrated();
  const { terms } = referral;
  const money = {
    give: formatRupees(terms.refereeDiscountPaise),
    get: formatRupees(terms.rewardPaise),
    min: formatRupees(terms.refereeMinOrderPaise),
    days: terms.rewardExpiryDays,
    cap: terms.monthlyRewardCap,
  };
  const invite = `${referral.shareText} ${shareUrl}`;
  const copyInvite = async () => {
    try {
      await navigator.clipboard.writeText(invite);
      toast.show(t('refer.shareCopied'), 'success');
    } catch {
      toast.show(t('refer.shareFailed'), 'error');
    }
  };

  return (
    <div className="container ref-page">
      <h1 className="ref-page__title">{t('refer.title')}</h1>
      <section className="ref-card ref-hero" aria-labelledby="ref-hero">
        <h2 id="ref-hero" className="ref-hero__title">
          {t('refer.hero', money)}
        </h2>
        <p className="ref-muted">{t('refer.lead', money)}</p>
        <p className="ref-label">{t('refer.code')}</p>
        <CodeBox code={referral.code} />
        <div className="ref-share" role="group" aria-label={t('refer.share')}>
          <a
            className={buttonClass('default', 'default')}
            href={whatsAppShare(referral.shareText, shareUrl)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <WhatsAppIcon size="sm" />
            {t('refer.whatsapp')}
          </a>
          {hydrated ? (
            <button type="button" className={buttonClass('default', 'outlined')} onClick={() => void copyInvite()}>
              {t('refer.copyText')}
            </button>
          ) : null}
        </div>
        <p className="ref-invite">{invite}</p>
      </section>

      <section className="ref-card" aria-labelledby="ref-stats">
        <h2 id="ref-stats" className="ref-card__title">
          {t('refer.stats')}
        </h2>
        <dl className="ref-stats">
          <div>
            <dt>{t('refer.earned')}</dt>
            <dd>{formatRupees(referral.totalEarnedPaise)}</dd>
          </div>
          <div>
            <dt>{t('refer.month')}</dt>
            <dd>{t('refer.monthOf', { n: referral.rewardsThisMonth, cap: terms.monthlyRewardCap })}</dd>
          </div>
        </dl>
      </section>

      <section className="ref-card" aria-labelledby="ref-list">
        <h2 id="ref-list" className="ref-card__title">
          {t('refer.list')}
        </h2>
        {referral.referrals.length === 0 ? (
          <p className="ref-muted">{t('refer.none')}</p>
        ) : (
          <ul className="ref-friends">
            {referral.referrals.map((r) => (
              <li key={r.id} className={`ref-friend ref-friend--${r.status}`}>
                <div>
                  <p className="ref-friend__name">{r.friend}</p>
                  <p className="ref-muted">
                    {r.statusText} · <time dateTime={r.at}>{formatDate(r.at)}</time>
                  </p>
                </div>
                <p className="ref-friend__reward">{r.rewardPaise > 0 ? `+${formatRupees(r.rewardPaise)}` : '—'}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="ref-card" aria-labelledby="ref-how">
        <h2 id="ref-how" className="ref-card__title">
          {t('refer.how')}
        </h2>
        <ol className="ref-steps">
          <li>{t('refer.step1')}</li>
          <li>{t('refer.step2', money)}</li>
          <li>{t('refer.step3', money)}</li>
        </ol>
        <h3 className="ref-terms__title">{t('refer.terms')}</h3>
        <ul className="ref-terms">
          <li>{t('refer.term1')}</li>
          <li>{t('refer.term2', money)}</li>
          <li>{t('refer.term3')}</li>
        </ul>
      </section>
    </div>
  );
}
