import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gatewayPlugin } from '../src/index.ts';
import {
  API_KEY,
  createOrder,
  MERCHANT_ID,
  PUBLIC_BASE,
  RESPONSE_KEY,
  startTxn,
  testGateway,
  validCard,
  type TestGateway,
} from './support.ts';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await testGateway();
});
afterEach(() => gateway.app.close());

async function txnError(fields: Record<string, string>) {
  const { body: order } = await createOrder(gateway.app);
  const response = await startTxn(gateway.app, order, fields);
  expect(response.statusCode).toBe(400);
  const body = response.json();
  expect(body.status).toBe('error');
  return body.error_code as string;
}

describe('instrument validation on /txns', () => {
  it.each([
    ['a number failing the Luhn check', { card_number: '4111111111111112' }, 'INVALID_CARD_NUMBER'],
    ['a too short number', { card_number: '411111' }, 'INVALID_CARD_NUMBER'],
    ['letters in the number', { card_number: '4111abcd11111111' }, 'INVALID_CARD_NUMBER'],
    ['an expired card', { card_exp_month: '02', card_exp_year: '2026' }, 'CARD_EXPIRED'],
    ['a two-digit past year', { card_exp_month: '12', card_exp_year: '25' }, 'CARD_EXPIRED'],
    ['month 13', { card_exp_month: '13' }, 'INVALID_CARD_EXPIRY'],
    ['a missing year', { card_exp_year: '' }, 'INVALID_CARD_EXPIRY'],
    ['a 2-digit CVV', { card_security_code: '12' }, 'INVALID_CVV'],
    ['a 5-digit CVV', { card_security_code: '12345' }, 'INVALID_CVV'],
    ['a missing CVV', { card_security_code: '' }, 'INVALID_CVV'],
    ['a brand that does not match', { payment_method: 'MASTERCARD' }, 'INVALID_PAYMENT_METHOD'],
  ])('rejects %s', async (_name, override, code) => {
    expect(await txnError({ ...validCard, ...override })).toBe(code);
  });

  it('accepts a card through the end of its expiry month, and a 4-digit CVV on AMEX', async () => {
    const { body: order } = await createOrder(gateway.app);
    const thisMonth = await startTxn(gateway.app, order, { ...validCard, card_exp_month: '03', card_exp_year: '26' });
    expect(thisMonth.statusCode).toBe(200);
    const amex = await startTxn(gateway.app, order, {
      ...validCard,
      payment_method: 'AMEX',
      card_number: '378282246310005',
      card_security_code: '1234',
    });
    expect(amex.statusCode).toBe(200);
  });

  it.each([
    ['a VPA without a handle', { payment_method_type: 'UPI', upi_vpa: 'asha' }, 'INVALID_VPA'],
    ['a VPA with two @', { payment_method_type: 'UPI', upi_vpa: 'a@b@upi' }, 'INVALID_VPA'],
    ['UPI intent', { payment_method_type: 'UPI', upi_vpa: 'asha@upi', txn_type: 'UPI_PAY' }, 'INVALID_TXN_TYPE'],
    ['an unknown bank', { payment_method_type: 'NB', payment_method: 'NB_NOPE' }, 'INVALID_PAYMENT_METHOD'],
    ['an unknown wallet', { payment_method_type: 'WALLET', payment_method: 'NOPE' }, 'INVALID_PAYMENT_METHOD'],
    [
      'a wallet token that is not linked',
      { payment_method_type: 'WALLET', payment_method: 'PAYTM', direct_wallet_token: 'x' },
      'INVALID_WALLET_TOKEN',
    ],
    ['an unknown type', { payment_method_type: 'CHEQUE' }, 'INVALID_PAYMENT_METHOD_TYPE'],
  ])('rejects %s', async (_name, fields, code) => {
    expect(await txnError(fields)).toBe(code);
  });
});

describe('card BINs', () => {
  it.each([
    ['411111', { brand: 'VISA', type: 'CREDIT', bank: 'HDFC Bank' }],
    ['400000', { brand: 'VISA', type: 'DEBIT', bank: 'ICICI Bank' }],
    ['508500', { brand: 'RUPAY', type: 'DEBIT', bank: 'State Bank of India' }],
    ['52222299', { brand: 'MASTERCARD', type: 'CREDIT', bank: 'Axis Bank' }],
    ['471234', { brand: 'VISA', type: 'DEBIT', bank: 'Unknown' }],
    ['222100', { brand: 'MASTERCARD', type: 'DEBIT', bank: 'Unknown' }],
    ['371234', { brand: 'AMEX' }],
    ['607000', { brand: 'RUPAY' }],
    ['301234', { brand: 'DINERS' }],
  ])('looks up %s', async (bin, expected) => {
    const response = await gateway.app.inject({ method: 'GET', url: `/gateway/cardbins/${bin}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: bin, country: 'INDIA', ...expected });
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it.each(['41111', '411111111', '41a111', '999999'])('rejects %s', async (bin) => {
    const response = await gateway.app.inject({ method: 'GET', url: `/gateway/cardbins/${bin}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe('error');
  });
});

describe('card fingerprint', () => {
  const fingerprint = (cardNumber: string, merchantId = MERCHANT_ID) =>
    gateway.app.inject({ method: 'GET', url: '/gateway/card/fingerprint', query: { card_number: cardNumber, merchant_id: merchantId } });

  it('is stable per card, differs between cards and does not contain the number', async () => {
    const first = (await fingerprint('4111111111111111')).json().fingerprint as string;
    const again = (await fingerprint('4111 1111 1111 1111')).json().fingerprint as string;
    const other = (await fingerprint('5555555555554444')).json().fingerprint as string;
    expect(first).toBe(again);
    expect(first).not.toBe(other);
    expect(first).not.toContain('4111111111111111');
    expect(first).not.toContain('1111');
  });

  it('needs the merchant id and a valid card number', async () => {
    expect((await fingerprint('4111111111111111', 'other')).statusCode).toBe(401);
    expect((await fingerprint('4111111111111112')).statusCode).toBe(400);
  });

  it('never writes card numbers or CVVs to the request log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    await app.register(gatewayPlugin, {
      prefix: '/gateway',
      merchantId: MERCHANT_ID,
      apiKey: API_KEY,
      responseKey: RESPONSE_KEY,
      publicBaseUrl: PUBLIC_BASE,
      webhook: undefined,
    });
    await app.inject({ method: 'GET', url: `/gateway/card/fingerprint?card_number=4111111111111111&merchant_id=${MERCHANT_ID}` });
    const { body: order } = await createOrder(app);
    await startTxn(app, order, { ...validCard, card_security_code: '987' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/gateway/card/fingerprint');
    expect(log).toContain('/gateway/txns');
    expect(log).not.toContain('4111111111111111');
    expect(log).not.toContain('card_security_code');
    expect(log).not.toContain('card_number');
  });
});
