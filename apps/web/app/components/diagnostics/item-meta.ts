/** Title, description and canonical address of a test's or package's page; the not-found title when it is unknown. */
import type { LabItemDetails } from '@dawa/contracts';
import { formatRupees } from '@dawa/domain';
import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { translate, translatorFor, type Locale } from '../../i18n/index.ts';
import { fastingText, placeName, sampleText } from './lab-facts.ts';

type Loaded = { details: LabItemDetails; origin: string } | undefined;

export function labItemMeta(loaded: Loaded, locale: Locale, error: unknown): MetaDescriptor[] {
  if (!loaded) {
    const failure = translate(locale, isRouteErrorResponse(error) && error.status === 404 ? 'shell.notFound.title' : 'shell.error.title');
    return [{ title: `${failure} | ${translate(locale, 'brand.name')}` }, { name: 'robots', content: 'noindex' }];
  }
  const { details, origin } = loaded;
  const t = translatorFor(locale);
  const { item } = details;
  const title =
    item.type === 'package'
      ? t('diagnostics.item.titlePackage', { name: item.name, count: item.testCount })
      : t('diagnostics.item.titleTest', { name: item.name });
  const description = t('diagnostics.item.description', {
    name: item.name,
    price: formatRupees(item.price.pricePaise),
    city: placeName(details.place),
    sample: sampleText(t, item.sampleTypes),
    fasting: fastingText(t, item.fastingHours),
  });
  const url = `${origin}${item.url}`;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { tagName: 'link', rel: 'canonical', href: url },
  ];
}
