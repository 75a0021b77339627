/**
 * The one cart pricing rule, used for the cart page, the payment bifurcation
 * and order placement so that the three never disagree. Fees are Dawa's
 * published rules in fees.ts; summary identifiers and ids are the spec's (§3
 * "Cart summary identifiers"). All amounts are integer paise.
 */
import { formatRupees } from '../price.ts';
import type { CartProductType } from './cart-rules.ts';
import { cashHandlingChargePaise, deliveryChargePaise, handlingChargePaise, PAYMENT_TYPE_ID, type DeliverySpeed } from './fees.ts';
import type { PromoScope } from './promo.ts';
import { splitByLargestRemainder } from './split.ts';
import { walletUse, type WalletBalances } from '../wallet.ts';
import { PLUS_BENEFITS, plusCashbackPaise, plusDiscountPaise } from '../plus.ts';

export interface PricingLine {
  key: string;
  productType: CartProductType;
  quantity: number;
  /** Per unit. */
  mrpPaise: number;
  /** Per unit. */
  salePricePaise: number;
  available: boolean;
}

export interface PricingInput {
  lines: readonly PricingLine[];
  /** An applied promo code; discountPaise as evaluatePromo gave it. */
  promo?: { code: string; discountPaise: number; appliesTo: PromoScope; cashbackPaise?: number };
  delivery: DeliverySpeed;
  /** −1 is cash on delivery. */
  paymentTypeId?: number;
  /** A payment offer's instant discount. */
  instantDiscountPaise?: number;
  /** The shopper's store wallet, when they chose to use it (decision 063). */
  wallet?: WalletBalances;
  /** A PLUS member (or a shopper buying PLUS with this order): member prices (decision 066). */
  plus?: boolean;
  /** A PLUS plan bought with this order (the cart's loyalty item): its price is added after the wallet's share. */
  plusPlan?: { title: string; pricePaise: number };
}

/** The spec's cart summary identifiers and their ids (§3). */
export const SUMMARY_IDS = {
  sub_total: 1,
  product_discount: 2,
  /** The spec's {product}_discount (2) for the PLUS membership. */
  plus_discount: 2,
  cash_handling_charge: 3,
  promotional_discount: 4,
  estimated_total: 5,
  cashback: 6,
  delivery_charges: 7,
  pe_wallet: 8,
  amount_to_be_paid: 9,
  net_payable_amount: 14,
  handling_charges: 15,
  instant_discount: 17,
  total_mrp: 18,
  discount_on_mrp: 19,
  pe_wallet_credit_discount: 20,
  gst: 22,
  corporate_pe_wallet: 23,
  /** Not in the spec's list: the PLUS plan bought with the order (decision 067). */
  plus_membership: 24,
} as const;

export type SummaryIdentifier = keyof typeof SUMMARY_IDS;

export interface SummaryLine {
  identifier: SummaryIdentifier;
  id: number;
  label: string;
  /** Signed: discounts are negative. */
  valuePaise: number;
  /** As shown: '-₹120', '₹49', 'FREE' for no delivery charge. */
  display: string;
}

export interface CartPricing {
  totalMrpPaise: number;
  discountOnMrpPaise: number;
  subTotalPaise: number;
  promotionalDiscountPaise: number;
  /** A PLUS member's extra discount on medicines. */
  plusDiscountPaise: number;
  /** What the member discount is or would be on this cart (for a non-member: what PLUS would save). */
  memberDiscountPaise: number;
  deliveryChargesPaise: number;
  handlingChargesPaise: number;
  cashHandlingChargePaise: number;
  instantDiscountPaise: number;
  /** The PLUS plan's price when one is bought with the order. */
  plusPlanPaise: number;
  /** What the store wallet pays, and how much of it may come from expirable credit. */
  walletPaise: number;
  walletExpirableLimitPaise: number;
  amountToBePaidPaise: number;
  /**
   * Credited to the store wallet once the order is delivered (a cashback code's, and a member's): nothing off the
   * amount.
   */
  cashbackPaise: number;
  /** One entry per input line, in input order; 0 for lines the promo does not cover or that are unavailable. */
  lineDiscounts: { key: string; promoDiscountPaise: number }[];
  summary: SummaryLine[];
}

