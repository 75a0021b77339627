/**
 * Estimated delivery date (spec §3 "Delivery estimate"), a documented rule rather than a carrier's promise:
 * - express neighbourhoods (the metros): the same day when ordered before 14:00 IST, else the next day;
 * - other serviceable pincodes with a delivering head or sub office (towns): within 2 days;
 * - serviceable pincodes served only by branch offices (villages): within 4 days.
 * See docs/decisions/005-serviceability.md.
 */
export type DeliveryTier = 'express' | 'town' | 'rural';

export const EXPRESS_CUT_OFF_HOUR_IST = 14;
const DAYS: Record<Exclude<DeliveryTier, 'express'>, number> = { town: 2, rural: 4 };
const IST_OFFSET_MS = 330 * 60_000;

export interface Estimate {
  text: string;
  time: string;
  showPriorityFlashIcon: boolean;
  /** Calendar date in India, YYYY-MM-DD. */
  deliveryDate: string;
  quickDeliveryEnabled: boolean;
}

/** The calendar date in India `days` after `now`. */
export function istDate(now: Date, days = 0): Date {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + days));
}

/** The estimate's words in English and Hindi (spec §7: the delivery estimate's time is localised in Hindi). */
const WORDS = {
  en: { express: 'Express delivery', today: 'Today, by 10 PM', tomorrow: 'Tomorrow, by 10 PM', getItBy: 'Get it by', locale: 'en-IN' },
  hi: { express: 'एक्सप्रेस डिलीवरी', today: 'आज, रात 10 बजे तक', tomorrow: 'कल, रात 10 बजे तक', getItBy: 'इस दिन तक पाएँ', locale: 'hi-IN' },
} as const;
export type EstimateLanguage = keyof typeof WORDS;

const DAY_FORMATS = {
  en: new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
  hi: new Intl.DateTimeFormat('hi-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
};

export function estimateDelivery(tier: DeliveryTier, now: Date, language: EstimateLanguage = 'en'): Estimate {
  const words = WORDS[language];
  if (tier === 'express') {
    const hourIst = new Date(now.getTime() + IST_OFFSET_MS).getUTCHours();
    const sameDay = hourIst < EXPRESS_CUT_OFF_HOUR_IST;
    const date = istDate(now, sameDay ? 0 : 1);
    return {
      text: words.express,
      time: sameDay ? words.today : words.tomorrow,
      showPriorityFlashIcon: true,
      deliveryDate: date.toISOString().slice(0, 10),
      quickDeliveryEnabled: true,
    };
  }
  const date = istDate(now, DAYS[tier]);
  return {
    text: words.getItBy,
    time: DAY_FORMATS[language].format(date),
    showPriorityFlashIcon: false,
    deliveryDate: date.toISOString().slice(0, 10),
    quickDeliveryEnabled: false,
  };
}
