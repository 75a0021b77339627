import type { FastifyReply, FastifyRequest } from 'fastify';
import { failureBody } from '../../http/result.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery: a state-changing call is refused when the browser says it comes from
 * another site (Sec-Fetch-Site: cross-site) or its Origin is not this host. Requests without an
 * Origin (server-side rendering, curl) pass; the SameSite=Lax cookie covers the rest.
 */
export function isCrossSiteWrite(request: FastifyRequest): boolean {
  if (!STATE_CHANGING.has(request.method)) return false;
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== new URL(`http://${request.host}`).host;
  } catch {
    return true; // "null" (sandboxed or privacy-redirected documents) or garbage
  }
}

export async function csrfGuard(request: FastifyRequest, reply: FastifyReply) {
  if (!isCrossSiteWrite(request)) return;
  await reply
    .code(403)
    .send(failureBody({ code: 'CROSS_SITE_REFUSED', message: 'This request came from another site and was refused.' }));
  return reply;
}
