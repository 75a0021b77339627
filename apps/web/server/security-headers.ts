import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from '@fastify/helmet';

/** One year, subdomains included: sent only on answers that came over HTTPS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

const nonces = new WeakMap<ServerResponse, string>();

/** The nonce of this answer's Content-Security-Policy (the page's inline scripts carry it). */
export const cspNonceOf = (reply: FastifyReply): string => nonces.get(reply.raw) ?? '';

const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?dawa_session=/;

export interface SecurityOptions {
  /** Where the payment form may post besides this origin: the real gateway's origin, when there is one. */
  gatewayUrl?: string;
}

/**
 * Security headers on every answer: a nonce-based Content-Security-Policy (no inline script runs without
 * this request's nonce; nothing may frame a page), nosniff, strict-origin-when-cross-origin referrers, HSTS
 * only over HTTPS (request.protocol honours TRUST_PROXY), and no-store on anything personal. A page that
 * needs another policy (the sandbox gateway's hosted page) sets its own header, which replaces this one.
 */
export async function securityHeaders(app: FastifyInstance, options: SecurityOptions = {}) {
  app.addHook('onRequest', async (_request, reply) => {
    nonces.set(reply.raw, randomBytes(16).toString('base64'));
  });
  const nonce = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${nonces.get(res) ?? ''}'`;
  const gateway = options.gatewayUrl ? [new URL(options.gatewayUrl).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonce],
        // Inline style attributes (React's style prop) are allowed; inline scripts are not.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The card, UPI and wallet details go straight to the gateway from the browser (decision 008).
        formAction: ["'self'", ...gateway],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Set below, and only over HTTPS: over plain HTTP the header means nothing and confuses local testing.
    strictTransportSecurity: false,
    // The gateway's hosted page and the payment return are top-level navigations; no popups to keep apart.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (request.url.startsWith('/api/')) {
      const cache = String(reply.getHeader('cache-control') ?? '');
      // A signed-in caller's answer is personal unless the call declared it public; nothing else is cached by default.
      if (SESSION_COOKIE.test(request.headers.cookie ?? '') && !cache.startsWith('public')) {
        reply.header('cache-control', 'private, no-store');
      } else if (!cache) reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
