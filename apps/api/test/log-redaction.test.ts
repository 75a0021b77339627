/**
 * No card number reaches a log line: requests carrying card numbers in their path, query, body and headers
 * go through the whole server with its logger writing to a captured stream, and every line is scanned.
 * Also: the card BIN lookup is limited per session (and per address without one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/create-test-app.ts';
import { login, testIp } from './support/auth.ts';
import { redactCardNumbers } from '../src/logging/card-redaction.ts';

const lines: string[] = [];
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ logStream: { write: (line: string) => void lines.push(line) } });
});
afterAll(() => app?.close());

/** Test card numbers (Visa, Mastercard, RuPay, Amex) in the shapes people and forms write them. */
const CARDS = [
  '4111111111111111',
  '5500 0000 0000 0004',
  '6521-1234-5678-9012',
  '378282246310005',
  '4012+8888+8888+1881',
  '4222%202222%202222%202222',
];

/** Any run of 12 or more digits once separators (spaces, dashes, dots, '+', encoded spaces) are taken out. */
const cardLike = (line: string) => line.replace(/%2[0d]|[\s\-+.]/gi, '').match(/\d{12,}/g) ?? [];

let request = 0;
const requestId = () => `scan-${++request}`; // ids without digits runs, so only what the requests carry can match

describe('card numbers in logs', () => {
  it('never appear in any line, whatever part of a request carried them', async () => {
    const cookie = await login(app.api);
    for (const card of CARDS) {
      const headers = { cookie, 'x-request-id': requestId(), 'x-card-number': card, 'x-forwarded-for': testIp() };
      await app.api.inject({ method: 'GET', url: `/api/ufp/checkBINBasedOfferStatus/${card.replace(/ /g, '%20')}`, headers });
      await app.api.inject({ method: 'GET', url: `/api/ufp/checkBINBasedOfferStatus/411111?card=${card.replace(/ /g, '+')}`, headers });
      await app.api.inject({ method: 'POST', url: '/api/ufp/fetchPaymentOffers', payload: { cardNumber: card, promoCode: card }, headers });
      await app.api.inject({ method: 'GET', url: `/gateway/cardbins/${card.replace(/ /g, '%20')}`, headers });
      await app.api.inject({ method: 'GET', url: `/no/such/page/${card.replace(/ /g, '%20')}`, headers });
      // A careless line of the kind a debugging session leaves behind: headers and body dumped whole.
      app.api.log.info({ headers, body: { cardNumber: card, nested: [{ pan: card }] } }, `checking card ${card}`);
    }
    expect(lines.length).toBeGreaterThan(CARDS.length * 5);
    // The lines were written, with the BIN kept and the rest masked.
    expect(lines.some((line) => line.includes('/checkBINBasedOfferStatus/411111**********'))).toBe(true);
    expect(lines.some((line) => line.includes('checking card 550000**********'))).toBe(true);
    const leaks = lines.flatMap((line) => cardLike(line).map((digits) => `${digits} in ${line.slice(0, 200)}`));
    expect(leaks).toEqual([]);
  });

  it('masks every shape of a card number and keeps at most its first 6 digits', () => {
    expect(redactCardNumbers('/cardbins/4111111111111111?x=1')).toBe('/cardbins/411111**********?x=1');
    expect(redactCardNumbers('"5500 0000 0000 0004"')).toBe('"550000**********"');
    expect(redactCardNumbers('pan=4222%202222%202222%202222')).toBe('pan=422222**********');
    expect(redactCardNumbers('order 12345, pincode 400001, amount 1999.00')).toBe('order 12345, pincode 400001, amount 1999.00');
  });
});

describe('card BIN lookup limit', () => {
  it('answers 429 CARD_LOOKUP_RATE_LIMITED after 10 lookups a minute in one session, other sessions unaffected', async () => {
    const [alice, bob] = [await login(app.api), await login(app.api)];
    const lookup = (cookie?: string, ip = '10.250.0.1') =>
      app.api.inject({
        method: 'GET',
        url: '/api/ufp/checkBINBasedOfferStatus/411111',
        headers: { ...(cookie ? { cookie } : {}), 'x-forwarded-for': ip },
      });
    for (let i = 0; i < 10; i++) expect((await lookup(alice, testIp())).statusCode).not.toBe(429);
    // A new address does not reset the session's count.
    const limited = await lookup(alice, testIp());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 0, error: { code: 'CARD_LOOKUP_RATE_LIMITED' } });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await lookup(bob)).statusCode).not.toBe(429);
    // Without a session the address is counted.
    for (let i = 0; i < 10; i++) expect((await lookup(undefined, '10.250.9.9')).statusCode).toBe(401);
    expect((await lookup(undefined, '10.250.9.9')).statusCode).toBe(429);
  });
});
