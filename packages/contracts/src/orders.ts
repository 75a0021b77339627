import { z } from 'zod';
import { idParam } from './catalogue.ts';
import { pageNumber, wholeNumber } from './numbers.ts';
import { summaryLine } from './cart.ts';
import { address } from './location.ts';

/** Delivery options, order placement, orders and notifications (checkout spec §3, §4, §7 "Delivery and orders"). */

const flag = z.union([z.literal(0), z.literal(1), z.boolean()]).optional();
const boolText = z.enum(['true', 'false', '0', '1']).optional();
const rxId = z.string().regex(/^rx_[a-z0-9]{20,40}$/, 'Unknown prescription.');

export const deliveryOptionsQuery = z
  .object({
    addressId: idParam,
    newImageUploaded: boolText,
    hasOptedForTeleconsult: boolText,
    programId: z.string().max(40).optional(),
    variantId: z.string().max(40).optional(),
    promoCode: z.string().max(40).optional(),
  })
  .strict();

export const deliveryOption = z.object({
  optionId: z.enum(['standard', 'express']),
  /** PRIORITY means express (spec §3). */
  deliverySpeed: z.enum(['STANDARD', 'PRIORITY']),
  title: z.string(),
  eddText: z.string(),
  deliveryDate: z.string(),
  chargePaise: z.number().int(),
  chargeText: z.string(),
  isAvailable: z.boolean(),
  unavailableReason: z.string().nullable(),
});
export type DeliveryOption = z.infer<typeof deliveryOption>;

export const deliveryOptions = z.object({
  address,
  isDeliverable: z.boolean(),
  message: z.string().nullable(),
  shipments: z.array(
    z.object({
      shipmentId: z.number().int(),
      itemCount: z.number().int(),
      deliveryOptions: z.array(deliveryOption),
    }),
  ),
});
export type DeliveryOptions = z.infer<typeof deliveryOptions>;

export const pharmacistCallQuery = z.object({ blockType: z.string().max(40).optional() }).strict();
export const pharmacistCallTime = z.object({
  title: z.string(),
  text: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  isWithinHours: z.boolean(),
});

/** POST /order/placeOrder body (spec §3 "Order placement payload"); prices and totals are never sent. */
export const placeOrderBody = z
  .object({
    addressId: z.string({ error: 'Choose a delivery address.' }).regex(/^[1-9][0-9]{0,9}$/, 'Choose a delivery address.'),
    walletOptedIn: flag,
    isMedicineCorporateWalletOptedIn: flag,
    images: z.array(rxId).max(5, 'You can upload at most 5 prescriptions.').default([]),
    pdfFiles: z.array(rxId).max(5, 'You can upload at most 5 prescriptions.').default([]),
    rxUploadLater: flag,
    pastRxIds: z.array(rxId).max(5, 'Choose at most 5 prescriptions.').default([]),
    placementReason: z.string().max(500).optional(),
    hasOptedForTeleconsult: flag,
    programId: z.string().max(40).optional(),
    variantId: z.string().max(40).optional(),
    promocode: z.string().max(40).optional(),
    promocodeTag: z.string().max(40).optional(),
    /** -1 cash on delivery, 1 card, 2 net banking, 3 wallet, 4 UPI (spec §9). */
    paymentId: wholeNumber(-1, 100, 'Choose a payment method.').refine(
      (v) => [-1, 1, 2, 3, 4, 6, 62, 66].includes(v),
      'Choose a payment method.',
    ),
    paymentSubId: wholeNumber(0, 10_000, 'Choose a payment method.').optional(),
    orderType: z.number().int().min(0).max(22).optional(),
    flipContextData: z.unknown().optional(),
    deliveryPreferences: z
      .array(z.object({ shipmentId: z.number().int(), optionId: z.enum(['standard', 'express']) }).strict())
      .max(5)
      .default([]),
    isPromiseGuaranteeEligible: flag,
    refundOptIn: flag,
    eddType: z.string().max(40).optional(),
  })
  .strict();
export type PlaceOrderBody = z.infer<typeof placeOrderBody>;
export const placeOrderQuery = z.object({ isOmsOnboarded: z.enum(['true', 'false']).optional() }).strict();

