import type { Transaction } from 'kysely';
import {
  ORDER_TYPE,
  type LabBookingDetails,
  type LabBookingList,
  type LabBookingState,
  type LabMedicalRecords,
  type LabPlacedOrder,
  type LabPlaceOrderBody,
} from '@dawa/contracts';
import type { Database, Db } from '@dawa/db';
import {
  LAB_PAY_AT_COLLECTION_MAX_PAISE,
  LAB_STATUS_TEXT,
  PAYMENT_TYPE_ID,
  SLOT_FULL_TEXT,
  SLOT_REFUSAL_TEXT,
  formatRupees,
  labBookingChangeable,
  labCollectionFee,
  slotRefusal,
} from '@dawa/domain';
import { inTransaction } from '../../http/idempotency.ts';
import { fail, ok, type Result } from '../../http/result.ts';
import type { AddressService } from '../addresses/service.ts';
import type { CartService } from '../cart/service.ts';
import type { NotificationService } from '../notifications/service.ts';
import { insertLabOrder, labOrderOf, unpaidOrderCount } from '../orders/lab-orders.ts';
import type { OrderLifecycle } from '../orders/lifecycle.ts';
import { MAX_OPEN_UNPAID_ORDERS } from '../orders/reservations.ts';
import type { Idempotency } from '../payments/idempotency.ts';
import type { PromoService } from '../promos/service.ts';
import { clearBookedFromCart, bookingUrl, lockBooking, slotText, stepBooking } from './booking-steps.ts';
import { labCartRows, priceLabCart } from './cart-service.ts';
import { cardOf } from './catalogue.ts';
import type { LabCatalogueService } from './catalogue-service.ts';
import { slotDays, takeSlotPlace } from './slots.ts';

type Trx = Transaction<Database>;

/** Asked by the order lifecycle with the order locked: whether the booking may still be cancelled. */
export const bookingChangeable = (orderId: number) => async (trx: Trx) => {
  const booking = await lockBooking(trx, orderId);
  return Boolean(booking && labBookingChangeable(booking.status as LabBookingState));
};

export const labBookingErrors = {
  notFound: () => fail('BOOKING_NOT_FOUND', 'We could not find this booking.', 404),
  empty: () => fail('LAB_CART_EMPTY', 'Your lab cart is empty. Add a test or a package first.', 422),
  addressNotFound: () => ({
    ...fail('ADDRESS_NOT_FOUND', 'Choose one of your saved addresses for sample collection.', 404),
    field: 'addressId',
  }),
  notServed: (pincode: number, cities: string[]) =>
    fail('PINCODE_NOT_SERVICEABLE', `Home sample collection is not available at ${pincode} yet. We collect in ${cities.join(', ')}.`, 422),
  slot: (message: string) => ({ ...fail('SLOT_UNAVAILABLE', message, 422), field: 'slotStartsAt' }),
  slotFull: () => ({ ...fail('SLOT_FULL', SLOT_FULL_TEXT, 409), field: 'slotStartsAt' }),
  incomplete: (name: string, id: number) => ({
    ...fail('PATIENT_INCOMPLETE', `Add ${name}'s age and gender: the lab needs them to read the results.`, 422),
    field: `patients.${id}`,
  }),
  cod: () =>
    fail(
      'COD_NOT_AVAILABLE',
      `Pay at collection is available on bookings up to ${formatRupees(LAB_PAY_AT_COLLECTION_MAX_PAISE)}. Choose another payment method.`,
      422,
    ),
  tooManyUnpaid: () =>
    fail('TOO_MANY_UNPAID_ORDERS', 'You have orders waiting for payment. Pay or let them close before booking again.', 409),
  notChangeable: () => fail('BOOKING_NOT_CHANGEABLE', 'This booking can no longer be changed: the sample has been collected.', 409),
  reportNotFound: () => fail('REPORT_NOT_FOUND', 'The report of this booking is not ready yet.', 404),
};

