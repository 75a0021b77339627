/**
 * The medicine page's PLUS card and offers widget (storefront §2 lists them side by side): one module the server
 * renders whole and the browser hydrates once its code has arrived, so the page's first-load script carries one
 * import for both (decision 024).
 */
import { OffersWidget } from '../offers/offers-widget.tsx';
import type { OffersWidgetView } from '../offers/offer-format.ts';
import type { PlusCardView } from './pdp-types.ts';
import { PlusCard } from './plus-card.tsx';

/** The default export: the page's lazy import names the module only (fewer bytes in its first-load script). */
export default function PdpOffers({ offers, plus }: { offers?: OffersWidgetView | null; plus?: PlusCardView | null }) {
  return (
    <>
      {plus ? <PlusCard view={plus} /> : null}
      {offers ? <OffersWidget view={offers} /> : null}
    </>
  );
}
