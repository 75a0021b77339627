/** 'View All': every alternative, like-for-like savings first, 20 at a time ('Show more' loads the next page). */
import { useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { api } from '../../lib/api.ts';
import { useDelegatedLinks } from '../ui/delegated-links.tsx';
import { Button } from '../ui/button.tsx';
import { Drawer } from '../ui/drawer.tsx';
import { AlternativeCard } from './alternative-card.tsx';
import type { AlternativesView, DetailProduct } from './pdp-types.ts';

type Props = { open: boolean; onClose: () => void; product: DetailProduct; alternatives: AlternativesView };

export function AlternativesDrawer({ open, onClose, product, alternatives }: Props) {
  const t = useT();
  const more = useMoreAlternatives(product.productId, alternatives);
  const links = useDelegatedLinks();
  const unit = product.measurementUnit;
  // The same sets the headline and the FAQ count: cheaper per unit, then compared and not cheaper, then the rest.
  const cheaper = more.items.filter((a) => a.comparison === 'same' && a.savingPercent > 0);
  const notCheaper = more.items.filter((a) => a.comparison === 'same' && a.savingPercent <= 0);
  const other = more.items.filter((a) => a.comparison !== 'same');
  const sections = [
    { key: 'cheaper', head: t('pdp.alts.cheaperHead', { unit, count: alternatives.cheaperCount }), items: cheaper },
    { key: 'not-cheaper', head: t('pdp.alts.notCheaperHead', { unit }), items: notCheaper },
    { key: 'other', head: t('pdp.alts.otherForms'), items: other },
  ];
  return (
    <Drawer open={open} onClose={onClose} title={t('pdp.alts.drawerTitle')}>
      <p className="pdp-alts__composition">{t('pdp.alts.sameComposition', { medicine: product.name })}</p>
      <p className="pdp-muted pdp-small pdp-alts__note">
        {t('pdp.alts.showing', { shown: more.items.length, count: alternatives.count })}{' '}
        {t('pdp.alts.perUnitNote', { unit })}
      </p>
      {sections.map((section) =>
        section.items.length > 0 ? (
          <section key={section.key} aria-label={section.head}>
            <h3 className="pdp-alt-list__head">{section.head}</h3>
            <ul className="pdp-alt-list" {...links.handlers}>
              {section.items.map((item) => (
                <li key={item.productId}>
                  <AlternativeCard item={item} unit={unit} layout="row" />
                </li>
              ))}
            </ul>
          </section>
        ) : null,
      )}
      {links.prefetch}
      {more.items.length < alternatives.count ? (
        <div className="pdp-alt-list__more">
          {more.failed ? <p role="alert">{t('pdp.alts.moreFailed')}</p> : null}
          <Button variant="outlined" loading={more.loading} onClick={more.load}>
            {t('pdp.alts.showMore')}
          </Button>
        </div>
      ) : null}
    </Drawer>
  );
}

/** The alternatives sent with the page, then further pages of 20 on request (duplicates dropped). */
function useMoreAlternatives(productId: number, first: AlternativesView) {
  const [items, setItems] = useState(first.items);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const load = async () => {
    setLoading(true);
    setFailed(false);
    try {
      const next = await api.alternatives(productId, page + 1);
      setItems((shown) => {
        const seen = new Set(shown.map((a) => a.productId));
        return [...shown, ...next.items.filter((a) => !seen.has(a.productId))];
      });
      setPage(page + 1);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };
  return { items, loading, failed, load };
}
