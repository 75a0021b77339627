import type { LoggerOptions } from 'pino';

/**
 * Card numbers never reach a log line. Anything that looks like one — 12 to 19 digits, run together or
 * separated by spaces, dashes, dots, '+' or an encoded space (as in a URL) — keeps at most its first 6
 * digits (the BIN) and the rest become '*'. No Luhn check: a long number that is not a card loses little.
 */
const CARD_LIKE = /(?<!\d)\d(?:(?:[ \-.+_]|%20|%2[dD])?\d){11,18}(?!\d)/g;

export function redactCardNumbers(text: string): string {
  return text.replace(CARD_LIKE, (match) => {
    const digits = match.replace(/%2[0dD]/g, '').replace(/\D/g, '');
    return `${digits.slice(0, 6)}${'*'.repeat(digits.length - 6)}`;
  });
}

/**
 * The logger settings of the server: every serialized line passes through the redaction before it is
 * written, whatever logged it (requests, errors, a future debug line), and times are ISO text rather
 * than 13-digit numbers the redaction would take for cards.
 */
export function redactingLoggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    hooks: { streamWrite: redactCardNumbers },
  };
}
