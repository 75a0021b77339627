import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyReturnSignature } from '../src/index.ts';
import {
  createOrder,
  decideTxn,
  orderStatus,
  pathOf,
  PUBLIC_BASE,
  RESPONSE_KEY,
  RETURN_URL,
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

const card = (number: string) => ({ ...validCard, card_number: number, payment_method: '' });
const upi = (vpa: string) => ({ payment_method_type: 'UPI', payment_method: 'UPI', upi_vpa: vpa, txn_type: 'UPI_COLLECT' });

/** Starts a payment, opens the hosted page, posts the decision and returns what the store receives. */
async function payThroughHostedPage(fields: Record<string, string>, posted = 'approve') {
  const { body: order } = await createOrder(gateway.app, { amount: '499.50' });
  const started = await startTxn(gateway.app, order, fields);
  expect(started.statusCode).toBe(200);
  const txn = started.json();
  expect(txn).toMatchObject({ order_id: order.order_id, status: 'PENDING_VBV', payment: { authentication: { method: 'GET' } } });
  const pageUrl: string = txn.payment.authentication.url;
  expect(pageUrl).toBe(`${PUBLIC_BASE}/pay/${txn.txn_id}`);
  const page = await gateway.app.inject({ method: 'GET', url: pathOf(pageUrl) });
  expect(page.statusCode).toBe(200);
  const decided = await decideTxn(gateway.app, txn.txn_id, posted);
  return { order, txnId: txn.txn_id as string, page: page.body, decided };
}

function returned(location: string | undefined) {
  expect(location).toBeDefined();
  const url = new URL(location!);
  expect(url.origin + url.pathname).toBe(RETURN_URL);
  return url.searchParams;
}

describe('test instruments through the hosted page', () => {
  it.each([
    ['card 4111 1111 1111 1111 succeeds even if declined is posted', card('4111 1111 1111 1111'), 'decline', 'CHARGED', '21'],
    ['card 4000 0000 0000 0002 is declined even if approved is posted', card('4000000000000002'), 'approve', 'AUTHORIZATION_FAILED', '27'],
    ['UPI success@upi succeeds', upi('success@upi'), 'decline', 'CHARGED', '21'],
    ['UPI failure@upi fails', upi('failure@upi'), 'approve', 'AUTHORIZATION_FAILED', '27'],
    ['another card, approved by the tester', card('5555555555554444'), 'approve', 'CHARGED', '21'],
    ['another card, declined by the tester', card('5555555555554444'), 'decline', 'AUTHORIZATION_FAILED', '27'],
    ['another VPA, approved by the tester', upi('asha.rao@okhdfc'), 'approve', 'CHARGED', '21'],
    ['net banking, approved', { payment_method_type: 'NB', payment_method: 'NB_HDFC' }, 'approve', 'CHARGED', '21'],
    ['net banking, declined', { payment_method_type: 'NB', payment_method: 'NB_SBI' }, 'decline', 'AUTHORIZATION_FAILED', '27'],
    ['wallet, approved', { payment_method_type: 'WALLET', payment_method: 'PAYTM' }, 'approve', 'CHARGED', '21'],
  ])('%s', async (_name, fields, posted, status, statusId) => {
    const { order, txnId, decided } = await payThroughHostedPage(fields, posted);
    expect(decided.statusCode).toBe(303);
    const params = returned(decided.headers.location as string);
    expect(Object.fromEntries(params)).toMatchObject({
      order_id: order.order_id,
      status,
      status_id: statusId,
      signature_algorithm: 'HMAC-SHA256',
    });
    expect(verifyReturnSignature(params, RESPONSE_KEY)).toBe(true);
    expect(await orderStatus(gateway.app, order.order_id!)).toMatchObject({ status, status_id: Number(statusId), txn_id: txnId });
  });

  it('auto-submits a fixed result, with a visible button for browsers without scripts', async () => {
    const { page } = await payThroughHostedPage(card('4000000000000002'));
    expect(page).toContain('Dawa test payment gateway — sandbox');
    expect(page).toContain('VISA card •••• 0002');
    expect(page).toContain('₹499.50');
    expect(page).toContain('always declined');
    expect(page).toContain('>Decline payment</button>');
    expect(page).not.toContain('Approve payment');
    expect(page).toMatch(/<script nonce="[^"]+">[^<]*submit\(\)/);
    expect(page).not.toContain('4000000000000002');
  });

  it('lets the tester choose for other instruments', async () => {
    const { page } = await payThroughHostedPage(upi('asha@okicici'));
    expect(page).toContain('UPI asha@okicici');
    expect(page).toContain('Approve payment');
    expect(page).toContain('Decline payment');
    expect(page).toContain(`action="${PUBLIC_BASE}/pay/`);
    expect(page).not.toContain('<script');
  });

  it('keeps pending@upi pending: no decision resolves it', async () => {
    const { order, page, decided, txnId } = await payThroughHostedPage(upi('pending@upi'), 'approve');
    expect(page).toContain('Waiting for you to approve in your UPI app');
    expect(page).not.toContain('Approve payment');
    expect(decided.statusCode).toBe(303);
    expect(decided.headers.location).toBe(`${PUBLIC_BASE}/pay/${txnId}`);
    expect(await orderStatus(gateway.app, order.order_id!)).toMatchObject({ status: 'PENDING_VBV', status_id: 23 });

    const left = await decideTxn(gateway.app, txnId, 'leave');
    const params = returned(left.headers.location as string);
    expect(params.get('status')).toBe('PENDING_VBV');
    expect(verifyReturnSignature(params, RESPONSE_KEY)).toBe(true);
    expect(gateway.deliveries).toHaveLength(0);
  });

  it('keeps the first decision: a second one changes nothing and redirects again', async () => {
    const { order, txnId } = await payThroughHostedPage(card('5555555555554444'), 'decline');
    const second = await decideTxn(gateway.app, txnId, 'approve');
    expect(second.statusCode).toBe(303);
    expect(returned(second.headers.location as string).get('status')).toBe('AUTHORIZATION_FAILED');
    expect((await orderStatus(gateway.app, order.order_id!)).status).toBe('AUTHORIZATION_FAILED');
    const reopened = await gateway.app.inject({ method: 'GET', url: `/gateway/pay/${txnId}` });
    expect(reopened.statusCode).toBe(303);
    expect(returned(reopened.headers.location as string).get('status')).toBe('AUTHORIZATION_FAILED');
  });

  it('lets a failed order be paid again, but not a charged one', async () => {
    const { order } = await payThroughHostedPage(card('4000000000000002'));
    const retry = await startTxn(gateway.app, order, card('4111111111111111'));
    expect(retry.statusCode).toBe(200);
    await decideTxn(gateway.app, retry.json().txn_id, 'approve');
    expect((await orderStatus(gateway.app, order.order_id!)).status).toBe('CHARGED');

    const again = await startTxn(gateway.app, order, card('4111111111111111'));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 'error', error_code: 'ORDER_ALREADY_PAID', error_message: 'Order already paid' });
  });

  it('returns a second approval at once when another transaction already charged the order', async () => {
    const { body: order } = await createOrder(gateway.app);
    const first = (await startTxn(gateway.app, order, upi('asha@okaxis'))).json();
    const second = (await startTxn(gateway.app, order, card('4111111111111111'))).json();
    await decideTxn(gateway.app, second.txn_id, 'approve');
    const late = await decideTxn(gateway.app, first.txn_id, 'approve');
    expect(returned(late.headers.location as string).get('status')).toBe('CHARGED');
    expect(await orderStatus(gateway.app, order.order_id!)).toMatchObject({ status: 'CHARGED', txn_id: second.txn_id, refunded: false });
  });

  it('keeps the store’s own return_url parameters and signs them too', async () => {
    const { body: order } = await createOrder(gateway.app, { return_url: `${RETURN_URL}?lang=hi&signature=forged` });
    const txn = (await startTxn(gateway.app, order, upi('success@upi'))).json();
    const params = returned((await decideTxn(gateway.app, txn.txn_id, 'approve')).headers.location as string);
    expect(params.get('lang')).toBe('hi');
    expect(params.getAll('signature')).toHaveLength(1);
    expect(verifyReturnSignature(params, RESPONSE_KEY)).toBe(true);
    params.set('lang', 'en');
    expect(verifyReturnSignature(params, RESPONSE_KEY)).toBe(false);
  });

  it('rejects tampered or unsigned return parameters', async () => {
    const { decided } = await payThroughHostedPage(card('4000000000000002'));
    const params = returned(decided.headers.location as string);
    const tampered = new URLSearchParams(params);
    tampered.set('status', 'CHARGED');
    tampered.set('status_id', '21');
    expect(verifyReturnSignature(tampered, RESPONSE_KEY)).toBe(false);
    expect(verifyReturnSignature(params, 'another-key')).toBe(false);
    const wrongAlgorithm = new URLSearchParams(params);
    wrongAlgorithm.set('signature_algorithm', 'MD5');
    expect(verifyReturnSignature(wrongAlgorithm, RESPONSE_KEY)).toBe(false);
    const unsigned = new URLSearchParams(params);
    unsigned.delete('signature');
    expect(verifyReturnSignature(unsigned, RESPONSE_KEY)).toBe(false);
    expect(verifyReturnSignature({ ...Object.fromEntries(params), signature: 'short' }, RESPONSE_KEY)).toBe(false);
  });

  it('answers 404 for an unknown transaction and 400 for an unknown decision', async () => {
    expect((await gateway.app.inject({ method: 'GET', url: '/gateway/pay/txn_unknown' })).statusCode).toBe(404);
    const { body: order } = await createOrder(gateway.app);
    const txn = (await startTxn(gateway.app, order, card('5555555555554444'))).json();
    const odd = await decideTxn(gateway.app, txn.txn_id, 'maybe');
    expect(odd.statusCode).toBe(400);
    expect(odd.json().status).toBe('error');
  });
});

describe('client auth token', () => {
  it('expires after 15 minutes', async () => {
    const { body: order } = await createOrder(gateway.app);
    gateway.clock.advance(15 * 60_000);
    const response = await startTxn(gateway.app, order, card('4111111111111111'));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 'error', error_code: 'CLIENT_AUTH_TOKEN_EXPIRED' });
  });

  it('must be the order’s own token, with the right merchant id', async () => {
    const { body: order } = await createOrder(gateway.app);
    const { body: other } = await createOrder(gateway.app);
    const wrongToken = await startTxn(gateway.app, { ...order, client_auth_token: other.client_auth_token! }, validCard);
    expect(wrongToken.statusCode).toBe(401);
    expect(wrongToken.json().error_code).toBe('INVALID_CLIENT_AUTH_TOKEN');
    const wrongMerchant = await startTxn(gateway.app, order, { ...validCard, merchant_id: 'someone_else' });
    expect(wrongMerchant.statusCode).toBe(401);
    const unknownOrder = await startTxn(gateway.app, { ...order, order_id: 'ord_missing' }, validCard);
    expect(unknownOrder.statusCode).toBe(404);
  });
});
