import type { Transaction } from 'kysely';
import type { Database, Db } from '@dawa/db';
import type { PlaceOrderBody, PlacedOrder } from '@dawa/contracts';
import {
  CART_TOASTS,
  CHECKOUT_ERROR_TEXTS,
  COD_MAX_ORDER_PAISE,
  PAYMENT_TYPE_ID,
  initialOrderState,
  orderTypeFor,
  type PaymentOffer,
} from '@dawa/domain';
import { fail, ok, type Result } from '../../http/result.ts';
import { idempotent, Rollback } from '../../http/idempotency.ts';
import type { AddressService } from '../addresses/service.ts';
import { takeStock } from '../catalogue/stock.ts';
import type { CartService } from '../cart/service.ts';
import { cartErrors } from '../cart/errors.ts';
import {
  ITEMS_MODIFIED_DISCLAIMER,
  isBuyable,
  isNotSoldOnline,
  isShort,
  lineType,
  needsRx,
  priceLines,
  subtotalFor,
} from '../cart/view.ts';
import type { LocationService } from '../location/service.ts';
import type { NotificationService } from '../notifications/service.ts';
import type { PrescriptionService } from '../prescriptions/service.ts';
import type { WalletService } from '../wallet/service.ts';
import type { PlusService } from '../plus/service.ts';
import type { PromoService } from '../promos/service.ts';
import { NOT_DELIVERABLE, NO_EXPRESS } from '../delivery/service.ts';
import type { OrderLifecycle } from './lifecycle.ts';
import { ORDER_PLACED_TITLE } from './lifecycle.ts';
import * as repo from './repo.ts';
import { MAX_OPEN_UNPAID_ORDERS } from './reservations.ts';
import { closeEarlierAttempts, codLimit, resumeWaitingOrder } from './waiting-order.ts';

export interface PlaceOrderDeps {
  db: Db;
  cart: CartService;
  promos: PromoService;
  addresses: AddressService;
  location: LocationService;
  prescriptions: Pick<PrescriptionService, 'usableForOrder' | 'attach'>;
  /** Of the given prescriptions, the doctors' signed e-prescriptions and the medicines each names (consultations answer). */
  digitalPrescriptions(ids: readonly string[]): Promise<Map<string, number[]>>;
  notifications: NotificationService;
  lifecycle: OrderLifecycle;
  orderCount(userId: number): Promise<number>;
  /** The live payment offers (the offers domain answers). */
  paymentOffers(): Promise<PaymentOffer[]>;
  /** Member prices, the plan bought with the order and its membership (PLUS answers). */
  plus: Pick<PlusService, 'forCart' | 'reserveIn'>;
  /** The shopper's store wallet (the wallet domain answers). */
  wallet: Pick<WalletService, 'spendable' | 'payForOrderIn'>;
}

export const RX_REQUIRED =
  'Your cart has medicines that need a prescription. Upload a prescription, choose one you uploaded before, or opt for a free doctor consultation.';
export const PHARMACIST_WILL_CALL = 'Our pharmacist will call you to confirm the medicines and the amount.';

