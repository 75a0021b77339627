import type { Transaction } from 'kysely';
import { ORDER_TYPE, type ExportedOrder } from '@dawa/contracts';
import type { Database, Db } from '@dawa/db';
import { erasedAddressSnapshot, ORDER_IN_PROGRESS_STATUSES } from '@dawa/domain';
import { dateText } from './repo.ts';
import { METHOD, STATUS_TEXT } from './service.ts';
import { iso } from '../../http/iso.ts';

type Trx = Transaction<Database>;

/**
 * Orders in the shopper's download, and what an erasure does to them: they are kept (tax invoices and the
 * pharmacy's sale records), with the delivery address cut down to what the law still needs and the note gone.
 */
export function orderDataRights(db: Db) {
  return {
    async exportFor(userId: number): Promise<ExportedOrder[]> {
      const orders = await db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('id').execute();
      const ids = orders.map((o) => o.id);
      if (ids.length === 0) return [];
      const [items, events, prescriptions] = await Promise.all([
        db.selectFrom('order_items').selectAll().where('order_id', 'in', ids).orderBy('order_id').orderBy('position').execute(),
        db.selectFrom('order_events').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
        db.selectFrom('order_prescriptions').selectAll().where('order_id', 'in', ids).orderBy('prescription_id').execute(),
      ]);
      return orders.map((o) => ({
        orderId: o.id,
        status: o.status,
        statusText: STATUS_TEXT[o.status],
        placedAt: iso(o.created_at),
        updatedAt: iso(o.updated_at),
        deliveryOption: o.delivery_option,
        estimatedDeliveryDate: dateText(o.estimated_delivery_date),
        deliveryAddress: o.address_snapshot,
        paymentMethod: METHOD[o.payment_type_id] ?? 'Online',
        promoCode: o.promo_code,
        prescriptionOption: o.rx_option,
        note: o.notes,
        amounts: {
          totalMrpPaise: o.total_mrp_paise,
          discountOnMrpPaise: o.discount_on_mrp_paise,
          subTotalPaise: o.sub_total_paise,
          promoDiscountPaise: o.promo_discount_paise,
          deliveryChargesPaise: o.delivery_charges_paise,
          handlingChargesPaise: o.handling_charges_paise,
          cashHandlingPaise: o.cash_handling_paise,
          instantDiscountPaise: o.instant_discount_paise,
          amountPaise: o.amount_paise,
        },
        items: items
          .filter((i) => i.order_id === o.id)
          .map((i) => ({
            productId: i.product_id,
            name: i.name,
            packLabel: i.pack_label,
            manufacturer: i.manufacturer,
            quantity: i.quantity,
            mrpPaise: i.mrp_paise,
            salePricePaise: i.sale_price_paise,
            promoDiscountPaise: i.promo_discount_paise,
            prescriptionRequired: i.is_rx_required,
          })),
        timeline: events
          .filter((e) => e.order_id === o.id)
          .map((e) => ({ from: e.from_status, to: e.to_status, event: e.event, at: iso(e.created_at) })),
        prescriptionIds: prescriptions.filter((p) => p.order_id === o.id).map((p) => p.prescription_id),
      }));
    },

    /** The shopper's orders still being paid, checked, packed or delivered (a lab booking's or a consultation's progress is its own). */
    async inProgressIds(trx: Trx, userId: number): Promise<number[]> {
      const rows = await trx
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', userId)
        .where('order_type', 'not in', [ORDER_TYPE.diagnostic, ORDER_TYPE.consultation])
        .where('status', 'in', [...ORDER_IN_PROGRESS_STATUSES])
        .orderBy('id')
        .execute();
      return rows.map((r) => r.id);
    },

    /** Prescriptions some order of the shopper names: the prescriptions domain keeps their rows (not their files). */
    async prescriptionIdsOf(trx: Trx, userId: number): Promise<string[]> {
      const rows = await trx
        .selectFrom('order_prescriptions as op')
        .innerJoin('orders as o', 'o.id', 'op.order_id')
        .where('o.user_id', '=', userId)
        .select('op.prescription_id')
        .distinct()
        .execute();
      return rows.map((r) => r.prescription_id);
    },

    /** Inside the erasure's transaction; answers how many orders are kept. Running it again changes nothing more. */
    async eraseFor(trx: Trx, userId: number): Promise<number> {
      const orders = await trx
        .selectFrom('orders')
        .select(['id', 'address_snapshot', 'amount_paise'])
        .where('user_id', '=', userId)
        .execute();
      for (const o of orders) {
        await trx
          .updateTable('orders')
          .set({ address_snapshot: JSON.stringify(erasedAddressSnapshot(o.address_snapshot, o.amount_paise)), notes: null })
          .where('id', '=', o.id)
          .execute();
      }
      return orders.length;
    },
  };
}
