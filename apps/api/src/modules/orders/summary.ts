import { PAYMENT_TYPE_ID, summaryLines, type SummaryIdentifier } from '@dawa/domain';
import type { SummaryLine } from '@dawa/contracts';

/** The amounts an order stored at placement. */
export interface OrderAmounts {
  payment_type_id: number;
  total_mrp_paise: number;
  discount_on_mrp_paise: number;
  promo_discount_paise: number;
  delivery_charges_paise: number;
  handling_charges_paise: number;
  cash_handling_paise: number;
  instant_discount_paise: number;
  wallet_paise: number;
  cashback_paise: number;
  plus_discount_paise: number;
  plus_plan_paise: number;
  amount_paise: number;
}

/** A placed order's summary lines, by the same rule as the cart's, from the amounts stored at placement. */
export function orderSummaryLines(o: OrderAmounts, labels: Partial<Record<SummaryIdentifier, string>> = {}): SummaryLine[] {
  return summaryLines(
    {
      totalMrpPaise: o.total_mrp_paise,
      discountOnMrpPaise: o.discount_on_mrp_paise,
      promotionalDiscountPaise: o.promo_discount_paise,
      plusDiscountPaise: o.plus_discount_paise,
      deliveryChargesPaise: o.delivery_charges_paise,
      handlingChargesPaise: o.handling_charges_paise,
      cashHandlingChargePaise: o.cash_handling_paise,
      instantDiscountPaise: o.instant_discount_paise,
      walletPaise: o.wallet_paise,
      plusPlan: o.plus_plan_paise > 0 ? { title: 'PLUS membership', pricePaise: o.plus_plan_paise } : undefined,
      amountToBePaidPaise: o.amount_paise,
      cashbackPaise: o.cashback_paise,
      isCashOnDelivery: o.payment_type_id === PAYMENT_TYPE_ID.cod,
    },
    labels,
  ).map((s) => ({ identifier: s.identifier, id: s.id, label: s.label, valuePaise: s.valuePaise, value: s.display }));
}