const money = (n: number | undefined): number => (typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);
const negate = (n: number): number => (n === 0 ? 0 : -n);

function summaryLine(identifier: SummaryIdentifier, label: string, valuePaise: number): SummaryLine {
  const display = identifier === 'delivery_charges' && valuePaise === 0 ? 'FREE' : formatRupees(valuePaise);
  return { identifier, id: SUMMARY_IDS[identifier], label, valuePaise, display };
}

/** The amounts a summary shows: those of a priced cart, or of an order as it was priced at placement. */
export interface SummaryAmounts {
  totalMrpPaise: number;
  discountOnMrpPaise: number;
  promotionalDiscountPaise: number;
  /** A PLUS member's extra discount (0 or absent when none). */
  plusDiscountPaise?: number;
  deliveryChargesPaise: number;
  handlingChargesPaise: number;
  cashHandlingChargePaise: number;
  instantDiscountPaise: number;
  /** Paid from the store wallet (0 when not used). */
  walletPaise: number;
  /** A PLUS plan bought with the order (absent when none). */
  plusPlan?: { title: string; pricePaise: number };
  amountToBePaidPaise: number;
  /** Credited to the store wallet after delivery (0 when none); shown after the amount, which it does not change. */
  cashbackPaise?: number;
  isCashOnDelivery: boolean;
}

/**
 * The summary lines in the spec's order: MRP, its discount, the promo (when any), delivery, handling, cash
 * handling (cash on delivery only), the instant discount (when any) and the amount. `labels` renames lines.
 */
export function summaryLines(a: SummaryAmounts, labels: Partial<Record<SummaryIdentifier, string>> = {}): SummaryLine[] {
  const line = (identifier: SummaryIdentifier, label: string, valuePaise: number) =>
    summaryLine(identifier, labels[identifier] ?? label, valuePaise);
  const summary: SummaryLine[] = [
    line('total_mrp', 'Total MRP', a.totalMrpPaise),
    line('discount_on_mrp', 'Discount on MRP', negate(a.discountOnMrpPaise)),
  ];
  if (a.promotionalDiscountPaise > 0)
    summary.push(line('promotional_discount', 'Promotional discount', negate(a.promotionalDiscountPaise)));
  if (a.plusDiscountPaise) summary.push(line('plus_discount', 'PLUS member discount', negate(a.plusDiscountPaise)));
  summary.push(line('delivery_charges', 'Delivery charges', a.deliveryChargesPaise));
  summary.push(line('handling_charges', 'Handling charges', a.handlingChargesPaise));
  if (a.isCashOnDelivery) summary.push(line('cash_handling_charge', 'Cash handling charge', a.cashHandlingChargePaise));
  if (a.instantDiscountPaise > 0) summary.push(line('instant_discount', 'Instant discount', negate(a.instantDiscountPaise)));
  if (a.walletPaise > 0) summary.push(line('pe_wallet', 'Paid from Dawa wallet', negate(a.walletPaise)));
  if (a.plusPlan) summary.push(line('plus_membership', a.plusPlan.title, a.plusPlan.pricePaise));
  summary.push(line('amount_to_be_paid', 'Amount to be paid', a.amountToBePaidPaise));
  if (a.cashbackPaise) summary.push(line('cashback', 'Cashback to your wallet after delivery', a.cashbackPaise));
  return summary;
}

/**
 * Prices a cart. Unavailable lines (and lines with no quantity) count in no
 * total. A line's MRP below its sale price (bad data) is read as the sale
 * price, so the discount on MRP is never negative. The promo takes at most
 * the sale total of the lines it applies to and is split across them by
 * largest remainder. The instant discount takes at most the sub total after
 * the promo. The fees follow fees.ts; an empty cart costs 0 everywhere. The store wallet, when used, pays
 * last, out of what is left to pay (walletUse).
 */
