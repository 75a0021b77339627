import type { CartData, LoyaltyData, PersonalisedOffer, SavingVariants } from '@dawa/contracts';
import type { OfferSummary } from '../offers/offer-format.ts';

/** What the /cart loader gives the page: `cart` is null when it could not be read (the page offers Retry). */
export interface CartPageData {
  signedIn: boolean;
  cart: CartData | null;
  variants: SavingVariants | null;
  offer: PersonalisedOffer | null;
  /** The coupons the coupon box lists ('Available coupons'); empty when they could not be read. */
  coupons?: OfferSummary[];
  /** The PLUS plans the pitch offers (empty when no pitch is shown, or they could not be read). */
  plusPlans?: LoyaltyData['plans'];
}
