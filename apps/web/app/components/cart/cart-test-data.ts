/** Carts as the API answers them, for the component tests of the cart forms. */
import type { CartData, CartItem } from '@dawa/contracts';

export function cartItem(over: Partial<CartItem> & Pick<CartItem, 'productId' | 'name'>): CartItem {
  return {
    itemId: over.productId * 10,
    productType: 'medicine',
    quantity: 1,
    maxQuantity: 20,
    salePriceDecimal: '30.00',
    mrpDecimal: '33.00',
    lineMrpPaise: 3300,
    lineSalePaise: 3000,
    isRxRequired: false,
    isRxAvailable: false,
    isCustom: false,
    notSoldOnline: false,
    partialQtyWarnings: [],
    productAvailabilityFlags: { isAvailable: true, notifyMe: false, showVariantsInBottomSheet: false },
    product: null,
    ...over,
  };
}

export function cartData(items: CartItem[]): CartData {
  const total = items.reduce((sum, i) => sum + i.lineSalePaise, 0);
  return {
    items,
    itemsCount: items.length,
    medicineCount: items.length,
    otcCount: 0,
    outOfStockCount: items.filter((i) => !i.productAvailabilityFlags.isAvailable).length,
    itemsModifiedDisclaimer: null,
    isRxUploadRequired: false,
    promotionDetails: null,
    summary: [
      { identifier: 'amount_to_be_paid', id: 9, label: 'Amount to be paid', value: `₹${(total / 100).toFixed(2)}`, valuePaise: total },
    ],
    amountToBePaidPaise: total,
    totalSavingPaise: 0,
    promiseGuarantee: null,
    isWalletAsDiscountApplicable: false,
    showDeliveryPreferenceScreen: false,
    loyaltyItem: null,
    loyaltyDetailsPitch: null,
    version: 1,
  };
}
