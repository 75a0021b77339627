/** A request id the server makes up is never taken for a card number, so the log keeps it as the client saw it. */
import { describe, expect, it } from 'vitest';
import { redactCardNumbers } from '../src/logging/card-redaction.ts';
import { newRequestId } from '../src/logging/request-id.ts';

describe('request ids', () => {
  it('survive the card redaction of log lines, and do not repeat', () => {
    const ids = Array.from({ length: 20_000 }, newRequestId);
    for (const id of ids) {
      expect(id).toMatch(/^[a-p]{32}$/);
      expect(redactCardNumbers(`"reqId":"${id}"`)).toBe(`"reqId":"${id}"`);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a UUID, the former id, is masked often enough to lose requests in the log', () => {
    const masked = Array.from({ length: 2_000 }, () => crypto.randomUUID()).filter((id) => redactCardNumbers(id) !== id);
    expect(masked.length).toBeGreaterThan(0);
  });
});
