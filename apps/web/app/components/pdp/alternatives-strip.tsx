/**
 * Generic alternatives strip (spec §2): savings text, '<n> Generic Alternate(s)', 'Contains same
 * composition as <medicine>', a carousel of cards, 'View All' (variants drawer) and an info icon
 * (education drawer). Savings are per unit between medicines of the same composition and strength.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { useLocale, useT } from '../../i18n/index.ts';
import { CONTENT_PATHS, localisedPath } from '../legal/content-pages.ts';
import { useDelegatedLinks } from '../ui/delegated-links.tsx';
import { EnhancedLink } from '../ui/enhanced-link.tsx';
import { ChevronLeftIcon, ChevronRightIcon, InfoIcon } from '../ui/icons.tsx';
import { AlternativeCard } from './alternative-card.tsx';
import type { AlternativesView, DetailProduct } from './pdp-types.ts';
import { railOf } from './rail.ts';

// Fetched when first opened; once opened they stay mounted, so the longer list keeps what it loaded.
const AlternativesDrawer = lazy(() => import('./alternatives-drawer.tsx'));
const EducationDrawer = lazy(() => import('./education-drawer.tsx'));

export function AlternativesStrip({ product, alternatives }: { product: DetailProduct; alternatives: AlternativesView }) {
  const t = useT();
  const locale = useLocale();
  const [drawer, setDrawer] = useState<'none' | 'all' | 'info'>('none');
  const [opened, setOpened] = useState({ all: false, info: false });
  const open = (which: 'all' | 'info') => {
    setOpened((o) => ({ ...o, [which]: true }));
    setDrawer(which);
  };
  const rail = useRef<HTMLUListElement>(null);
  const links = useDelegatedLinks();
  const unit = product.measurementUnit;
  const molecule = product.compositions[0];
  const shown = railOf(alternatives);
  const scroll = (direction: 1 | -1) => {
    const el = rail.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: 'smooth' });
  };
  return (
    <section className="pdp-card pdp-alts" id="alternatives" aria-labelledby="alternatives-title" tabIndex={-1}>
      <div className="pdp-alts__head">
        <div>
          {alternatives.cheaperCount > 0 && alternatives.maxSavingPercent > 0 ? (
            <p className="pdp-alts__saving">
              {alternatives.cheaperCount === 1
                ? t('pdp.alts.saveOne', { percent: alternatives.maxSavingPercent, unit })
                : t('pdp.alts.saveUpTo', { percent: alternatives.maxSavingPercent, unit, cheaper: alternatives.cheaperCount })}
            </p>
          ) : null}
          <div className="pdp-alts__title">
            <h2 id="alternatives-title">
              {alternatives.count === 1 ? t('pdp.alts.countOne') : t('pdp.alts.count', { count: alternatives.count })}
            </h2>
            {/* Before hydration, the help centre's answer on generics (decision 041); once hydrated, the drawer. */}
            <EnhancedLink
              href={`${localisedPath(CONTENT_PATHS.help, locale)}#generics`}
              className="pdp-icon-btn"
              onOpen={() => open('info')}
              aria-haspopup="dialog"
              aria-label={t('pdp.edu.open')}
            >
              <InfoIcon size="sm" />
            </EnhancedLink>
          </div>
          <p className="pdp-alts__composition">{t('pdp.alts.sameComposition', { medicine: product.name })}</p>
        </div>
        {/* Before hydration, the medicines of the same composition as a page (decision 041). */}
        {molecule ? (
          <EnhancedLink href={`/molecules/${molecule.slug}`} className="pdp-link-btn" onOpen={() => open('all')} aria-haspopup="dialog">
            {t('pdp.viewAll')}
          </EnhancedLink>
        ) : (
          <button type="button" className="pdp-link-btn" onClick={() => open('all')} aria-haspopup="dialog">
            {t('pdp.viewAll')}
          </button>
        )}
      </div>
      <div className="pdp-rail-wrap">
        <button type="button" className="pdp-rail__nav pdp-rail__nav--prev" onClick={() => scroll(-1)} aria-label={t('pdp.alts.prev')}>
          <ChevronLeftIcon />
        </button>
        <ul className="pdp-rail" ref={rail} aria-label={t('pdp.alts.listLabel')} {...links.handlers}>
          {shown.map((item) => (
            <li key={item.productId}>
              <AlternativeCard item={item} unit={unit} />
            </li>
          ))}
        </ul>
        <button type="button" className="pdp-rail__nav pdp-rail__nav--next" onClick={() => scroll(1)} aria-label={t('pdp.alts.next')}>
          <ChevronRightIcon />
        </button>
      </div>
      {links.prefetch}
      <Suspense fallback={null}>
        {opened.all ? (
          <AlternativesDrawer open={drawer === 'all'} onClose={() => setDrawer('none')} product={product} alternatives={alternatives} />
        ) : null}
        {opened.info ? (
          <EducationDrawer open={drawer === 'info'} onClose={() => setDrawer('none')} product={product} alternatives={alternatives} />
        ) : null}
      </Suspense>
    </section>
  );
}