const addressLines = (a: Record<string, unknown>) =>
  [a.flatNumber, a.streetName, a.landmark, [a.cityName, a.pincode].filter(Boolean).join(' ')]
    .map((x) => String(x ?? '').trim())
    .filter(Boolean);

const METHOD_TEXT: Record<number, string> = { [-1]: 'Pay at collection', 1: 'Card', 2: 'Net banking', 3: 'Wallet', 4: 'UPI' };

/** Booking lab tests from the lab cart, and following a booking to its report. */
export function labBookingService(deps: {
  db: Db;
  catalogue: LabCatalogueService;
  promos: PromoService;
  cart: CartService;
  addresses: AddressService;
  lifecycle: OrderLifecycle;
  notifications: NotificationService;
  idempotency: Idempotency;
  orderCount: (userId: number) => Promise<number>;
  now: () => Date;
}) {
  const { db } = deps;

  async function placeOnce(userId: number, body: LabPlaceOrderBody): Promise<Result<LabPlacedOrder>> {
    const address = await deps.addresses.own(userId, Number(body.addressId));
    if (!address) return labBookingErrors.addressNotFound();
    const place = await deps.catalogue.place(address.pincode);
    if (!place.homeCollection)
      return labBookingErrors.notServed(
        address.pincode,
        (await deps.catalogue.serviceCities()).map((c) => c.name),
      );
    const catalogue = await deps.catalogue.catalogue();
    const startsAt = new Date(body.slotStartsAt);
    const paymentTypeId = body.paymentId;

    return inTransaction(db, async (trx) => {
      // The customer's checkout lock (the medicine cart's row), taken first as every order path takes it.
      await deps.cart.lock(trx, userId);
      await trx
        .insertInto('lab_carts')
        .values({ user_id: userId, coupon_code: null })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      const coupon = (
        await trx.selectFrom('lab_carts').select('coupon_code').where('user_id', '=', userId).forUpdate().executeTakeFirstOrThrow()
      ).coupon_code;
      const rows = await labCartRows(trx, userId);
      const priced = await priceLabCart(deps, catalogue, place, userId, rows, coupon);
      if (priced.lines.length === 0) return labBookingErrors.empty();
      const patients = await patientFacts(trx, userId, [...new Set(rows.map((r) => r.patientId))]);
      const incomplete = patients.find((p) => p.age === null || p.gender === null);
      if (incomplete) return labBookingErrors.incomplete(incomplete.name, incomplete.id);
      const refusal = slotRefusal(startsAt, deps.now(), priced.fastingHours);
      if (refusal) return labBookingErrors.slot(SLOT_REFUSAL_TEXT[refusal]);
      const { summary } = priced;
      if (paymentTypeId === PAYMENT_TYPE_ID.cod && summary.totalPaise > LAB_PAY_AT_COLLECTION_MAX_PAISE) return labBookingErrors.cod();

      // A new booking of the lab cart replaces one still waiting for payment: its slot goes back first.
      await deps.lifecycle.closeWaitingOrders(trx, userId, ORDER_TYPE.diagnostic);
      if ((await unpaidOrderCount(trx, userId)) >= MAX_OPEN_UNPAID_ORDERS && paymentTypeId !== PAYMENT_TYPE_ID.cod)
        return labBookingErrors.tooManyUnpaid();
      if (!(await takeSlotPlace(trx, address.pincode, startsAt))) return labBookingErrors.slotFull();

      let promoDiscountPaise = 0;
      let promoCode: string | null = null;
      if (coupon && summary.couponDiscountPaise > 0) {
        const check = await deps.promos.reserve(trx, userId, coupon, {
          subtotalFor: (scope) => (scope === 'diagnostic' ? summary.subTotalPaise : 0),
          orderCount: await deps.orderCount(userId),
        });
        if (check.valid) {
          promoDiscountPaise = Math.min(check.discountPaise, summary.subTotalPaise);
          promoCode = check.code;
        }
      }
      const afterCoupon = summary.subTotalPaise - promoDiscountPaise;
      const collectionFeePaise = labCollectionFee(afterCoupon);
      const amountPaise = afterCoupon + collectionFeePaise;
      const order = await insertLabOrder(trx, {
        userId,
        addressId: address.id,
        addressSnapshot: address,
        slotStartsAt: startsAt,
        paymentTypeId,
        paymentSubTypeId: paymentTypeId === PAYMENT_TYPE_ID.cod ? null : (body.paymentSubId ?? null),
        promoCode,
        listTotalPaise: summary.listTotalPaise,
        subTotalPaise: summary.subTotalPaise,
        promoDiscountPaise,
        collectionFeePaise,
        amountPaise,
      });
      if (promoCode) await deps.promos.record(trx, userId, order.id, promoCode);
      const paid = order.status !== 'PAYMENT_PENDING';
      await trx
        .insertInto('lab_bookings')
        .values({
          order_id: order.id,
          user_id: userId,
          status: 'PAYMENT_PENDING',
          pincode: address.pincode,
          slot_starts_at: startsAt,
          fasting_hours: priced.fastingHours,
          created_at: deps.now(),
          updated_at: deps.now(),
        })
        .execute();
      const byId = new Map(patients.map((p) => [p.id, p]));
      let position = 0;
      const items = rows.flatMap((row) => {
        const line = priced.lines.find((l) => l.item.type === row.item.type && l.item.id === row.item.id);
        const patient = byId.get(row.patientId)!;
        if (!line) return [];
        return [
          {
            order_id: order.id,
            position: ++position,
            patient_id: patient.id,
            patient_name: patient.name,
            patient_age: patient.age,
            patient_gender: patient.gender,
            item_type: row.item.type,
            item_id: row.item.id,
            name: line.item.name,
            price_paise: line.item.price.pricePaise,
            list_price_paise: line.item.price.listPricePaise,
          },
        ];
      });
      await trx.insertInto('lab_booking_items').values(items).execute();
      await trx
        .insertInto('lab_booking_events')
        .values({ order_id: order.id, from_status: null, to_status: 'PAYMENT_PENDING', event: 'HOLD', note: null, created_at: deps.now() })
        .execute();
      if (paid) {
        const booking = (await lockBooking(trx, order.id))!;
        await stepBooking(trx, deps.notifications, booking, 'PAID', { at: deps.now() });
        await clearBookedFromCart(trx, order.id, userId, promoCode);
      }
      return ok({
        orderId: order.id,
        status: paid ? 'BOOKED' : 'PAYMENT_PENDING',
        paymentAllowed: !paid,
        amountPaise,
        slotLabel: slotText(startsAt),
        message: paid
          ? `Booking #${order.id} is confirmed for ${slotText(startsAt)}.`
          : `Booking #${order.id}: your slot is held while you pay (30 minutes).`,
      });
    });
  }

  async function patientFacts(trx: Trx, userId: number, ids: number[]) {
    if (ids.length === 0) return [];
    return trx
      .selectFrom('patients')
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .select(['id', 'name', 'age', 'gender'])
      .execute();
  }

  async function summaries(userId: number, orderIds?: number[]) {
    let query = db
      .selectFrom('lab_bookings as b')
      .innerJoin('orders as o', 'o.id', 'b.order_id')
      .where('b.user_id', '=', userId)
      .select(['b.order_id', 'b.status', 'b.slot_starts_at', 'b.report_at', 'b.created_at', 'o.amount_paise'])
      .orderBy('b.order_id', 'desc')
      .limit(100);
    if (orderIds) query = query.where('b.order_id', 'in', orderIds);
    const bookings = await query.execute();
    if (bookings.length === 0) return [];
    const items = await db
      .selectFrom('lab_booking_items')
      .where(
        'order_id',
        'in',
        bookings.map((b) => b.order_id),
      )
      .select(['order_id', 'patient_name', 'name'])
      .orderBy('position')
      .execute();
    return bookings.map((b) => {
      const own = items.filter((i) => i.order_id === b.order_id);
      const status = b.status as LabBookingState;
      return {
        orderId: b.order_id,
        status,
        statusText: LAB_STATUS_TEXT[status],
        slotStartsAt: new Date(b.slot_starts_at).toISOString(),
        slotLabel: slotText(new Date(b.slot_starts_at)),
        patientNames: [...new Set(own.map((i) => i.patient_name))],
        itemNames: [...new Set(own.map((i) => i.name))],
        amountPaise: b.amount_paise,
        reportReady: status === 'REPORT_READY',
        url: bookingUrl(b.order_id),
        placedAt: new Date(b.created_at).toISOString(),
      };
    });
  }

  async function details(userId: number, orderId: number): Promise<Result<LabBookingDetails>> {
    const [summary] = await summaries(userId, [orderId]);
    if (!summary) return labBookingErrors.notFound();
    const [booking, order, items, events] = await Promise.all([
      db.selectFrom('lab_bookings').where('order_id', '=', orderId).selectAll().executeTakeFirstOrThrow(),
      labOrderOf(db, orderId),
      db.selectFrom('lab_booking_items').where('order_id', '=', orderId).selectAll().orderBy('position').execute(),
      db.selectFrom('lab_booking_events').where('order_id', '=', orderId).selectAll().orderBy('id').execute(),
    ]);
    const catalogue = await deps.catalogue.catalogue();
    const urlOf = (type: string, id: string) =>
      `/diagnostics/packages/${type === 'test' ? (catalogue.tests.get(id)?.slug ?? id.toLowerCase()) : id}`;
    const lines: LabBookingDetails['lines'] = [];
    for (const item of items) {
      let line = lines.find((l) => l.patient.name === item.patient_name && l.patient.id === (item.patient_id ?? 0));
      if (!line) {
        line = {
          patient: { id: item.patient_id ?? 0, name: item.patient_name, age: item.patient_age, gender: item.patient_gender },
          items: [],
        };
        lines.push(line);
      }
      line.items.push({
        type: item.item_type,
        id: item.item_id,
        name: item.name,
        pricePaise: item.price_paise,
        url: urlOf(item.item_type, item.item_id),
      });
    }
    const snapshot = order!.address_snapshot as Record<string, unknown>;
    const status = booking.status as LabBookingState;
    const paid = order!.payment_type_id !== PAYMENT_TYPE_ID.cod && !['PAYMENT_PENDING', 'PAYMENT_FAILED'].includes(order!.status);
    return ok({
      ...summary,
      pincode: booking.pincode,
      address: { name: String(snapshot.contactName ?? ''), lines: addressLines(snapshot) },
      lines,
      summary: {
        listTotalPaise: order!.total_mrp_paise,
        discountPaise: order!.discount_on_mrp_paise,
        subTotalPaise: order!.sub_total_paise,
        couponCode: order!.promo_code,
        couponDiscountPaise: order!.promo_discount_paise,
        couponMessage: null,
        collectionFeePaise: order!.delivery_charges_paise,
        totalPaise: order!.amount_paise,
      },
      payment: { method: METHOD_TEXT[order!.payment_type_id] ?? 'Online', paid },
      phlebotomist: booking.phlebotomist,
      timeline: events.map((e) => ({
        status: e.to_status,
        text: LAB_STATUS_TEXT[e.to_status as LabBookingState] ?? e.to_status,
        at: new Date(e.created_at).toISOString(),
      })),
      canCancel: labBookingChangeable(status),
      canReschedule: status === 'BOOKED' || status === 'PHLEBOTOMIST_ASSIGNED',
      fastingHours: booking.fasting_hours,
      reportUrl: booking.report_key ? `/api/diagnostics/orders/${orderId}/report` : null,
    });
  }

  return {
    place(userId: number, body: LabPlaceOrderBody, idempotencyKey: string | undefined): Promise<Result<LabPlacedOrder>> {
      return deps.idempotency(userId, 'labPlaceOrder', idempotencyKey, body, () => placeOnce(userId, body));
    },

    async slots(userId: number, pincode: number) {
      const [catalogue, place, rows] = await Promise.all([
        deps.catalogue.catalogue(),
        deps.catalogue.place(pincode),
        labCartRows(db, userId),
      ]);
      const fasting = Math.max(0, ...rows.map((r) => cardOf(catalogue, r.item, place.tier)?.fastingHours ?? 0));
      return ok(await slotDays(db, place, fasting, deps.now()));
    },

    list: async (userId: number): Promise<Result<LabBookingList>> => ok({ bookings: await summaries(userId) }),

    details,

    async cancel(userId: number, orderId: number): Promise<Result<LabBookingDetails>> {
      const outcome = await deps.lifecycle.cancelLabOrder(orderId, bookingChangeable(orderId), { userId });
      if (outcome === 'missing') return labBookingErrors.notFound();
      if (outcome === 'too_late') return labBookingErrors.notChangeable();
      return details(userId, orderId);
    },

    async reschedule(userId: number, orderId: number, slotStartsAt: string): Promise<Result<LabBookingDetails>> {
      const startsAt = new Date(slotStartsAt);
      const result = await inTransaction(db, async (trx) => {
        await deps.cart.lock(trx, userId);
        const booking = await lockBooking(trx, orderId);
        if (!booking || booking.user_id !== userId) return labBookingErrors.notFound();
        if (booking.status !== 'BOOKED' && booking.status !== 'PHLEBOTOMIST_ASSIGNED') return labBookingErrors.notChangeable();
        const refusal = slotRefusal(startsAt, deps.now(), booking.fasting_hours);
        if (refusal) return labBookingErrors.slot(SLOT_REFUSAL_TEXT[refusal]);
        if (new Date(booking.slot_starts_at).getTime() === startsAt.getTime()) return ok(true);
        if (!(await takeSlotPlace(trx, booking.pincode, startsAt))) return labBookingErrors.slotFull();
        await stepBooking(trx, deps.notifications, booking, 'RESCHEDULE', { slotStartsAt: startsAt, at: deps.now() });
        return ok(true);
      });
      return result.ok ? details(userId, orderId) : result;
    },

    async medicalRecords(userId: number): Promise<Result<LabMedicalRecords>> {
      const rows = await db
        .selectFrom('lab_bookings')
        .where('user_id', '=', userId)
        .where('report_key', 'is not', null)
        .select(['order_id', 'collected_at', 'report_at'])
        .orderBy('report_at', 'desc')
        .execute();
      if (rows.length === 0) return ok({ reports: [] });
      const named = new Map(
        (
          await summaries(
            userId,
            rows.map((r) => r.order_id),
          )
        ).map((s) => [s.orderId, s]),
      );
      return ok({
        reports: rows.map((r) => ({
          orderId: r.order_id,
          patientNames: named.get(r.order_id)?.patientNames ?? [],
          itemNames: named.get(r.order_id)?.itemNames ?? [],
          collectedOn: r.collected_at ? new Date(r.collected_at).toISOString() : null,
          reportedAt: new Date(r.report_at!).toISOString(),
          reportUrl: `/api/diagnostics/orders/${r.order_id}/report`,
          orderUrl: bookingUrl(r.order_id),
        })),
      });
    },

    /** The report's storage key, for its owner only. */
    async reportKey(userId: number, orderId: number): Promise<Result<string>> {
      const row = await db.selectFrom('lab_bookings').where('order_id', '=', orderId).select(['user_id', 'report_key']).executeTakeFirst();
      if (!row || row.user_id !== userId) return labBookingErrors.notFound();
      return row.report_key ? ok(row.report_key) : labBookingErrors.reportNotFound();
    },

    /** GET auth/fetchDiagnosticsOrdersCount: bookings that went through (paid or pay at collection). */
    async count(userId: number): Promise<number> {
      const row = await db
        .selectFrom('lab_bookings')
        .where('user_id', '=', userId)
        .where('status', 'not in', ['PAYMENT_PENDING', 'RELEASED'])
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type LabBookingService = ReturnType<typeof labBookingService>;
