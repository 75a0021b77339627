/** 'Delivery by <date>' (with the express flash icon) for the chosen pincode, or a link to choose one. */
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/index.ts';
import { makeIcon, TruckIcon } from '../ui/icons.tsx';
import type { DeliveryView } from './pdp-types.ts';

const FlashIcon = makeIcon(<path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" />, true);

const dayFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
/** Made once per language: building a date format costs far more than using one. */
const DAY_FORMATS = { en: dayFormat('en-IN'), hi: dayFormat('hi-IN') };

/** The estimate's day in the page's language: today / tomorrow for express, else a short date. */
function useDayText(delivery: DeliveryView): string | null {
  const t = useT();
  const locale = useLocale();
  if (delivery.time === 'Today, by 10 PM') return t('location.estimate.today');
  if (delivery.time === 'Tomorrow, by 10 PM') return t('location.estimate.tomorrow');
  if (!delivery.date) return delivery.time;
  const date = new Date(`${delivery.date}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return delivery.time;
  return DAY_FORMATS[locale].format(date);
}

export function DeliveryEstimate({ delivery }: { delivery: DeliveryView }) {
  const t = useT();
  const day = useDayText(delivery);
  if (delivery.pincode === null) {
    return (
      <p className="pdp-notice pdp-delivery">
        <TruckIcon size="sm" />
        <span>
          <Link to="/location">{t('location.estimate.check')}</Link> <span className="muted">{t('location.estimate.checkText')}</span>
        </span>
      </p>
    );
  }
  if (!delivery.loaded || !day) return null;
  return (
    <p className="pdp-notice pdp-delivery" role="status">
      {delivery.express ? <FlashIcon size="sm" className="pdp-delivery__flash" /> : <TruckIcon size="sm" />}
      <span>
        {delivery.express ? <strong>{t('location.estimate.express')}: </strong> : null}
        {delivery.express ? day : t('location.estimate.by', { date: day })}{' '}
        <span className="muted">{t('location.estimate.to', { pincode: delivery.pincode })}</span>
      </span>
    </p>
  );
}
