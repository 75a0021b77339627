/**
 * The healthcare product page, laid out as the medicine page (pdp-page.css): pack drawing, name, brand, pack,
 * rating, returns and packs beside the buy box; 'Customers also viewed' and 'More from {brand}' below. No
 * prescription tag: nothing here needs one.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { Link, useNavigation } from 'react-router';
import { translate, useT } from '../../i18n/index.ts';
import { cardsOf, type KeptCards } from '../catalogue/kept-cards.ts';
import { ProductGrid } from '../catalogue/product-grid.tsx';
import { usePurchase } from '../pdp/cart-controls.tsx';
import { StickyCartBar } from '../pdp/sticky-cart-bar.tsx';
import { breadcrumbLd, safeJsonLd } from '../pdp/structured-data.ts';
import { Breadcrumbs } from '../ui/breadcrumbs.tsx';
import { ReturnIcon } from '../ui/icons.tsx';
import { PackImage } from '../ui/pack-image.tsx';
import { OtcBuyBox } from './product-buy-box.tsx';
import { rememberBrowsed } from './recently-browsed.ts';
import { otcDescription } from './product-meta.ts';
import { otcProductLd } from './product-structured-data.ts';
import type { OtcProductView } from './product-view.ts';
import { VariantChooser } from './variant-chooser.tsx';
import { shownPriceOf, stickyPriceOf } from '../pdp/shown-price.ts';

/** The offers widget, a module of its own as on the medicine page: rendered by the server, hydrated once it has arrived. */
const OffersWidget = lazy(() => import('../offers/offers-widget.tsx').then((m) => ({ default: m.OffersWidget })));

function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJsonLd(data) }} />;
}

function Rating({ rating }: { rating: number }) {
  const t = useT();
  const text = rating.toFixed(1);
  return (
    <p className="otc-rating">
      <span className="otc-rating__stars" aria-hidden="true" style={{ '--otc-rating': rating / 5 } as CSSProperties}>
        ★★★★★
      </span>
      <span>{t('otc.product.rating', { rating: text })}</span>
    </p>
  );
}

function Rail({ id, title, cards }: { id: string; title: string; cards: KeptCards }) {
  if (cards.count === 0) return null;
  return (
    <section className="pdp-section otc-rail" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ProductGrid products={cardsOf(cards)} rail />
    </section>
  );
}

export function OtcProductPage({ view }: { view: OtcProductView }) {
  const t = useT();
  const p = view.product;
  const purchase = usePurchase(p.productId, view.quantity);
  const actionsRef = useRef<HTMLDivElement>(null);
  const navigation = useNavigation();
  const english = view.locale === 'hi' ? 'en' : undefined;
  useEffect(() => {
    rememberBrowsed(p.productId);
  }, [p.productId]);
  const shown = shownPriceOf(p);
  const stickyPrice = stickyPriceOf(shown);
  const trail = useMemo(() => p.categoryPath.filter((c) => c.url !== '/' && c.url !== '/health-care'), [p.categoryPath]);
  const crumbs = [
    { name: t('catalogue.home'), href: '/' },
    { name: t('otc.crumb'), href: '/health-care' },
    ...trail.map((c) => ({ name: c.name, href: c.url })),
    { name: p.name },
  ];
  const ld = useMemo(() => {
    const origin = view.seo.homeUrl.replace(/\/$/, '');
    const items = [
      { name: translate(view.locale, 'catalogue.home'), url: view.seo.homeUrl },
      { name: translate(view.locale, 'otc.crumb'), url: view.seo.healthcareUrl },
      ...trail.map((c) => ({ name: c.name, url: `${origin}${c.url}` })),
      { name: p.name, url: view.seo.canonicalUrl },
    ];
    return { product: otcProductLd(view, otcDescription(view)), breadcrumb: breadcrumbLd(items) };
  }, [view, trail, p.name]);

  return (
    <div className="pdp otc-pdp" lang={view.locale === 'hi' ? 'hi' : undefined} aria-busy={navigation.state === 'loading' || undefined}>
      <div className="pdp__inner">
        <Breadcrumbs items={crumbs} />
        <div className="pdp-top">
          <div className="pdp-gallery">
            <PackImage name={p.name} manufacturer={p.brand.name} packform={p.packform} width={238} height={238} />
            <p className="pdp-gallery__note">{t('otc.product.packNote')}</p>
          </div>
          <div className="pdp-head">
            <div className="pdp-head__top">
              <h1 className="pdp-head__name" lang={english}>
                {p.name}
              </h1>
            </div>
            <p className="pdp-head__maker">
              {t('otc.product.by')}{' '}
              <Link to={p.brand.url} lang={english}>
                {p.brand.name}
              </Link>
            </p>
            {p.packLabel ? (
              <p className="pdp-head__pack" lang={english}>
                {p.packLabel}
              </p>
            ) : null}
            {p.rating !== null && p.rating > 0 ? <Rating rating={p.rating} /> : null}
            <ul className="pdp-tags">
              <li className="pdp-tag">
                <ReturnIcon size="sm" />
                {view.returnDays === null ? t('pdp.tag.nonReturnable') : t('pdp.tag.returnable', { days: view.returnDays })}
              </li>
            </ul>
            <VariantChooser variants={p.variants} />
          </div>
          <div className="pdp-aside">
            <OtcBuyBox view={view} purchase={purchase} actionsRef={actionsRef} />
          </div>
          <div className="pdp-main">
            {view.offers ? (
              <Suspense fallback={null}>
                <OffersWidget view={view.offers} />
              </Suspense>
            ) : null}
            <Rail id="also-viewed" title={t('otc.product.alsoViewed')} cards={view.alsoViewed} />
            <Rail id="from-brand" title={t('otc.product.fromBrand', { brand: p.brand.name })} cards={view.fromBrand} />
          </div>
        </div>
      </div>
      {p.productAvailabilityFlags.isAvailable ? <StickyCartBar purchase={purchase} price={stickyPrice} watch={actionsRef} /> : null}
      <JsonLd data={ld.product} />
      <JsonLd data={ld.breadcrumb} />
    </div>
  );
}
