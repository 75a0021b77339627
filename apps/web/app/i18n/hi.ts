import type { Messages } from './index.ts';
import { shellHi } from './shell.hi.ts';
import { searchHi } from './search.hi.ts';
import { catalogueHi } from './catalogue.hi.ts';
import { pdpHi } from './pdp.hi.ts';
import { accountHi } from './account.hi.ts';
import { locationHi } from './location.hi.ts';
import { prescriptionsHi } from './prescriptions.hi.ts';
import { cartHi } from './cart.hi.ts';
import { checkoutHi } from './checkout.hi.ts';
import { ordersHi } from './orders.hi.ts';
import { pagesHi } from './pages.hi.ts';
import { otcHi } from './otc.hi.ts';
import { labBookingHi } from './lab-booking.hi.ts';
import { diagnosticsHi } from './diagnostics.hi.ts';
import { walletHi } from './wallet.hi.ts';
import { referHi } from './refer.hi.ts';
import { offersHi } from './offers.hi.ts';
import { plusHi } from './plus.hi.ts';
import { consultHi } from './consult.hi.ts';
import { brandHi } from './brand.ts';
import { doctorHi } from './doctor.hi.ts';

/** Hindi texts (Devanagari), one file per area. Missing keys fall back to English. */
export const hi: Partial<Messages> = {
  ...brandHi,
  ...shellHi,
  ...searchHi,
  ...catalogueHi,
  ...pdpHi,
  ...accountHi,
  ...locationHi,
  ...prescriptionsHi,
  ...cartHi,
  ...checkoutHi,
  ...ordersHi,
  ...pagesHi,
  ...otcHi,
  ...labBookingHi,
  ...diagnosticsHi,
  ...walletHi,
  ...referHi,
  ...offersHi,
  ...plusHi,
  ...consultHi,
  ...doctorHi,
};
