import { shellEn } from './shell.en.ts';
import { searchEn } from './search.en.ts';
import { catalogueEn } from './catalogue.en.ts';
import { pdpEn } from './pdp.en.ts';
import { accountEn } from './account.en.ts';
import { locationEn } from './location.en.ts';
import { prescriptionsEn } from './prescriptions.en.ts';
import { cartEn } from './cart.en.ts';
import { checkoutEn } from './checkout.en.ts';
import { ordersEn } from './orders.en.ts';
import { pagesEn } from './pages.en.ts';
import { privacyEn } from './privacy.en.ts';
import { otcEn } from './otc.en.ts';
import { labBookingEn } from './lab-booking.en.ts';
import { diagnosticsEn } from './diagnostics.en.ts';
import { walletEn } from './wallet.en.ts';
import { referEn } from './refer.en.ts';
import { offersEn } from './offers.en.ts';
import { plusEn } from './plus.en.ts';
import { consultEn } from './consult.en.ts';
import { brandEn } from './brand.ts';
import { doctorEn } from './doctor.en.ts';

/** English texts, one file per area (shell, search, catalogue, pdp, account, location); the spec's texts word for word. */
export const en = {
  ...brandEn,
  ...shellEn,
  ...searchEn,
  ...catalogueEn,
  ...pdpEn,
  ...accountEn,
  ...locationEn,
  ...prescriptionsEn,
  ...cartEn,
  ...checkoutEn,
  ...ordersEn,
  ...pagesEn,
  ...privacyEn,
  ...otcEn,
  ...labBookingEn,
  ...diagnosticsEn,
  ...walletEn,
  ...referEn,
  ...offersEn,
  ...plusEn,
  ...consultEn,
  ...doctorEn,
} as const;
