import type { CartData, CartItem, ProductCard, PromoDetails } from '@dawa/contracts';
import { PRODUCT_TYPE } from '@dawa/contracts';
import {
  formatRupees,
  instantDiscountFor,
  isSoldOnline,
  maxQuantityForLine,
  plusPitch,
  priceCart,
  type CartPricing,
  type DeliverySpeed,
  type DrugSchedule,
  type PaymentOffer,
  type WalletBalances,
  type PromoScope,
} from '@dawa/domain';
import type { PlusForCart } from '../plus/service.ts';
import type { PromoCheck } from '../promos/service.ts';
import type { LineRow, ProductFacts } from './repo.ts';

/** A cart line, server or local, with the product facts the cart rules need (null for a custom medicine). */
export interface CartLine {
  itemId: number | null;
  /** -1 for a custom medicine. */
  productId: number;
  customName: string | null;
  quantity: number;
  product: {
    name: string;
    productType: number;
    mrpPaise: number;
    salePaise: number;
    isRxRequired: boolean;
    drugSchedule: DrugSchedule;
    stock: number;
    notForSale: boolean;
  } | null;
}

export const fromRow = (row: LineRow): CartLine => ({
  itemId: row.id,
  productId: row.product_id ?? -1,
  customName: row.custom_name,
  quantity: row.quantity,
  product:
    row.product_id === null
      ? null
      : {
          name: row.name ?? '',
          productType: row.product_type ?? PRODUCT_TYPE.medicine,
          mrpPaise: row.mrp_paise ?? 0,
          salePaise: row.sale_price_paise ?? 0,
          isRxRequired: row.is_rx_required ?? true,
          drugSchedule: row.drug_schedule ?? 'H',
          stock: row.stock ?? 0,
          notForSale: row.not_for_sale ?? true,
        },
});

export const fromFacts = (facts: ProductFacts, quantity: number, itemId: number | null = null): CartLine => ({
  itemId,
  productId: facts.id,
  customName: null,
  quantity,
  product: {
    name: facts.name,
    productType: facts.product_type,
    mrpPaise: facts.mrp_paise,
    salePaise: facts.sale_price_paise,
    isRxRequired: facts.is_rx_required,
    drugSchedule: facts.drug_schedule,
    stock: facts.stock,
    notForSale: facts.not_for_sale,
  },
});

export const lineType = (line: CartLine): 'medicine' | 'otc' => (line.product?.productType === PRODUCT_TYPE.otc ? 'otc' : 'medicine');
export const lineMax = (line: CartLine) => maxQuantityForLine(lineType(line), line.product === null);
/** Schedule X and NDPS medicines are sold only at a pharmacy counter, whatever the cart holds. */
export const isNotSoldOnline = (line: CartLine) => line.product !== null && !isSoldOnline(line.product.drugSchedule);
/** Can be bought now: sold online, for sale and in stock (a custom medicine is sourced by our pharmacists). */
export const isBuyable = (line: CartLine) =>
  line.product === null || (!isNotSoldOnline(line) && !line.product.notForSale && line.product.stock > 0);
/** Custom medicines are sourced by our pharmacists and always need a prescription. */
export const needsRx = (line: CartLine) => line.product === null || line.product.isRxRequired;
/** Fewer in stock than asked for. */
export const isShort = (line: CartLine) => line.product !== null && isBuyable(line) && line.product.stock < line.quantity;

export const ITEMS_MODIFIED_DISCLAIMER =
  'Some items in your cart have changed since you added them: check the items marked below before you continue.';

/** Sale totals of the available lines per promo scope. */
export function subtotalFor(lines: CartLine[]) {
  return (scope: PromoScope) =>
    lines
      .filter((l) => l.product && isBuyable(l) && (scope === 'all' || lineType(l) === scope))
      .reduce((sum, l) => sum + l.product!.salePaise * l.quantity, 0);
}

export interface PricingOptions {
  delivery: DeliverySpeed;
  /** The payment type chosen; it may earn a payment offer's instant discount. */
  paymentTypeId?: number;
  /** Its bank (net banking's sub type), for a bank's payment offer. */
  paymentSubTypeId?: number | null;
  /** The live payment offers. */
  paymentOffers: readonly PaymentOffer[];
  /** The shopper's store wallet when they chose to pay with it. */
  wallet?: WalletBalances;
  /** Member prices: a PLUS member, or a shopper buying PLUS with this cart (decisions 066, 067). */
  plus?: boolean;
  /** The PLUS plan bought with the cart: its price is part of the amount. */
  plusPlan?: { title: string; pricePaise: number };
}

export function priceLines(lines: CartLine[], promo: PromoCheck | null, options: PricingOptions): CartPricing {
  const input = {
    lines: lines.map((l, i) => ({
      key: String(l.itemId ?? `local-${i}`),
      productType: lineType(l),
      quantity: l.quantity,
      mrpPaise: l.product?.mrpPaise ?? 0,
      salePricePaise: l.product?.salePaise ?? 0,
      available: isBuyable(l),
    })),
    promo: promo?.valid
      ? { code: promo.code, discountPaise: promo.discountPaise, appliesTo: promo.appliesTo, cashbackPaise: promo.cashbackPaise }
      : undefined,
    delivery: options.delivery,
    paymentTypeId: options.paymentTypeId,
    wallet: options.wallet,
    plus: options.plus,
    plusPlan: options.plusPlan,
  };
  // The payment offer is measured on the order value (after the promo and the member discount): priced once
  // without it to know that value.
  const before = priceCart(input);
  const offer = instantDiscountFor(
    options.paymentOffers,
    options.paymentTypeId,
    before.subTotalPaise - before.promotionalDiscountPaise - before.plusDiscountPaise,
    options.paymentSubTypeId,
  );
  return offer ? priceCart({ ...input, instantDiscountPaise: offer.discountPaise }) : before;
}

