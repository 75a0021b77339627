import type { LabPrice as Price, LabItemType } from '@dawa/contracts';
import { formatRupees } from '@dawa/domain';
import { useT } from '../../i18n/index.ts';

/**
 * A test's or package's price for the shopper's city tier. A package also shows what its tests cost one by one,
 * struck through, and the per cent saved; a single test has no list price of its own.
 */
export function LabPrice({ price, type, large = false }: { price: Price; type: LabItemType; large?: boolean }) {
  const t = useT();
  const discounted = type === 'package' && price.discountPercent > 0 && price.listPricePaise > price.pricePaise;
  return (
    <div className={large ? 'price lab-price lab-price--large' : 'price lab-price'}>
      <span className="price__now">
        <span className="visually-hidden">{t('diagnostics.price.now')} </span>
        {formatRupees(price.pricePaise)}
      </span>
      {discounted ? (
        <>
          <span className="price__mrp">
            <span className="visually-hidden">{t('diagnostics.price.list')} </span>
            <s>{formatRupees(price.listPricePaise)}</s>
          </span>
          <span className="badge badge--save">{t('diagnostics.price.off', { percent: price.discountPercent })}</span>
        </>
      ) : null}
    </div>
  );
}
