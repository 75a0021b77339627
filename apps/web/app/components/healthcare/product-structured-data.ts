/**
 * schema.org data for the healthcare product page (spec §5 "Structured data"): Product with its brand and one
 * offer, and the BreadcrumbList. No rating: the data holds a rating but no count of ratings, and the spec
 * gives a rating only when there are ratings to count.
 */
import { AVAILABILITY, returnPolicy, type Json } from '../pdp/structured-data.ts';
import type { OtcProductView } from './product-view.ts';

export function otcProductLd(view: OtcProductView, description: string): Json {
  const p = view.product;
  const availability = AVAILABILITY[p.productTierAttributes.type];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    sku: String(p.productId),
    url: view.seo.canonicalUrl,
    description,
    category: p.categoryPath.map((c) => c.name).join(' > ') || undefined,
    brand: { '@type': 'Brand', name: p.brand.name },
    offers: {
      '@type': 'Offer',
      url: view.seo.canonicalUrl,
      price: view.offerPrice,
      priceCurrency: 'INR',
      itemCondition: 'https://schema.org/NewCondition',
      ...(availability ? { availability } : {}),
      hasMerchantReturnPolicy: returnPolicy(view.returnDays),
    },
  };
}