export function priceCart(input: PricingInput): CartPricing {
  const priced = input.lines.map((line) => {
    const quantity = line.available ? money(line.quantity) : 0;
    const sale = money(line.salePricePaise) * quantity;
    const mrp = Math.max(money(line.mrpPaise) * quantity, sale);
    return { line, quantity, sale, mrp };
  });
  const counted = priced.filter((p) => p.quantity > 0);
  const totalMrpPaise = counted.reduce((sum, p) => sum + p.mrp, 0);
  const subTotalPaise = counted.reduce((sum, p) => sum + p.sale, 0);
  const discountOnMrpPaise = totalMrpPaise - subTotalPaise;

  const scope = input.promo?.appliesTo ?? 'all';
  const eligibleTotals = priced.map((p) => (scope === 'all' || p.line.productType === scope ? p.sale : 0));
  const eligibleTotal = eligibleTotals.reduce((sum, t) => sum + t, 0);
  const promotionalDiscountPaise = Math.min(money(input.promo?.discountPaise), eligibleTotal);
  const shares = splitByLargestRemainder(promotionalDiscountPaise, eligibleTotals);
  const lineDiscounts = priced.map((p, i) => ({ key: p.line.key, promoDiscountPaise: shares[i] ?? 0 }));

  const empty = counted.length === 0;
  const medicineAfterPromo = priced.reduce((sum, p, i) => sum + (p.line.productType === 'medicine' ? p.sale - (shares[i] ?? 0) : 0), 0);
  const plus = input.plus === true && !empty;
  const memberDiscountPaise = empty ? 0 : plusDiscountPaise(medicineAfterPromo);
  const plusPaise = plus ? memberDiscountPaise : 0;
  const orderValue = subTotalPaise - promotionalDiscountPaise - plusPaise;
  const deliveryChargesPaise = empty
    ? 0
    : deliveryChargePaise(input.delivery, orderValue, plus ? PLUS_BENEFITS.freeDeliveryFromPaise : undefined);
  const handlingChargesPaise = empty ? 0 : handlingChargePaise(orderValue);
  const cashHandling = empty ? 0 : cashHandlingChargePaise(input.paymentTypeId);
  const instantDiscountPaise = Math.min(money(input.instantDiscountPaise), orderValue);
  const due = orderValue - instantDiscountPaise + deliveryChargesPaise + handlingChargesPaise + cashHandling;
  const wallet = empty || !input.wallet ? { paise: 0, expirableLimitPaise: 0 } : walletUse(input.wallet, orderValue, due);
  const plusPlan = !empty && input.plusPlan ? { title: input.plusPlan.title, pricePaise: money(input.plusPlan.pricePaise) } : undefined;
  const plusPlanPaise = plusPlan?.pricePaise ?? 0;
  const amountToBePaidPaise = due - wallet.paise + plusPlanPaise;
  // A member's cashback is on the medicines as they are paid for: after the promo's share and the member discount.
  const plusCashback = plus ? plusCashbackPaise(medicineAfterPromo - plusPaise) : 0;
  const cashbackPaise = empty ? 0 : money(input.promo?.cashbackPaise) + plusCashback;

  const summary = summaryLines({
    totalMrpPaise,
    discountOnMrpPaise,
    promotionalDiscountPaise,
    plusDiscountPaise: plusPaise,
    deliveryChargesPaise,
    handlingChargesPaise,
    cashHandlingChargePaise: cashHandling,
    instantDiscountPaise,
    walletPaise: wallet.paise,
    plusPlan,
    amountToBePaidPaise,
    cashbackPaise,
    isCashOnDelivery: input.paymentTypeId === PAYMENT_TYPE_ID.cod,
  });

  return {
    totalMrpPaise,
    discountOnMrpPaise,
    subTotalPaise,
    promotionalDiscountPaise,
    plusDiscountPaise: plusPaise,
    memberDiscountPaise,
    deliveryChargesPaise,
    handlingChargesPaise,
    cashHandlingChargePaise: cashHandling,
    instantDiscountPaise,
    plusPlanPaise,
    walletPaise: wallet.paise,
    walletExpirableLimitPaise: wallet.expirableLimitPaise,
    amountToBePaidPaise,
    cashbackPaise,
    lineDiscounts,
    summary,
  };
}
