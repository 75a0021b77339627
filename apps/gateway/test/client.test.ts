import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGatewayClient, GatewayUnavailableError, type GatewayTransport } from '../../api/src/modules/payments/gateway-client.ts';
import { SANDBOX_WALLET_OTP } from '../src/index.ts';
import {
  API_KEY,
  decideTxn,
  MERCHANT_ID,
  pathOf,
  RESPONSE_KEY,
  RETURN_URL,
  startTxn,
  testGateway,
  validCard,
  type TestGateway,
} from './support.ts';

/** A transport that hands the client's requests to the gateway in-process. */
const injectTransport =
  (app: FastifyInstance): GatewayTransport =>
  async (request) => {
    const response = await app.inject({
      method: request.method,
      url: pathOf(request.url),
      headers: request.headers,
      payload: request.body,
    });
    return { status: response.statusCode, body: response.body };
  };

let gateway: TestGateway;
let client: ReturnType<typeof createGatewayClient>;
beforeEach(async () => {
  gateway = await testGateway();
  client = createGatewayClient({
    baseUrl: 'http://localhost:3000/gateway/',
    merchantId: MERCHANT_ID,
    apiKey: API_KEY,
    responseKey: RESPONSE_KEY,
    transport: injectTransport(gateway.app),
  });
});
afterEach(() => gateway.app.close());

