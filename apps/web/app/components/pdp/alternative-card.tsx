/**
 * One generic alternative: Rx tag, pack shot, name, 'By <manufacturer>', pack, price (struck MRP,
 * sale price, per-unit price) and the saving per unit — only when the two compare like for like.
 */
import { TIER } from '@dawa/contracts';
import { formatRupees, isSoldOnline } from '@dawa/domain';
import { useT } from '../../i18n/index.ts';
import { CardCartButton } from '../cart/card-cart-button.tsx';
import { RxBadge, TierLabel } from '../ui/badges.tsx';
import { PackImage } from '../ui/pack-image.tsx';
import { Price, priceInputOf } from '../ui/price.tsx';
import { KeptHtml } from '../catalogue/kept-markup.tsx';
import { alternativeInfoMarkup } from './alternative-markup.ts';
import type { AlternativeItem, RailItem } from './pdp-types.ts';
import { isWhole } from './rail.ts';

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

/** The card's text: tags, the name's link, maker, pack, price and saving (alternative-markup.ts writes the same). */
export function AlternativeInfo({ item, unit }: { item: AlternativeItem; unit: string }) {
  const t = useT();
  const tier = item.productTierAttributes.type;
  return (
    <>
      <div className="pdp-alt__tags">
        {item.isRxRequired ? <RxBadge /> : null}
        {isSoldOnline(item.drugSchedule) ? null : <span className="tier tier--red">{t('pdp.schedule.tag')}</span>}
        {tier !== TIER.inStock && isSoldOnline(item.drugSchedule) ? <TierLabel tier={tier} /> : null}
      </div>
      {/* A plain link: the list holding the cards navigates and prefetches for it (useDelegatedLinks). */}
      <a className="pdp-alt__name" href={item.url} data-discover="true">
        {item.name}
      </a>
      <p className="pdp-alt__meta">{t('pdp.alt.by', { manufacturer: item.manufacturer })}</p>
      <p className="pdp-alt__meta">{item.packLabel}</p>
      <Price price={priceInputOf(item)} />
      <SavingLine item={item} unit={unit} />
    </>
  );
}

type CardProps = { item: AlternativeItem | RailItem; unit: string; layout?: 'tile' | 'row' };

/** A card of the rail or the 'View All' list; a rail card may carry only what its hydration reads (rail.ts). */
export function AlternativeCard({ item, unit, layout = 'tile' }: CardProps) {
  const t = useT();
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
        {/* Static text the browser keeps as the server wrote it; only the cart control is React's. */}
        <KeptHtml
          className="pdp-alt__info"
          source={item}
          serverMarkup={import.meta.env.SSR && isWhole(item) ? alternativeInfoMarkup(item, unit, t) : undefined}
        >
          {isWhole(item) ? (
            <AlternativeInfo item={item} unit={unit} />
          ) : (
            // A rail card's text not found to keep (the rail rendered afresh): its name still leads to its page.
            <a className="pdp-alt__name" href={item.url} data-discover="true">
              {item.name}
            </a>
          )}
        </KeptHtml>
        {item.productAvailabilityFlags.isAvailable ? (
          <CardCartButton productId={item.productId} name={item.name} min={item.minQuantity} max={item.maxQuantity} />
        ) : null}
      </div>
    </article>
  );
}