const errors = {
  blocked: () => fail('ORDER_BLOCKED', CHECKOUT_ERROR_TEXTS.orderBlocked, 400),
  address: () => fail('ADDRESS_NOT_FOUND', 'This address was not found. Choose a delivery address.', 404),
  notDeliverable: () => fail('NOT_DELIVERABLE', NOT_DELIVERABLE, 422),
  noExpress: () => fail('NO_EXPRESS', NO_EXPRESS, 422),
  cartChanged: () => fail('CART_CHANGED', ITEMS_MODIFIED_DISCLAIMER, 409),
  soldOut: (name: string) => fail('OUT_OF_STOCK', `${name} just went out of stock. Review your cart to continue.`, 409),
  rxRequired: () => fail('RX_REQUIRED', RX_REQUIRED, 422),
  notSoldOnline: cartErrors.notSoldOnline,
  prescription: () => fail('PRESCRIPTION_NOT_FOUND', 'A prescription you chose was not found. Choose it again.', 404),
  oneDigital: () => fail('ONE_DIGITAL_PRESCRIPTION', 'Choose one doctor’s e-prescription for an order.', 400),
  notCovered: (name: string) =>
    fail(
      'RX_NOT_COVERED',
      `Your doctor’s e-prescription does not include ${name}. Upload a prescription for it, or remove it from your cart.`,
      422,
    ),
  promo: (message: string) => fail('PROMO_INVALID', message, 409),
  plan: () => fail('PLAN_NOT_FOUND', 'The PLUS plan in your cart is no longer on sale. Review your cart and place the order again.', 409),
  walletChanged: () =>
    fail(
      'WALLET_BALANCE_CHANGED',
      'Your Dawa wallet balance changed while you were checking out. Review the amount and place the order again.',
      409,
    ),
  codLimit,
  tooManyUnpaid: () =>
    fail(
      'TOO_MANY_UNPAID_ORDERS',
      `You have ${MAX_OPEN_UNPAID_ORDERS} orders waiting for payment. Pay for one of them or cancel it before placing another.`,
      409,
    ),
};

const yes = (v: 0 | 1 | boolean | undefined) => v === 1 || v === true;

/**
 * POST /order/placeOrder: one transaction that claims the cart, re-prices it on the server, applies the
 * prescription rule, takes stock with conditional updates, redeems the promo and inserts the order.
 * Idempotent by Idempotency-Key, and by cart version without one: placing the same cart twice gives the
 * same order — one still waiting for payment is resumed, so a retry after a declined payment pays it
 * (decision 014).
 */
