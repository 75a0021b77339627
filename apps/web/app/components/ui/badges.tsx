import { tierColour } from '@dawa/domain';
import { TIER } from '@dawa/contracts';
import { useT, type MessageKey } from '../../i18n/index.ts';

/** 'Rx' tag: prescription required. The full meaning is given to screen readers and as a tooltip. */
export function RxBadge() {
  const t = useT();
  return (
    <span className="badge badge--rx" title={t('catalogue.rxLabel')}>
      <span aria-hidden="true">{t('catalogue.rx')}</span>
      <span className="visually-hidden">{t('catalogue.rxLabel')}</span>
    </span>
  );
}

export const TIER_KEYS: Record<number, MessageKey> = {
  [TIER.notForSale]: 'catalogue.tier.notForSale',
  [TIER.outOfStock]: 'catalogue.tier.outOfStock',
  [TIER.notSure]: 'catalogue.tier.notSure',
  [TIER.shortSupply]: 'catalogue.tier.shortSupply',
  [TIER.inStock]: 'catalogue.tier.inStock',
};

/** Stock tier: its colour (red, yellow, green) always beside its text, never alone. */
export function TierLabel({ tier }: { tier: number }) {
  const t = useT();
  const colour = tierColour(tier);
  const key = TIER_KEYS[tier];
  if (!colour || !key) return null;
  return <span className={`tier tier--${colour}`}>{t(key)}</span>;
}
