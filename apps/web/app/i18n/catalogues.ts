import type { Locale, Messages } from './index.ts';

type Loader = () => Promise<Partial<Messages>>;

const orders: Record<Locale, Loader> = {
  en: () => import('./orders.en.ts').then((m) => m.ordersEn),
  hi: () => import('./orders.hi.ts').then((m) => m.ordersHi),
};

/**
 * Each area's texts, one chunk per language, fetched only when a page needs a key of that area that the
 * server did not already put in the page. The first part of a key names its area.
 */
export const catalogues: Record<string, Record<Locale, Loader>> = {
  shell: { en: () => import('./shell.en.ts').then((m) => m.shellEn), hi: () => import('./shell.hi.ts').then((m) => m.shellHi) },
  search: { en: () => import('./search.en.ts').then((m) => m.searchEn), hi: () => import('./search.hi.ts').then((m) => m.searchHi) },
  catalogue: {
    en: () => import('./catalogue.en.ts').then((m) => m.catalogueEn),
    hi: () => import('./catalogue.hi.ts').then((m) => m.catalogueHi),
  },
  pdp: { en: () => import('./pdp.en.ts').then((m) => m.pdpEn), hi: () => import('./pdp.hi.ts').then((m) => m.pdpHi) },
  account: { en: () => import('./account.en.ts').then((m) => m.accountEn), hi: () => import('./account.hi.ts').then((m) => m.accountHi) },
  location: {
    en: () => import('./location.en.ts').then((m) => m.locationEn),
    hi: () => import('./location.hi.ts').then((m) => m.locationHi),
  },
  rx: {
    en: () => import('./prescriptions.en.ts').then((m) => m.prescriptionsEn),
    hi: () => import('./prescriptions.hi.ts').then((m) => m.prescriptionsHi),
  },
  cart: { en: () => import('./cart.en.ts').then((m) => m.cartEn), hi: () => import('./cart.hi.ts').then((m) => m.cartHi) },
  ck: { en: () => import('./checkout.en.ts').then((m) => m.checkoutEn), hi: () => import('./checkout.hi.ts').then((m) => m.checkoutHi) },
  orders,
  notif: orders,
  pages: { en: () => import('./pages.en.ts').then((m) => m.pagesEn), hi: () => import('./pages.hi.ts').then((m) => m.pagesHi) },
  otc: { en: () => import('./otc.en.ts').then((m) => m.otcEn), hi: () => import('./otc.hi.ts').then((m) => m.otcHi) },
  'lab-booking': {
    en: () => import('./lab-booking.en.ts').then((m) => m.labBookingEn),
    hi: () => import('./lab-booking.hi.ts').then((m) => m.labBookingHi),
  },
  diagnostics: {
    en: () => import('./diagnostics.en.ts').then((m) => m.diagnosticsEn),
    hi: () => import('./diagnostics.hi.ts').then((m) => m.diagnosticsHi),
  },
  wallet: { en: () => import('./wallet.en.ts').then((m) => m.walletEn), hi: () => import('./wallet.hi.ts').then((m) => m.walletHi) },
  refer: { en: () => import('./refer.en.ts').then((m) => m.referEn), hi: () => import('./refer.hi.ts').then((m) => m.referHi) },
  offers: { en: () => import('./offers.en.ts').then((m) => m.offersEn), hi: () => import('./offers.hi.ts').then((m) => m.offersHi) },
  plus: { en: () => import('./plus.en.ts').then((m) => m.plusEn), hi: () => import('./plus.hi.ts').then((m) => m.plusHi) },
  consult: {
    en: () => import('./consult.en.ts').then((m) => m.consultEn),
    hi: () => import('./consult.hi.ts').then((m) => m.consultHi),
  },
  // The consultation room ('room.') and the doctor console ('doctor.') share one file.
  room: { en: () => import('./doctor.en.ts').then((m) => m.doctorEn), hi: () => import('./doctor.hi.ts').then((m) => m.doctorHi) },
  doctor: { en: () => import('./doctor.en.ts').then((m) => m.doctorEn), hi: () => import('./doctor.hi.ts').then((m) => m.doctorHi) },
  // No Hindi text yet: Hindi pages show the English.
  privacy: { en: () => import('./privacy.en.ts').then((m) => m.privacyEn), hi: async () => ({}) },
};
