import type { CartData, PersonalisedOffer, SavingVariants } from '@dawa/contracts';

/** What the /cart loader gives the page: `cart` is null when it could not be read (the page offers Retry). */
export interface CartPageData {
  signedIn: boolean;
  cart: CartData | null;
  variants: SavingVariants | null;
  offer: PersonalisedOffer | null;
}
