import { randomBytes } from 'node:crypto';

const LETTERS = 'abcdefghijklmnop';

/**
 * A new request id: 128 random bits written as 32 letters. A UUID's digits, run across its dashes, often look
 * like a card number (e.g. `964-3446-4466-81`), and the card redaction then masked the id in every log line
 * of its request, so the id a client saw in X-Request-Id could not be found in the log.
 */
export function newRequestId(): string {
  let id = '';
  for (const byte of randomBytes(16)) id += LETTERS[byte >> 4]! + LETTERS[byte & 15]!;
  return id;
}
