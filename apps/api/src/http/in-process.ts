import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Calls the web server makes to the API in-process (a page's loaders and actions) carry the page request's
 * scheme in these headers. An injected request has no socket, so Fastify sees every one of them as plain
 * HTTP; behind TLS the session cookie would then be read and set under the wrong name (`dawa_session`
 * instead of `__Host-dawa_session`). The secret is random per process, so no client can claim to be one.
 */
export const IN_PROCESS_HEADER = 'x-dawa-in-process';
export const IN_PROCESS_SECRET = randomBytes(24).toString('base64url');

/** The headers an in-process call adds for a page request that came over HTTPS (or over HTTP). */
export function inProcessHeaders(pageOverHttps: boolean): Record<string, string> {
  return { [IN_PROCESS_HEADER]: `${IN_PROCESS_SECRET}${pageOverHttps ? ';https' : ''}` };
}

/** Whether the shopper's request reached the store over HTTPS, directly or through the page that called in-process. */
export function overHttps(request: FastifyRequest): boolean {
  if (request.protocol === 'https') return true;
  return request.headers[IN_PROCESS_HEADER] === `${IN_PROCESS_SECRET};https`;
}

/** Whether a request is one of this process's own in-process calls. */
export const isInProcess = (request: FastifyRequest): boolean =>
  String(request.headers[IN_PROCESS_HEADER] ?? '').split(';')[0] === IN_PROCESS_SECRET;
