/**
 * A shopper's steps through the API, as the app's pages call them: sign in with an OTP read from the
 * development outbox, save an address, fill the cart, place an order. Every call goes through the whole
 * server (routing, validation, session, error mapping) with `app.inject`: no sockets.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';

export const COD = -1;
export const UPI = 4;

/** Mumbai 400001: serviceable, with express delivery, in the fixture pincodes. */
const ADDRESS = {
  contactName: 'Asha Rao',
  contactNumber: '9876543210',
  flatNumber: 'Flat 4B, Sea View',
  streetName: 'Marine Drive',
  type: 0,
  pincode: 400001,
  longitude: 72.8355,
  latitude: 18.9364,
};

export interface Shopper {
  index: number;
  mobile: string;
  cookie: string;
  addressId: string;
  /** The products this shopper buys, one of each per order. */
  productIds: number[];
  /** Cart line ids while the cart holds the products; empty once an order has emptied it. */
  itemIds: number[];
  /** How many orders this shopper has placed (for its Idempotency-Keys). */
  orders: number;
  /** False once an order has used the cart: refill it before the next one. */
  cartReady: boolean;
}

export interface Reply {
  statusCode: number;
  body: { status?: number; data?: unknown; error?: { message: string } };
}

async function call(api: FastifyInstance, options: InjectOptions): Promise<Reply> {
  const res = await api.inject(options);
  let body: Reply['body'];
  try {
    body = res.json();
  } catch {
    body = { error: { message: res.body.slice(0, 200) } };
  }
  return { statusCode: res.statusCode, body };
}

/** Throws unless the reply is a 200 success envelope; returns its data. */
function must<T>(step: string, reply: Reply): T {
  if (reply.statusCode !== 200 || reply.body.status !== 1) {
    throw new Error(`${step}: ${reply.statusCode} ${JSON.stringify(reply.body).slice(0, 300)}`);
  }
  return reply.body.data as T;
}

/** A distinct valid mobile number (9xxxxxxxxx) and client address per shopper. */
const mobileOf = (index: number) => `9${String(index).padStart(9, '0')}`;
const clientIpOf = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

/** Signs a new customer in through the OTP flow, saves the address and fills the cart. */
export async function newShopper(api: FastifyInstance, index: number, productIds: number[]): Promise<Shopper> {
  const mobile = mobileOf(index + 1);
  // Each shopper comes from its own address: the per-IP OTP limit is per client, as behind a load balancer.
  const headers = { 'x-forwarded-for': clientIpOf(index + 1) };
  must('requestOTP', await call(api, { method: 'POST', url: '/api/auth/requestOTP', payload: { contactNumber: mobile }, headers }));
  const outbox = must<{ messages: { text: string }[] }>(
    'outbox',
    await call(api, { method: 'GET', url: `/api/dev/outbox?contactNumber=${mobile}` }),
  );
  const code = String(outbox.messages[0]?.text ?? '').match(/\b(\d{4,8})\b/)?.[1];
  if (!code) throw new Error(`No OTP was sent to ${mobile}`);
  const res = await api.inject({ method: 'POST', url: '/api/auth/login', payload: { contactNumber: mobile, userOtp: code }, headers });
  if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode} ${res.body.slice(0, 300)}`);
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = setCookie.find((c) => /^(__Host-)?dawa_session=/.test(c))?.split(';')[0];
  if (!cookie) throw new Error('Login set no session cookie');

  const address = must<{ id: number }[]>(
    'address/add',
    await call(api, { method: 'POST', url: '/api/address/add', payload: ADDRESS, headers: { cookie } }),
  );
  const shopper: Shopper = {
    index,
    mobile,
    cookie,
    addressId: String(address[0]!.id),
    productIds,
    itemIds: [],
    orders: 0,
    cartReady: false,
  };
  await refillCart(api, shopper);
  return shopper;
}

/**
 * Makes the cart ready for the next order. After a cash-on-delivery order the cart is empty: add the
 * products again. After an online order it still holds them (it empties once the payment goes through),
 * and placing the same cart again would return the same pending order: set one line's quantity again,
 * which gives the cart a new version with the same contents.
 */
export async function refillCart(api: FastifyInstance, shopper: Shopper): Promise<void> {
  const headers = { cookie: shopper.cookie };
  if (shopper.itemIds.length === 0) {
    for (const productId of shopper.productIds) {
      const added = must<{ itemId: number }>(
        'addToCart',
        await call(api, { method: 'POST', url: '/api/cart/addToCart', payload: { productId, quantity: 1 }, headers }),
      );
      shopper.itemIds.push(added.itemId);
    }
  } else {
    const url = `/api/cart/updateQuantity/${shopper.itemIds[0]}`;
    must('updateQuantity', await call(api, { method: 'POST', url, payload: { quantity: 1 }, headers }));
  }
  shopper.cartReady = true;
}

/** POST /api/order/placeOrder with an Idempotency-Key, as the checkout page sends it. */
export function placeOrder(api: FastifyInstance, shopper: Shopper, paymentId: number): Promise<Reply> {
  shopper.orders++;
  shopper.cartReady = false;
  return call(api, {
    method: 'POST',
    url: '/api/order/placeOrder?isOmsOnboarded=true',
    payload: { addressId: shopper.addressId, paymentId },
    headers: { cookie: shopper.cookie, 'idempotency-key': `bench-${shopper.index}-${shopper.orders}-${paymentId}` },
  });
}
