import { QUANTITY_MESSAGES } from '@dawa/domain';
import { fail } from '../../http/result.ts';

/** The cart domain's expected failures, with the texts the shopper sees. */
export const cartErrors = {
  /** Someone else's line answers exactly like a missing one. */
  itemNotFound: () => fail('CART_ITEM_NOT_FOUND', 'This item is not in your cart.', 404),
  productNotFound: () => fail('PRODUCT_NOT_FOUND', 'This product is not in our catalogue.', 404),
  outOfStock: (name: string) => fail('OUT_OF_STOCK', `${name} is out of stock.`, 409),
  notEnoughStock: (name: string, stock: number) => fail('NOT_ENOUGH_STOCK', `Only ${stock} of ${name} left in stock.`, 409),
  aboveMax: (max: number) => fail('QUANTITY_ABOVE_MAX', QUANTITY_MESSAGES.aboveMax(max), 400),
  notSoldOnline: (name: string) => fail('NOT_SOLD_ONLINE', notSoldOnlineMessage(name), 422),
  cartFull: () => fail('CART_FULL', 'A cart holds at most 100 items. Remove some to add more.', 409),
  /** Spec §5: a save-for-later removal without a product id answers with the generic text. */
  generic: () => fail('VALIDATION_FAILED', 'Something went wrong.', 400),
  promoNotApplied: () => fail('PROMO_NOT_APPLIED', 'Something went wrong. Coupon not applied', 409),
};

export const MAX_CART_LINES = 100;

/** Why a Schedule X or NDPS medicine cannot be bought here: the same words as the medicine page. */
export const notSoldOnlineMessage = (name: string) =>
  `${name} is not sold online: it needs a pharmacy visit with the original prescription (Schedule X or NDPS medicine).`;
