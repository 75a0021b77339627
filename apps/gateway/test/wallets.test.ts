import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_WALLET_OTP } from '../src/index.ts';
import { createOrder, decideTxn, merchantAuth, startTxn, testGateway, type TestGateway } from './support.ts';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await testGateway();
});
afterEach(() => gateway.app.close());

const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  gateway.app.inject({ method, url: `/gateway${url}`, headers: merchantAuth, ...(payload ? { payload } : {}) });

async function linkedWallet(gatewayName = 'PAYTM') {
  const created = (await call('POST', '/customers/cust_1/wallets', { gateway: gatewayName, command: 'authenticate' })).json();
  return (await call('POST', `/wallets/${created.id}`, { command: 'link', otp: SANDBOX_WALLET_OTP })).json();
}

describe('wallets', () => {
  it('sends an OTP, then links with it and shows the sandbox balance', async () => {
    const created = await call('POST', '/customers/cust_1/wallets', { gateway: 'PAYTM', command: 'authenticate' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ object: 'wallet_account', wallet: 'PAYTM', linked: false, current_balance: null, token: null });
    const linked = await call('POST', `/wallets/${created.json().id}`, { command: 'link', otp: '123456' });
    expect(linked.json()).toMatchObject({
      id: created.json().id,
      linked: true,
      current_balance: 1500,
      last_refreshed: '2026-03-01T10:00:00.000Z',
    });
    expect(linked.json().token).toMatch(/^tok_/);
  });

  it('rejects a wrong OTP, and linking before an OTP was sent', async () => {
    const created = (await call('POST', '/customers/cust_1/wallets', { gateway: 'MOBIKWIK', command: 'authenticate' })).json();
    const wrong = await call('POST', `/wallets/${created.id}`, { command: 'link', otp: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ status: 'error', error_code: 'INVALID_OTP', error_message: 'Invalid OTP' });
    await call('POST', `/wallets/${created.id}`, { command: 'delink' });
    const unrequested = await call('POST', `/wallets/${created.id}`, { command: 'link', otp: SANDBOX_WALLET_OTP });
    expect(unrequested.statusCode).toBe(400);
  });

  it('refreshes, lists and delinks', async () => {
    const wallet = await linkedWallet('MOBIKWIK');
    gateway.clock.advance(60_000);
    const refreshed = await call('GET', `/wallets/${wallet.id}?command=refresh`);
    expect(refreshed.json()).toMatchObject({
      linked: true,
      current_balance: 250,
      last_refreshed: '2026-03-01T10:01:00.000Z',
      token: wallet.token,
    });
    const list = (await call('GET', '/customers/cust_1/wallets')).json();
    expect(list).toMatchObject({ count: 1, list: [{ id: wallet.id, wallet: 'MOBIKWIK', linked: true }] });
    const delinked = await call('POST', `/wallets/${wallet.id}`, { command: 'delink' });
    expect(delinked.json()).toMatchObject({ linked: false, current_balance: null, token: null });
    expect((await call('GET', '/customers/someone_else/wallets')).json().count).toBe(0);
  });

  it('validates the call', async () => {
    expect((await call('POST', '/customers/cust_1/wallets', { gateway: 'NOPE', command: 'authenticate' })).statusCode).toBe(400);
    expect((await call('POST', '/wallets/wlt_missing', { command: 'delink' })).statusCode).toBe(404);
    expect((await call('POST', '/wallets/wlt_missing', { command: 'explode' })).statusCode).toBe(400);
    const anonymous = await gateway.app.inject({ method: 'GET', url: '/gateway/customers/cust_1/wallets' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('pays from a linked wallet with its token and debits the balance', async () => {
    const wallet = await linkedWallet('PAYTM');
    const { body: order } = await createOrder(gateway.app, { amount: '499.50' });
    const txn = await startTxn(gateway.app, order, {
      payment_method_type: 'WALLET',
      payment_method: 'PAYTM',
      direct_wallet_token: wallet.token,
    });
    expect(txn.statusCode).toBe(200);
    await decideTxn(gateway.app, txn.json().txn_id, 'approve');
    expect((await call('GET', `/wallets/${wallet.id}?command=refresh`)).json().current_balance).toBe(1000.5);

    const { body: big } = await createOrder(gateway.app, { amount: '2000.00' });
    const short = await startTxn(gateway.app, big, {
      payment_method_type: 'WALLET',
      payment_method: 'PAYTM',
      direct_wallet_token: wallet.token,
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error_code).toBe('INSUFFICIENT_BALANCE');
  });
});
