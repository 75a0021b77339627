/**
 * One generic alternative: Rx tag, pack shot, name, 'By <manufacturer>', pack, price (struck MRP,
 * sale price, per-unit price) and the saving per unit — only when the two compare like for like.
 */
import { formatRupees, isSoldOnline } from '@dawa/domain';
import { useT } from '../../i18n/index.ts';
import { CardCartButton } from '../cart/card-cart-button.tsx';
import { RxBadge, TierLabel } from '../ui/badges.tsx';
import { PackImage } from '../ui/pack-image.tsx';
import { Price } from '../ui/price.tsx';
import { priceInputOf } from './buy-box.tsx';
import type { AlternativeItem } from './pdp-types.ts';

const IN_STOCK = 5;

export function SavingLine({ item, unit }: { item: AlternativeItem; unit: string }) {
  const t = useT();
  if (item.comparison === 'otherForm') return <p className="pdp-alt__note">{t('pdp.alt.otherForm', { form: item.packform })}</p>;
  if (item.comparison === 'otherStrength') return <p className="pdp-alt__note">{t('pdp.alt.otherStrength', { unit })}</p>;
  if (item.comparison === 'implausiblePrice') return <p className="pdp-alt__note">{t('pdp.alt.implausiblePrice')}</p>;
  if (item.savingPerUnitPaise > 0 && item.savingPercent > 0) {
    return (
      <p className="pdp-alt__save">
        {t('pdp.alt.save', { percent: item.savingPercent, amount: formatRupees(item.savingPerUnitPaise), unit })}
      </p>
    );
  }
  return null;
}

export function AlternativeCard({ item, unit, layout = 'tile' }: { item: AlternativeItem; unit: string; layout?: 'tile' | 'row' }) {
  const t = useT();
  const tier = item.productTierAttributes.type;
  return (
    <article className={`pdp-alt pdp-alt--${layout}`}>
      <PackImage
        name={item.name}
        manufacturer={item.manufacturer}
        packform={item.packform}
        width={layout === 'row' ? 72 : 96}
        height={layout === 'row' ? 72 : 96}
        decorative
      />
      <div className="pdp-alt__body">
        <div className="pdp-alt__tags">
          {item.isRxRequired ? <RxBadge /> : null}
          {isSoldOnline(item.drugSchedule) ? null : <span className="tier tier--red">{t('pdp.schedule.tag')}</span>}
          {tier !== IN_STOCK && isSoldOnline(item.drugSchedule) ? <TierLabel tier={tier} /> : null}
        </div>
        {/* A plain link: the list holding the cards navigates and prefetches for it (useDelegatedLinks). */}
        <a className="pdp-alt__name" href={item.url} data-discover="true">
          {item.name}
        </a>
        <p className="pdp-alt__meta">{t('pdp.alt.by', { manufacturer: item.manufacturer })}</p>
        <p className="pdp-alt__meta">{item.packLabel}</p>
        <Price price={priceInputOf(item)} />
        <SavingLine item={item} unit={unit} />
        {item.productAvailabilityFlags.isAvailable ? (
          <CardCartButton productId={item.productId} name={item.name} min={item.minQuantity} max={item.maxQuantity} />
        ) : null}
      </div>
    </article>
  );
}
