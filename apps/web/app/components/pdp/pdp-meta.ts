/** Title, description, canonical, robots and language alternates of the medicine page (spec §5). */
import type { MetaDescriptor } from 'react-router';
import { formatRupees } from '@dawa/domain';
import { translate, type Locale } from '../../i18n/index.ts';
import type { MedicinePageData, PdpView } from './pdp-types.ts';

export function pdpDescription(view: PdpView): string {
  const p = view.product;
  const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) => translate(view.locale, key, vars);
  const parts = [t('pdp.meta.description', { name: p.name, pack: p.packLabel, manufacturer: p.fullManufacturerName || p.manufacturer })];
  const price = p.salePaise > 0 ? p.salePaise : p.mrpPaise;
  if (price > 0) parts.push(t('pdp.meta.price', { price: formatRupees(price) }));
  if (p.composition) parts.push(t('pdp.meta.composition', { composition: p.composition }));
  if (view.alternatives && view.alternatives.cheaperCount > 0)
    parts.push(t('pdp.meta.alternatives', { count: view.alternatives.cheaperCount }));
  return parts.join(' ');
}

export function pdpMeta(data: MedicinePageData | undefined, failure: { locale: Locale; notFound: boolean }): MetaDescriptor[] {
  if (!data) {
    const title = translate(failure.locale, failure.notFound ? 'pdp.notFound.title' : 'shell.error.title');
    return [{ title: `${title} | ${translate(failure.locale, 'brand.name')}` }, { name: 'robots', content: 'noindex' }];
  }
  const { seo, locale } = data;
  const tags: MetaDescriptor[] = [];
  if (data.kind === 'custom') {
    tags.push({ title: translate(locale, 'pdp.meta.customTitle', { name: data.name }) });
    tags.push({ name: 'description', content: translate(locale, 'pdp.custom.call') });
  } else {
    const description = pdpDescription(data);
    const title = translate(locale, 'pdp.meta.title', { name: data.product.name });
    tags.push({ title }, { name: 'description', content: description });
    tags.push({ property: 'og:title', content: title }, { property: 'og:description', content: description });
    tags.push({ property: 'og:type', content: 'product' }, { property: 'og:url', content: seo.canonicalUrl });
    tags.push({ property: 'og:locale', content: locale === 'hi' ? 'hi_IN' : 'en_IN' });
  }
  tags.push({ tagName: 'link', rel: 'canonical', href: seo.canonicalUrl });
  if (seo.noindex) {
    tags.push({ name: 'robots', content: 'noindex, follow' });
  } else {
    tags.push({ tagName: 'link', rel: 'alternate', hrefLang: 'en-IN', href: seo.englishUrl });
    tags.push({ tagName: 'link', rel: 'alternate', hrefLang: 'hi-IN', href: seo.hindiUrl });
    tags.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: seo.englishUrl });
  }
  return tags;
}