describe('gateway client', () => {
  it('creates an order in paise, pays it, verifies the return and reads the status back', async () => {
    const created = await client.createOrder({ orderId: 'ord_client_1', amountPaise: 49_950, customerId: 'cust_1', returnUrl: RETURN_URL });
    if (!created.ok) throw new Error(created.message);
    expect(created.data).toMatchObject({ orderId: 'ord_client_1', status: 'NEW', amountPaise: 49_950 });
    expect(created.data.clientAuthTokenExpiry).toEqual(new Date('2026-03-01T10:15:00Z'));

    const txn = await startTxn(gateway.app, { order_id: 'ord_client_1', client_auth_token: created.data.clientAuthToken }, validCard);
    const redirect = await decideTxn(gateway.app, txn.json().txn_id, 'approve');
    const params = new URL(redirect.headers.location as string).searchParams;
    expect(client.verifyReturn(params)).toEqual({ ok: true, orderId: 'ord_client_1', status: 'CHARGED', statusId: 21 });
    params.set('status', 'AUTHORIZATION_FAILED');
    expect(client.verifyReturn(params)).toMatchObject({ ok: false, code: 'INVALID_SIGNATURE' });

    const state = await client.getOrderStatus('ord_client_1');
    expect(state).toMatchObject({
      ok: true,
      data: { status: 'CHARGED', statusId: 21, amountPaise: 49_950, paymentMethodType: 'CARD', paymentMethod: 'VISA', refunded: false },
    });
  });

  it('returns refusals as values', async () => {
    await client.createOrder({ orderId: 'ord_client_2', amountPaise: 10_000, customerId: 'c', returnUrl: RETURN_URL });
    const conflict = await client.createOrder({ orderId: 'ord_client_2', amountPaise: 10_001, customerId: 'c', returnUrl: RETURN_URL });
    expect(conflict).toMatchObject({ ok: false, code: 'DUPLICATE_ORDER_ID', httpStatus: 409 });
    expect(await client.getOrderStatus('missing')).toMatchObject({ ok: false, code: 'ORDER_NOT_FOUND', httpStatus: 404 });
    expect(await client.refund({ orderId: 'ord_client_2', uniqueRequestId: 'rf_1', amountPaise: 100 })).toMatchObject({
      ok: false,
      code: 'ORDER_NOT_CHARGED',
    });
    const wrongKey = createGatewayClient({
      baseUrl: 'http://localhost:3000/gateway',
      merchantId: MERCHANT_ID,
      apiKey: 'nope',
      responseKey: RESPONSE_KEY,
      transport: injectTransport(gateway.app),
    });
    expect(await wrongKey.getOrderStatus('ord_client_2')).toMatchObject({ ok: false, code: 'ACCESS_DENIED', httpStatus: 401 });
  });

  it('refunds in paise', async () => {
    const created = await client.createOrder({ orderId: 'ord_client_3', amountPaise: 20_000, customerId: 'c', returnUrl: RETURN_URL });
    if (!created.ok) throw new Error(created.message);
    const txn = await startTxn(
      gateway.app,
      { order_id: 'ord_client_3', client_auth_token: created.data.clientAuthToken },
      { payment_method_type: 'UPI', upi_vpa: 'success@upi' },
    );
    await decideTxn(gateway.app, txn.json().txn_id, 'approve');
    const refunded = await client.refund({ orderId: 'ord_client_3', uniqueRequestId: 'rf_1', amountPaise: 5_050 });
    expect(refunded).toMatchObject({
      ok: true,
      data: { refunded: true, amountRefundedPaise: 5_050, refunds: [{ uniqueRequestId: 'rf_1', amountPaise: 5_050 }] },
    });
  });

  it('looks up card BINs', async () => {
    expect(await client.cardBin('508500')).toEqual({
      ok: true,
      data: {
        bin: '508500',
        brand: 'RUPAY',
        bank: 'State Bank of India',
        country: 'INDIA',
        type: 'DEBIT',
        subType: 'CLASSIC',
        issuerBankCode: 'SBIN',
      },
    });
    expect(await client.cardBin('12')).toMatchObject({ ok: false, code: 'INVALID_CARD_BIN' });
  });

  it('links, refreshes, lists and delinks wallets', async () => {
    const created = await client.createWallet({ customerId: 'cust_9', gateway: 'AMAZONPAY' });
    if (!created.ok) throw new Error(created.message);
    expect(created.data).toMatchObject({ wallet: 'AMAZONPAY', linked: false, balancePaise: null });
    expect(await client.linkWallet({ walletId: created.data.id, otp: '999999' })).toMatchObject({
      ok: false,
      code: 'INVALID_OTP',
      message: 'Invalid OTP',
    });
    expect((await client.requestWalletOtp(created.data.id)).ok).toBe(true);
    const linked = await client.linkWallet({ walletId: created.data.id, otp: SANDBOX_WALLET_OTP });
    expect(linked).toMatchObject({ ok: true, data: { linked: true, balancePaise: 80_000 } });
    expect(await client.refreshWallet(created.data.id)).toMatchObject({ ok: true, data: { linked: true, balancePaise: 80_000 } });
    expect(await client.listWallets('cust_9')).toMatchObject({ ok: true, data: [{ id: created.data.id, linked: true }] });
    expect(await client.delinkWallet(created.data.id)).toMatchObject({ ok: true, data: { linked: false, token: null } });
  });

  it('throws on outages: network errors, 5xx and answers that are not JSON', async () => {
    const make = (transport: GatewayTransport) =>
      createGatewayClient({
        baseUrl: 'http://gateway.test',
        merchantId: MERCHANT_ID,
        apiKey: API_KEY,
        responseKey: RESPONSE_KEY,
        transport,
      });
    await expect(make(async () => Promise.reject(new Error('ECONNREFUSED'))).getOrderStatus('x')).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
    await expect(make(async () => ({ status: 502, body: 'Bad Gateway' })).getOrderStatus('x')).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
    await expect(make(async () => ({ status: 200, body: '<html>' })).getOrderStatus('x')).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(make(async () => ({ status: 200, body: '{"order_id":"x"}' })).getOrderStatus('x')).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
  });

  it('times out through fetch with the configured timeout', async () => {
    const server = (await import('node:http')).createServer(() => {
      /* never answers */
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const slow = createGatewayClient({
      baseUrl: `http://127.0.0.1:${port}`,
      merchantId: MERCHANT_ID,
      apiKey: API_KEY,
      responseKey: RESPONSE_KEY,
      timeoutMs: 50,
    });
    await expect(slow.getOrderStatus('x')).rejects.toBeInstanceOf(GatewayUnavailableError);
    server.closeAllConnections();
    server.close();
  });
});
