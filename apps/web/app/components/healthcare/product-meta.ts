/** Title, description, canonical and language alternates of the healthcare product page. */
import type { MetaDescriptor } from 'react-router';
import { formatRupees } from '@dawa/domain';
import { translate, type Locale } from '../../i18n/index.ts';
import type { OtcProductView } from './product-view.ts';

export function otcDescription(view: OtcProductView): string {
  const p = view.product;
  const price = p.salePaise > 0 ? p.salePaise : p.mrpPaise;
  const parts = [translate(view.locale, 'otc.product.description', { name: p.name, brand: p.brand.name, price: formatRupees(price) })];
  if (p.packLabel) parts.push(`${p.packLabel}.`);
  parts.push(
    view.returnDays === null
      ? translate(view.locale, 'pdp.tag.nonReturnable')
      : translate(view.locale, 'pdp.tag.returnable', { days: view.returnDays }),
  );
  return parts.join(' ');
}

export function otcProductMeta(view: OtcProductView | undefined, failure: { locale: Locale; notFound: boolean }): MetaDescriptor[] {
  if (!view) {
    const title = translate(failure.locale, failure.notFound ? 'otc.notFound.title' : 'shell.error.title');
    return [{ title: `${title} | ${translate(failure.locale, 'brand.name')}` }, { name: 'robots', content: 'noindex' }];
  }
  const { seo, locale, product } = view;
  const title = translate(locale, 'otc.product.title', { name: product.name, brand: product.brand.name });
  const description = otcDescription(view);
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'product' },
    { property: 'og:url', content: seo.canonicalUrl },
    { property: 'og:locale', content: locale === 'hi' ? 'hi_IN' : 'en_IN' },
    { tagName: 'link', rel: 'canonical', href: seo.canonicalUrl },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en-IN', href: seo.englishUrl },
    { tagName: 'link', rel: 'alternate', hrefLang: 'hi-IN', href: seo.hindiUrl },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: seo.englishUrl },
  ];
}
