import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { failureEnvelope } from '@dawa/contracts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The success data's contract (the `data` of `{ status: 1, data }`); every JSON call declares one. */
    response?: z.ZodType;
  }
}

/** One answer that broke its contract. */
export interface ResponseViolation {
  method: string;
  url: string;
  statusCode: number;
  problem: string;
}

/**
 * Checks every JSON answer of the API against its contract: failures against the failure envelope, successes
 * against the route's declared data schema. A JSON success from a route that declares none is a violation
 * too, so a new call cannot skip its contract. Off in production (it parses every answer); the integration
 * suite turns it on and fails a test file that saw a violation.
 */
export function checkResponses(app: FastifyInstance, report: (violation: ResponseViolation) => void) {
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json') || reply.getHeader('content-encoding')) return payload;
    const path = request.url.split('?')[0]!;
    if (path.startsWith('/api/docs')) return payload; // the OpenAPI document and its UI
    const violation = (problem: string) =>
      report({ method: request.method, url: path, statusCode: reply.statusCode, problem });
    let body: unknown;
    try {
      body = JSON.parse(typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '');
    } catch {
      violation('the answer is not JSON');
      return payload;
    }
    if (reply.statusCode >= 400) {
      const parsed = failureEnvelope.safeParse(body);
      if (!parsed.success) violation(`failure envelope: ${summarise(parsed.error)}`);
      return payload;
    }
    const schema = request.routeOptions.config?.response;
    if (!schema) {
      violation('the route declares no response schema');
      return payload;
    }
    const envelope = body as { status?: unknown; data?: unknown };
    if (envelope.status !== 1 || !('data' in envelope)) {
      violation('a success answer outside the { status: 1, data } envelope');
      return payload;
    }
    const parsed = schema.safeParse(envelope.data);
    if (!parsed.success) violation(summarise(parsed.error));
    // Parsing drops what the contract does not name: an answer that loses something carried undeclared fields.
    else {
      const extra = undeclared(envelope.data, parsed.data);
      if (extra.length > 0) violation(`fields outside the contract: ${extra.slice(0, 5).join(', ')}`);
    }
    return payload;
  });
}

function summarise(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/** Paths present in `sent` but missing from `kept` (the contract's parse of it). */
function undeclared(sent: unknown, kept: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) return sent.flatMap((item, i) => undeclared(item, kept[i], `${path}[${i}]`));
  if (!isObject(sent) || !isObject(kept)) return [];
  return Object.keys(sent).flatMap((key) => {
    const at = path ? `${path}.${key}` : key;
    if (!(key in kept)) return sent[key] === undefined ? [] : [at];
    return undeclared(sent[key], kept[key], at);
  });
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
