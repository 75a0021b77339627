/**
 * schema.org data for the medicine page (spec §5 "Structured data"): Product with one offer,
 * BreadcrumbList and FAQPage. No rating: we hold no ratings. Custom medicines get none of it.
 */
import { isSoldOnline } from '@dawa/domain';
import type { PdpView } from './pdp-types.ts';

export type Json = Record<string, unknown>;

/** schema.org availability by stock tier. */
export const AVAILABILITY: Record<number, string> = {
  1: 'https://schema.org/Discontinued',
  2: 'https://schema.org/OutOfStock',
  4: 'https://schema.org/LimitedAvailability',
  5: 'https://schema.org/InStock',
};

/**
 * JSON for an inline <script type="application/ld+json">: '<', '>', '&' and the two line separators
 * are written as \u escapes so no text in the data can close the script element.
 */
export function safeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function returnPolicy(days: number | null): Json {
  if (days === null) {
    return {
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'IN',
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
    };
  }
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: 'IN',
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: days,
  };
}

export function productLd(view: PdpView, description: string): Json {
  const p = view.product;
  // Schedule X and NDPS medicines are sold only at a pharmacy counter, never through this page.
  const availability = isSoldOnline(p.drugSchedule) ? AVAILABILITY[p.productTierAttributes.type] : 'https://schema.org/InStoreOnly';
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    sku: String(p.productId),
    url: view.seo.canonicalUrl,
    description,
    category: p.categoryName ?? undefined,
    brand: p.consumerBrandName ? { '@type': 'Brand', name: p.consumerBrandName } : undefined,
    manufacturer: { '@type': 'Organization', name: p.fullManufacturerName || p.manufacturer },
    offers: {
      '@type': 'Offer',
      url: view.seo.canonicalUrl,
      price: view.facts.offerPrice,
      priceCurrency: 'INR',
      itemCondition: 'https://schema.org/NewCondition',
      ...(availability ? { availability } : {}),
      hasMerchantReturnPolicy: returnPolicy(view.facts.returnDays),
    },
  };
}

export function breadcrumbLd(items: { name: string; url: string }[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}

export function faqLd(faq: { question: string; answer: string }[]): Json | null {
  if (faq.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  };
}
