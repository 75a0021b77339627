/** 'View All': every alternative we were sent, like-for-like savings first, in a drawer. */
import { useT } from '../../i18n/index.ts';
import { Drawer } from '../ui/drawer.tsx';
import { AlternativeCard } from './alternative-card.tsx';
import type { AlternativesView, DetailProduct } from './pdp-types.ts';

type Props = { open: boolean; onClose: () => void; product: DetailProduct; alternatives: AlternativesView };

export function AlternativesDrawer({ open, onClose, product, alternatives }: Props) {
  const t = useT();
  const comparable = alternatives.items.filter((a) => a.comparison === 'same');
  const other = alternatives.items.filter((a) => a.comparison !== 'same');
  return (
    <Drawer open={open} onClose={onClose} title={t('pdp.alts.drawerTitle')}>
      <p className="pdp-alts__composition">{t('pdp.alts.sameComposition', { medicine: product.name })}</p>
      <p className="pdp-muted pdp-small pdp-alts__note">
        {t('pdp.alts.showing', { shown: alternatives.items.length, count: alternatives.count })}{' '}
        {t('pdp.alts.perUnitNote', { unit: product.measurementUnit })}
      </p>
      {comparable.length > 0 ? (
        <ul className="pdp-alt-list">
          {comparable.map((item) => (
            <li key={item.productId}>
              <AlternativeCard item={item} unit={product.measurementUnit} layout="row" />
            </li>
          ))}
        </ul>
      ) : null}
      {other.length > 0 ? (
        <>
          <h3 className="pdp-alt-list__head">{t('pdp.alts.otherForms')}</h3>
          <ul className="pdp-alt-list">
            {other.map((item) => (
              <li key={item.productId}>
                <AlternativeCard item={item} unit={product.measurementUnit} layout="row" />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Drawer>
  );
}