export function placeOrderService(deps: PlaceOrderDeps) {
  const { db } = deps;

  /**
   * What placement reads from other domains, read before the transaction opens: the embedded database has
   * one connection, which the transaction holds until it ends.
   */
  async function prepare(userId: number, body: PlaceOrderBody) {
    const address = await deps.addresses.own(userId, Number(body.addressId));
    const estimates = address ? await deps.location.deliveryOptions(address.pincode) : null;
    const chosen = [...body.images, ...body.pdfFiles, ...body.pastRxIds];
    const usable = await deps.prescriptions.usableForOrder(userId, chosen);
    // Only a promo code needs the order count (first-order codes).
    return {
      address,
      estimates,
      chosen,
      usable,
      digital: await deps.digitalPrescriptions(usable),
      orderCount: body.promocode ? await deps.orderCount(userId) : 0,
      paymentOffers: await deps.paymentOffers(),
      wallet: body.walletOptedIn ? await deps.wallet.spendable(userId) : undefined,
      plus: await deps.plus.forCart(userId, body.variantId),
    };
  }

  async function place(
    trx: Transaction<Database>,
    userId: number,
    body: PlaceOrderBody,
    pre: Awaited<ReturnType<typeof prepare>>,
  ): Promise<Result<PlacedOrder>> {
    const cart = await deps.cart.claim(trx, userId);
    // Whatever the client sends, and however long the line has been in the cart (the classification may
    // have changed since): a Schedule X or NDPS medicine is never ordered online, not even by resuming.
    const controlled = cart.lines.find(isNotSoldOnline);
    if (controlled) return errors.notSoldOnline(controlled.product!.name);
    const { address, estimates, chosen, usable } = pre;
    const speed = body.deliveryPreferences.some((p) => p.optionId === 'express') ? 'express' : 'standard';
    const existing = await repo.liveOrderFor(trx, userId, cart.version);
    if (existing) {
      // The same cart again: its order, resumed (a retry pays it, another way if chosen) unless it closed.
      const choice = {
        addressId: Number(body.addressId),
        speed,
        promoCode: body.promocode ?? null,
        prescriptionIds: usable,
        paymentTypeId: body.paymentId,
        paymentSubTypeId: body.paymentSubId ?? null,
        plusPlanId: pre.plus.plan?.id ?? null,
      } as const;
      const resumed = await resumeWaitingOrder(trx, deps.lifecycle, existing, choice, pre.paymentOffers, new Date());
      if (resumed) return resumed.ok ? ok(await placedView(trx, resumed.data)) : resumed;
    }
    await closeEarlierAttempts(trx, deps.lifecycle, userId, new Date());
    // Each waiting order holds stock: one shopper cannot hold more than a few at once (decision 018).
    if (body.paymentId !== PAYMENT_TYPE_ID.cod && (await repo.openUnpaidCount(trx, userId)) >= MAX_OPEN_UNPAID_ORDERS) {
      return errors.tooManyUnpaid();
    }

    const uploaded = [...body.images, ...body.pdfFiles];
    const consult = yes(body.hasOptedForTeleconsult);
    const lines = cart.lines;
    if (lines.length === 0 && chosen.length === 0) return errors.blocked();
    if (lines.some((l) => !isBuyable(l) || isShort(l))) return errors.cartChanged();

    if (!address) return errors.address();
    if (!estimates || !address.isDeliverable) return errors.notDeliverable();
    const estimate = speed === 'express' ? estimates.express : estimates.standard;
    if (!estimate) return errors.noExpress();

    if (usable.length !== new Set(chosen).size) return errors.prescription();
    const rxNeeded = lines.some(needsRx);
    if (rxNeeded && usable.length === 0 && !consult) return errors.rxRequired();
    // A doctor's e-prescription covers exactly the medicines it names (decision 068); one per order, as the cart says.
    if (pre.digital.size > 1) return errors.oneDigital();
    if (rxNeeded && usable.length > 0 && usable.every((id) => pre.digital.has(id))) {
      const named = new Set([...pre.digital.values()].flat());
      const uncovered = lines.find((l) => needsRx(l) && !named.has(l.productId));
      if (uncovered) return errors.notCovered(uncovered.product?.name ?? 'a medicine in your cart');
    }
    // A plan asked for that the cart could not offer (withdrawn since, or the shopper became a member meanwhile).
    const plan = lines.length > 0 ? pre.plus.plan : null;
    if (body.variantId && !plan && !pre.plus.member) return errors.plan();

    const facts = { subtotalFor: subtotalFor(lines), orderCount: pre.orderCount };
    const promo = body.promocode && lines.length > 0 ? await deps.promos.reserve(trx, userId, body.promocode, facts) : null;
    if (promo && !promo.valid) return errors.promo(promo.message);
    const price = priceLines(lines, promo, {
      delivery: speed,
      paymentTypeId: body.paymentId,
      paymentSubTypeId: body.paymentId === PAYMENT_TYPE_ID.card ? null : (body.paymentSubId ?? null),
      paymentOffers: pre.paymentOffers,
      wallet: pre.wallet,
      plus: pre.plus.member || plan !== null,
      plusPlan: plan ? { title: plan.title, pricePaise: plan.amountPaise } : undefined,
    });
    if (body.paymentId === PAYMENT_TYPE_ID.cod && price.amountToBePaidPaise > COD_MAX_ORDER_PAISE) return errors.codLimit();

    for (const line of lines) {
      if (line.product && !(await takeStock(trx, line.productId, line.quantity))) throw new Rollback(errors.soldOut(line.product.name));
    }
    const status = initialOrderState(body.paymentId, price.amountToBePaidPaise);
    const orderId = await repo.insertOrder(trx, {
      user_id: userId,
      status,
      order_type: orderTypeFor(lines.map(lineType), body.orderType),
      cart_version: cart.version,
      address_id: address.id,
      address_snapshot: JSON.stringify(address),
      delivery_option: speed,
      estimated_delivery_date: estimate.deliveryDate,
      payment_type_id: body.paymentId,
      payment_sub_type_id: body.paymentId === PAYMENT_TYPE_ID.card ? null : (body.paymentSubId ?? null),
      promo_code: promo?.valid ? promo.code : null,
      rx_option:
        !rxNeeded && usable.length === 0 ? 'not_needed' : usable.length === 0 ? 'consult' : uploaded.length > 0 ? 'uploaded' : 'past',
      notes: body.placementReason?.trim() || null,
      total_mrp_paise: price.totalMrpPaise,
      discount_on_mrp_paise: price.discountOnMrpPaise,
      sub_total_paise: price.subTotalPaise,
      promo_discount_paise: price.promotionalDiscountPaise,
      delivery_charges_paise: price.deliveryChargesPaise,
      handling_charges_paise: price.handlingChargesPaise,
      cash_handling_paise: price.cashHandlingChargePaise,
      instant_discount_paise: price.instantDiscountPaise,
      wallet_paise: price.walletPaise,
      cashback_paise: price.cashbackPaise,
      plus_discount_paise: price.plusDiscountPaise,
      plus_plan_id: plan && price.plusPlanPaise > 0 ? plan.id : null,
      plus_plan_paise: plan ? price.plusPlanPaise : 0,
      refund_to_wallet: body.refundOptIn === undefined ? true : Boolean(body.refundOptIn),
      amount_paise: price.amountToBePaidPaise,
    });
    if (price.walletPaise > 0) {
      const paid = await deps.wallet.payForOrderIn(trx, userId, {
        id: orderId,
        walletPaise: price.walletPaise,
        maxFromLotsPaise: price.walletExpirableLimitPaise,
      });
      if (paid === 'short') throw new Rollback(errors.walletChanged());
    }
    if (plan && price.plusPlanPaise > 0) await deps.plus.reserveIn(trx, userId, plan, orderId);
    await repo.insertItems(trx, orderId, lines, price.lineDiscounts);
    await repo.insertEvent(trx, orderId, null, status, 'PLACE');
    if (promo?.valid) await deps.promos.record(trx, userId, orderId, promo.code);
    if (usable.length > 0) {
      const attached = await deps.prescriptions.attach(trx, userId, usable);
      if (!attached.ok) throw new Rollback(attached);
      await repo.linkPrescriptions(trx, orderId, usable);
    }
    if (status === 'PLACED') {
      await deps.cart.clearAfterOrder(trx, userId, cart.version);
      await deps.notifications.notify(trx, userId, {
        kind: 'order_placed',
        title: ORDER_PLACED_TITLE,
        body:
          lines.length === 0
            ? `Order #${orderId}: ${PHARMACIST_WILL_CALL}`
            : `Order #${orderId} is confirmed. We will keep you posted here.`,
        link: `/account/orders/medicine-healthcare/${orderId}`,
        orderId,
      });
    }
    return ok(await placedView(trx, orderId));
  }

  async function placedView(trx: Transaction<Database>, orderId: number): Promise<PlacedOrder> {
    const order = (await repo.orderOf(trx, orderId))!;
    const items = await repo.itemsOf(trx, orderId);
    const pending = order.status === 'PAYMENT_PENDING';
    return {
      orderId,
      status: order.status,
      paymentAllowed: pending,
      price: { total: order.amount_paise, totalDecimal: (order.amount_paise / 100).toFixed(2), loyaltyCashback: 0 },
      shipments: [
        {
          items: items.map((i) => ({ productId: i.product_id ?? -1, name: i.name, quantity: i.quantity, isVaccinationAdded: false })),
          eddDetails: {
            quickDeliveryEnabled: order.delivery_option === 'express',
            deliveryDate: repo.dateText(order.estimated_delivery_date),
          },
        },
      ],
      eventsData: { order_type: order.order_type, gcd_applicable: false, no_gcd_items: 0 },
      marketingEvents: [],
      isCorporateWalletOptedIn: false,
      message: pending ? 'Complete the payment to place your order.' : items.length === 0 ? PHARMACIST_WILL_CALL : CART_TOASTS.orderPlaced,
    };
  }

  return {
    async place(userId: number, body: PlaceOrderBody, idempotencyKey: string | undefined) {
      const pre = await prepare(userId, body);
      return idempotent(db, { userId, scope: 'placeOrder', key: idempotencyKey, request: body }, (trx) => place(trx, userId, body, pre));
    },
  };
}
export type PlaceOrderService = ReturnType<typeof placeOrderService>;
