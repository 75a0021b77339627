/**
 * The medicine page. Phone: one column, sticky Add to cart bar. Desktop: gallery and details beside
 * a sticky buy box, sections below.
 */
import { lazy, Suspense, useMemo, useRef, type ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { translate, useT } from '../../i18n/index.ts';
import { Breadcrumbs } from '../ui/breadcrumbs.tsx';
import { PackImage } from '../ui/pack-image.tsx';
import { AlternativesStrip } from './alternatives-strip.tsx';
import { BuyBox } from './buy-box.tsx';
import { usePurchase } from './cart-controls.tsx';
import { CompositionLink, ReviewsSection, SideEffectsSection, SummaryTable, UsesSection } from './info-sections.tsx';
import { KeptMarkup } from '../catalogue/kept-markup.tsx';
import { keptSectionsMarkup } from './kept-sections-markup.ts';
import { LaterHealthcareRail } from './later-healthcare-rail.tsx';
import { BrandProducts, FaqSection, PageNotes, TrustMarkers } from './more-sections.tsx';
import { pdpDescription } from './pdp-meta.ts';
import type { PdpView } from './pdp-types.ts';
import { ProductHeader } from './product-header.tsx';
import { QuickLinks, type QuickLink } from './quick-links.tsx';
import { StickyCartBar } from './sticky-cart-bar.tsx';
import { breadcrumbLd, faqLd, productLd, safeJsonLd } from './structured-data.ts';
import { shownPriceOf, stickyPriceOf } from './shown-price.ts';

/**
 * The PLUS card and the offers widget are a module of their own: the server renders it whole into the page (the render waits for the
 * module, and the page is written whole at all-ready, decision 053), and the browser keeps that markup as it is —
 * plain links, a native 'View All' — until the module has arrived, then hydrates it. So the page's first-load
 * script carries only this line (decision 024).
 */
const PdpOffers = lazy(() => import('./pdp-offers.tsx'));

function JsonLd({ data }: { data: object | null }) {
  if (!data) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJsonLd(data) }} />;
}

/**
 * A part of the page the browser hydrates on its own, after the buy box: React hydrates each Suspense
 * boundary in a task of its own instead of the whole page in one. Its content never suspends on the
 * server, so the HTML is the same but for two comment markers.
 */
function Hydrated({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

function useSections(view: PdpView): QuickLink[] {
  const t = useT();
  const p = view.product;
  const links: (QuickLink | false)[] = [
    !!view.alternatives && { id: 'alternatives', label: t('pdp.quick.alternatives') },
    p.uses.length > 0 && { id: 'uses', label: t('pdp.quick.uses') },
    p.sideEffects.length > 0 && { id: 'side-effects', label: t('pdp.quick.sideEffects') },
    { id: 'summary', label: t('pdp.quick.summary') },
    !!p.reviews && { id: 'reviews', label: t('pdp.quick.reviews') },
    view.faq.length > 0 && { id: 'faqs', label: t('pdp.quick.faqs') },
    view.brandVariants.length > 0 && { id: 'brand-products', label: t('pdp.quick.brand') },
  ];
  return links.filter((l): l is QuickLink => l !== false);
}

export function PdpPage({ view }: { view: PdpView }) {
  const t = useT();
  const p = view.product;
  const purchase = usePurchase(p.productId, view.facts.quantity);
  const actionsRef = useRef<HTMLDivElement>(null);
  const navigation = useNavigation();
  const sections = useSections(view);
  // The same medicine in the same language shows the same sections: a revalidation (after adding to the
  // cart) keeps the kept markup, and with it which FAQ answers the shopper opened.
  const keptSource = `${p.productId}:${view.locale}`;
  const shown = shownPriceOf(p);
  const stickyPrice = stickyPriceOf(shown);
  const crumbs = [{ name: t('catalogue.home'), href: '/' }, { name: t('pdp.medicines'), href: '/online-medicine-order' }, { name: p.name }];
  const ld = useMemo(() => {
    const names = [translate(view.locale, 'catalogue.home'), translate(view.locale, 'pdp.medicines'), p.name];
    const urls = [view.seo.homeUrl, view.seo.medicinesUrl, view.seo.canonicalUrl];
    return {
      product: productLd(view, pdpDescription(view)),
      breadcrumb: breadcrumbLd(names.map((name, i) => ({ name, url: urls[i]! }))),
      faq: faqLd(view.faq),
    };
  }, [view, p.name]);

  return (
    <div className="pdp" lang={view.locale === 'hi' ? 'hi' : undefined} aria-busy={navigation.state === 'loading' || undefined}>
      <div className="pdp__inner">
        <Breadcrumbs items={crumbs} />
        <div className="pdp-top">
          <div className="pdp-gallery">
            <PackImage name={p.name} manufacturer={p.manufacturer} packform={p.packform} width={238} height={238} />
            <p className="pdp-gallery__note">{t('pdp.pack.note')}</p>
          </div>
          <ProductHeader view={view} />
          <div className="pdp-aside">
            <BuyBox view={view} purchase={purchase} actionsRef={actionsRef} />
            <TrustMarkers view={view} />
          </div>
          <div className="pdp-main">
            {view.alternatives ? (
              <Hydrated>
                <AlternativesStrip product={p} alternatives={view.alternatives} />
              </Hydrated>
            ) : null}
            <Hydrated>
              <CompositionLink view={view} />
              {view.sem ? null : <QuickLinks links={sections} />}
            </Hydrated>
            {(view.offers || view.plus) && (
              <Hydrated>
                <PdpOffers offers={view.offers} plus={view.plus} />
              </Hydrated>
            )}
            {/* Text, tables and native details only: the browser keeps the server's markup (no hydration), which
                the server writes as one string (a build-time constant keeps the builder out of the browser's bundle). */}
            <KeptMarkup
              className="pdp-kept"
              source={keptSource}
              serverMarkup={import.meta.env.SSR ? keptSectionsMarkup(view, t) : undefined}
            >
              <UsesSection view={view} />
              <SideEffectsSection view={view} />
              <SummaryTable view={view} />
              <ReviewsSection view={view} />
              <FaqSection view={view} />
            </KeptMarkup>
            <BrandProducts view={view} />
            <LaterHealthcareRail productId={p.productId} />
            <Hydrated>
              <PageNotes view={view} />
            </Hydrated>
          </div>
        </div>
      </div>
      {p.productAvailabilityFlags.isAvailable ? <StickyCartBar purchase={purchase} price={stickyPrice} watch={actionsRef} /> : null}
      <JsonLd data={ld.product} />
      <JsonLd data={ld.breadcrumb} />
      <JsonLd data={ld.faq} />
    </div>
  );
}
