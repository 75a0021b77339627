/**
 * schema.org data for the healthcare product page (spec §5 "Structured data"): Product with its brand and one
 * offer, and the BreadcrumbList. No rating: the data holds a rating but no count of ratings, and the spec
 * gives a rating only when there are ratings to count.
 */
import type { OtcProductView } from './product-view.ts';

type Json = Record<string, unknown>;

const AVAILABILITY: Record<number, string> = {
  1: 'https://schema.org/Discontinued',
  2: 'https://schema.org/OutOfStock',
  4: 'https://schema.org/LimitedAvailability',
  5: 'https://schema.org/InStock',
};

function returnPolicy(days: number | null): Json {
  return days === null
    ? { '@type': 'MerchantReturnPolicy', applicableCountry: 'IN', returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted' }
    : {
        '@type': 'MerchantReturnPolicy',
        applicableCountry: 'IN',
        returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
        merchantReturnDays: days,
      };
}

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