export const placedOrder = z.object({
  orderId: z.number().int(),
  status: z.string(),
  /** true when the order waits for an online payment. */
  paymentAllowed: z.boolean(),
  price: z.object({ total: z.number().int(), totalDecimal: z.string(), loyaltyCashback: z.number().int() }),
  shipments: z.array(
    z.object({
      items: z.array(
        z.object({ productId: z.number().int(), name: z.string(), quantity: z.number().int(), isVaccinationAdded: z.boolean() }),
      ),
      eddDetails: z.object({ quickDeliveryEnabled: z.boolean(), deliveryDate: z.string() }),
    }),
  ),
  eventsData: z.object({ order_type: z.number().int(), gcd_applicable: z.boolean(), no_gcd_items: z.number().int() }),
  marketingEvents: z.array(z.string()),
  isCorporateWalletOptedIn: z.boolean(),
  message: z.string(),
});
export type PlacedOrder = z.infer<typeof placedOrder>;

export const orderItem = z.object({
  position: z.number().int(),
  productId: z.number().int().nullable(),
  name: z.string(),
  packLabel: z.string(),
  manufacturer: z.string(),
  quantity: z.number().int(),
  mrpPaise: z.number().int(),
  salePricePaise: z.number().int(),
  lineTotalPaise: z.number().int(),
  isRxRequired: z.boolean(),
  url: z.string().nullable(),
});

export const timelineStep = z.object({ label: z.string(), state: z.enum(['done', 'current', 'upcoming']), at: z.string().nullable() });

export const orderDetail = z.object({
  orderId: z.number().int(),
  orderType: z.number().int(),
  status: z.string(),
  statusText: z.string(),
  outcome: z.string(),
  placedAt: z.string(),
  timeline: z.array(timelineStep),
  address: z.record(z.string(), z.unknown()),
  delivery: z.object({ optionId: z.string(), estimatedDate: z.string() }),
  payment: z.object({
    paymentTypeId: z.number().int(),
    method: z.string(),
    status: z.string(),
    instrument: z.string().nullable(),
    /** The payment page of an order that still waits for payment. */
    retryUrl: z.string().nullable(),
  }),
  rxOption: z.string(),
  prescriptionIds: z.array(z.string()),
  itemCount: z.number().int(),
  amountPaise: z.number().int(),
  amount: z.string(),
  /** Paid from the store wallet. */
  walletPaise: z.number().int(),
  /** A cancelled order's money: back in the wallet, or to the payment's source. */
  refund: z.object({ walletPaise: z.number().int(), sourcePaise: z.number().int(), text: z.string() }).nullable(),
  /** Where a refund of this order goes if it is cancelled after payment. */
  refundTo: z.enum(['wallet', 'source']),
  /** The shopper may cancel it themselves: until it is packed. */
  canCancel: z.boolean(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const orderItems = z.object({ orderId: z.number().int(), items: z.array(orderItem) });
export type OrderItems = z.infer<typeof orderItems>;
export const orderSummary = z.object({
  orderId: z.number().int(),
  summary: z.array(summaryLine),
  amountPaise: z.number().int(),
  totalSavingPaise: z.number().int(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const fetchOrderParams = z.object({
  orderType: z.string().regex(/^(medicine-healthcare|[0-9]{1,2})$/, 'Unknown order type.'),
  orderId: idParam,
});
export const orderIdParam = z.object({ id: idParam });
export const orderItemsQuery = z.object({ isOmsOrder: z.enum(['true', 'false']).optional() }).strict();

export const ordersQuery = z.object({ page: pageNumber(1000) }).strict();
export const orderListItem = z.object({
  orderId: z.number().int(),
  status: z.string(),
  statusText: z.string(),
  placedAt: z.string(),
  itemCount: z.number().int(),
  itemNames: z.array(z.string()),
  amountPaise: z.number().int(),
  amount: z.string(),
  estimatedDate: z.string(),
  url: z.string(),
});
export const orderList = z.object({ orders: z.array(orderListItem), page: z.number().int(), hasMore: z.boolean() });
export type OrderList = z.infer<typeof orderList>;

export const notification = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  hasSeen: z.boolean(),
  createdAt: z.string(),
});
export const notificationList = z.object({ notifications: z.array(notification), unseenCount: z.number().int() });
export type NotificationList = z.infer<typeof notificationList>;
export const markSeenBody = z
  .object({
    ids: z
      .array(z.string().regex(/^[0-9]{1,18}$/))
      .max(100)
      .optional(),
  })
  .strict();
