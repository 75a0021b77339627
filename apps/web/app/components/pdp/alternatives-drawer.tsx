/** 'View All': every alternative, like-for-like savings first, 20 at a time ('Show more' loads the next page). */
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { api } from '../../lib/api.ts';
import { useDelegatedLinks } from '../ui/delegated-links.tsx';
import { Button } from '../ui/button.tsx';
import { Drawer } from '../ui/drawer.tsx';
import { AlternativeCard } from './alternative-card.tsx';
import type { AlternativeItem, AlternativesView, DetailProduct } from './pdp-types.ts';
import { isCheaperLikeForLike } from './rail.ts';
import './alternatives-drawer.css';

type Props = { open: boolean; onClose: () => void; product: DetailProduct; alternatives: AlternativesView };

const LOADING_ROWS = 3;

export function AlternativesDrawer({ open, onClose, product, alternatives }: Props) {
  const t = useT();
  const list = useAlternativesList(product.productId);
  const links = useDelegatedLinks();
  const unit = product.measurementUnit;
  // The same sets the headline and the FAQ count: cheaper per unit, then compared and not cheaper, then the rest.
  const cheaper = list.items.filter(isCheaperLikeForLike);
  const notCheaper = list.items.filter((a) => a.comparison === 'same' && a.savingPercent <= 0);
  const other = list.items.filter((a) => a.comparison !== 'same');
  const sections = [
    { key: 'cheaper', head: t('pdp.alts.cheaperHead', { unit, count: alternatives.cheaperCount }), items: cheaper },
    { key: 'not-cheaper', head: t('pdp.alts.notCheaperHead', { unit }), items: notCheaper },
    { key: 'other', head: t('pdp.alts.otherForms'), items: other },
  ];
  const first = list.items.length === 0;
  return (
    <Drawer open={open} onClose={onClose} title={t('pdp.alts.drawerTitle')}>
      <p className="pdp-alts__composition">{t('pdp.alts.sameComposition', { medicine: product.name })}</p>
      <p className="pdp-muted pdp-small pdp-alts__note">
        {first ? null : `${t('pdp.alts.showing', { shown: list.items.length, count: alternatives.count })} `}
        {t('pdp.alts.perUnitNote', { unit })}
      </p>
      {first && list.loading ? (
        <div role="status" className="pdp-alt-list">
          <span className="pdp-sr">{t('pdp.alts.loading')}</span>
          {Array.from({ length: LOADING_ROWS }, (_, i) => (
            <div key={i} className="pdp-alt-list__skeleton" aria-hidden="true" />
          ))}
        </div>
      ) : null}
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
      {list.items.length < alternatives.count && !(first && list.loading) ? (
        <div className="pdp-alt-list__more">
          {list.failed ? <p role="alert">{first ? t('pdp.alts.loadFailed') : t('pdp.alts.moreFailed')}</p> : null}
          <Button variant="outlined" loading={list.loading} onClick={list.load}>
            {first ? t('pdp.alts.retry') : t('pdp.alts.showMore')}
          </Button>
        </div>
      ) : null}
    </Drawer>
  );
}

/**
 * The alternatives call's pages of 20, the first as the drawer opens (the page's data carries only the rail's
 * cards), the next on request; an alternative already shown is not listed twice.
 */
function useAlternativesList(productId: number) {
  const [items, setItems] = useState<AlternativeItem[]>([]);
  const [page, setPage] = useState(0);
  const [loading, setLoading] = useState(true);
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
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the first page, once, as the drawer mounts
  useEffect(() => void load(), []);
  return { items, loading, failed, load };
}

/** The default export: a lazy import names the module only (fewer bytes in the page's first-load script). */
export default AlternativesDrawer;