const rupees = (paise: number) => (paise / 100).toFixed(2);

export function promoDetails(check: PromoCheck, applied: boolean): PromoDetails {
  const discount = check.valid ? check.discountPaise : 0;
  return {
    couponCode: check.valid ? check.code : check.input,
    isPromoValid: check.valid,
    isPromoApplied: check.valid && applied,
    message: check.message,
    totalDiscount: discount,
    totalDiscountDecimal: rupees(discount),
    couponStripMessage: !check.valid
      ? check.message
      : check.cashbackPaise > 0
        ? `${check.code} applied: ${formatRupees(check.cashbackPaise)} cashback after delivery`
        : `${check.code} applied: you save ${formatRupees(discount)}`,
    offerId: null,
    promoCodeTag: null,
    summary: check.description ?? '',
  };
}

function toItem(line: CartLine, card: ProductCard | undefined, hasPrescription: boolean): CartItem {
  const inStock = isBuyable(line);
  const warnings = isShort(line)
    ? [`Only ${line.product!.stock} left in stock. Reduce the quantity to ${line.product!.stock} to continue.`]
    : [];
  return {
    itemId: line.itemId,
    productId: line.productId,
    productType: lineType(line),
    quantity: line.quantity,
    maxQuantity: lineMax(line),
    name: line.product?.name ?? line.customName ?? '',
    salePriceDecimal: rupees(line.product?.salePaise ?? 0),
    mrpDecimal: rupees(line.product?.mrpPaise ?? 0),
    lineMrpPaise: (line.product?.mrpPaise ?? 0) * line.quantity,
    lineSalePaise: (line.product?.salePaise ?? 0) * line.quantity,
    isRxRequired: needsRx(line),
    isRxAvailable: needsRx(line) && hasPrescription,
    isCustom: line.product === null,
    notSoldOnline: isNotSoldOnline(line),
    partialQtyWarnings: warnings,
    productAvailabilityFlags: {
      isAvailable: inStock,
      notifyMe: !inStock && !isNotSoldOnline(line),
      showVariantsInBottomSheet: !inStock && card?.substituteGroupId != null,
    },
    product: card ?? null,
  };
}

export interface ViewInput {
  lines: CartLine[];
  cards: Map<number, ProductCard>;
  /** The promo the cart carries (applied when valid), or null. */
  promo: PromoCheck | null;
  pricing: PricingOptions;
  hasPrescription: boolean;
  version: number;
  /** The shopper's PLUS status and the plan bought with the cart (absent: no PLUS lines or pitch). */
  plus?: PlusForCart;
}

/** The cart's loyalty item and, for a shopper who is not a member and buys no plan, what PLUS would save here. */
function loyaltyParts(input: ViewInput, price: CartPricing): Pick<CartData, 'loyaltyItem' | 'loyaltyDetailsPitch'> {
  const plus = input.plus;
  if (!plus || input.lines.length === 0) return { loyaltyItem: null, loyaltyDetailsPitch: null };
  if (plus.plan) {
    const { id, ...plan } = plus.plan;
    return { loyaltyItem: { programId: 'plus', variantId: id, ...plan }, loyaltyDetailsPitch: null };
  }
  const pitch = price.subTotalPaise > 0 ? plusPitch(plus.status, price.memberDiscountPaise) : null;
  return { loyaltyItem: null, loyaltyDetailsPitch: pitch ? { ...pitch, userType: plus.status } : null };
}

/** The cart as the cart page shows it: items, counts, disclaimers, promo and the price summary. */
export function cartView(input: ViewInput): CartData {
  const { lines } = input;
  const price = priceLines(lines, input.promo, input.pricing);
  const outOfStockCount = lines.filter((l) => !isBuyable(l)).length;
  const modified = outOfStockCount > 0 || lines.some(isShort);
  return {
    items: lines.map((l) => toItem(l, input.cards.get(l.productId), input.hasPrescription)),
    itemsCount: lines.length,
    medicineCount: lines.filter((l) => lineType(l) === 'medicine').length,
    otcCount: lines.filter((l) => lineType(l) === 'otc').length,
    outOfStockCount,
    itemsModifiedDisclaimer: modified ? ITEMS_MODIFIED_DISCLAIMER : null,
    isRxUploadRequired: lines.some((l) => isBuyable(l) && needsRx(l)),
    promotionDetails: input.promo ? promoDetails(input.promo, true) : null,
    summary: price.summary.map((s) => ({ identifier: s.identifier, id: s.id, label: s.label, valuePaise: s.valuePaise, value: s.display })),
    amountToBePaidPaise: price.amountToBePaidPaise,
    totalSavingPaise: price.discountOnMrpPaise + price.promotionalDiscountPaise + price.instantDiscountPaise,
    promiseGuarantee:
      lines.length > 0
        ? {
            title: 'Genuine medicines',
            text: 'Every order is packed by a licensed pharmacy, with batch and expiry checked by a pharmacist.',
          }
        : null,
    isWalletAsDiscountApplicable: false,
    showDeliveryPreferenceScreen: lines.length > 0,
    ...loyaltyParts(input, price),
    version: input.version,
  };
}
