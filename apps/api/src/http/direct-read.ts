import type { Envelope } from '@dawa/contracts';
import { failureBody } from './result.ts';
import type { RouteDef, RouteInput } from './route.ts';

/**
 * Public reads a page's loaders make while the page renders (decision 044), answered by the routes' own
 * definitions — the same zod schemas for the path and query, the same handler, the same envelope — without
 * a request through Fastify: no `inject`, no hooks, no JSON written and read back. Only calls that are the
 * same for every shopper and read nothing of the request (no session, cookie, limit or CSRF check) may be
 * named here. Anything else — another path, input that fails its schema, a handler that throws — is left to
 * the API (`null`), which answers it as for any client, with its logging and error mapping.
 */
export const DIRECT_READS = [
  'GET /products/:id',
  'GET /products/:id/alternatives',
  'GET /catalogue/browse',
  'GET /brands/:slug',
  'GET /v3/serviceCoverage',
] as const;

export interface DirectAnswer {
  status: number;
  body: Envelope<unknown>;
}

/** Answers one call, or null when the API must. */
export type DirectRead = (method: string, path: string) => Promise<DirectAnswer | null>;

interface Compiled {
  method: string;
  segments: string[];
  route: RouteDef;
}

export function directReads(routes: readonly RouteDef[], allowed: readonly string[] = DIRECT_READS): DirectRead {
  const table: Compiled[] = routes
    .filter((route) => allowed.includes(`${route.method} ${route.url}`))
    .map((route) => ({ method: route.method, segments: route.url.split('/'), route }));

  return async (method, path) => {
    const [pathname = '', search] = splitOnce(path, '?');
    const parts = pathname.split('/');
    for (const { method: wanted, segments, route } of table) {
      if (wanted !== method) continue;
      const params = match(segments, parts);
      if (!params) continue;
      const query = queryOf(search);
      if (!query) return null;
      const pathInput = parsed(route.params, params);
      const queryInput = parsed(route.query, query);
      if (!pathInput.ok || !queryInput.ok) return null;
      try {
        // These handlers read their parsed input only: no request or reply to hand them.
        const input = { params: pathInput.value, query: queryInput.value, body: undefined } as RouteInput<unknown, unknown, unknown>;
        const result = await route.handler(input);
        if (!result.ok) return { status: result.httpStatus, body: failureBody(result) };
        return { status: result.httpStatus ?? 200, body: { status: 1, data: result.data } };
      } catch {
        return null;
      }
    }
    return null;
  };
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

/** The path's parameters when it has the route's shape (`:name` takes one non-empty segment), else null. */
function match(segments: string[], parts: string[]): Record<string, string> | null {
  if (segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    const part = parts[i]!;
    if (segment.startsWith(':')) {
      if (!part) return null;
      try {
        params[segment.slice(1)] = decodeURIComponent(part);
      } catch {
        return null;
      }
    } else if (segment !== part) return null;
  }
  return params;
}

/** The query as Fastify hands it to a route with one value a name; a name given twice is left to the API. */
function queryOf(search: string | undefined): Record<string, string> | null {
  const query: Record<string, string> = {};
  if (!search) return query;
  for (const [name, value] of new URLSearchParams(search)) {
    if (Object.hasOwn(query, name)) return null;
    query[name] = value;
  }
  return query;
}

function parsed(schema: RouteDef['query'], value: Record<string, string>): { ok: true; value: unknown } | { ok: false } {
  if (!schema) return { ok: true, value: undefined };
  const result = schema.safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false };
}
