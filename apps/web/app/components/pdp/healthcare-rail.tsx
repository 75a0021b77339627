/**
 * The medicine page's healthcare rail (spec §7 `otc/recommendations/pdp`): asked for in the browser once the
 * page is interactive, with the API's heading and subheading. Nothing shows while it loads, when it is empty or
 * when the call fails (spec §8). Loaded with its sheet after hydration, never part of the server's page.
 */
import { useEffect, useState } from 'react';
import { useLocale } from '../../i18n/index.ts';
import { otcRecommendationsForMedicine } from '../../lib/api-otc-recommendations.ts';
import { otcCardOf } from '../catalogue/card-data.ts';
import { ProductGrid } from '../catalogue/product-grid.tsx';
import type { CardProduct } from '../ui/product-card.tsx';
import './healthcare-rail.css';

type Rail = { heading: string; subHeading: string; cards: CardProduct[] };

export function HealthcareRail({ productId }: { productId: number }) {
  const locale = useLocale();
  const [rail, setRail] = useState<Rail | null>(null);
  useEffect(() => {
    let live = true;
    otcRecommendationsForMedicine([productId]).then(
      ({ heading, subHeading, products }) =>
        live && setRail(products.length > 0 ? { heading, subHeading, cards: products.map(otcCardOf) } : null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [productId]);
  if (!rail) return null;
  // The API writes its heading in English only.
  const lang = locale === 'en' ? undefined : 'en';
  return (
    <section className="pdp-section pdp-otc-rail" aria-labelledby="otc-rail-title">
      <h2 id="otc-rail-title" lang={lang}>
        {rail.heading}
      </h2>
      {rail.subHeading ? (
        <p className="pdp-otc-rail__sub" lang={lang}>
          {rail.subHeading}
        </p>
      ) : null}
      <ProductGrid products={rail.cards} rail />
    </section>
  );
}

/** The default export: a lazy import names the module only (fewer bytes in the page's first-load script). */
export default HealthcareRail;
