import { z } from 'zod';
import { envelope, failureEnvelope } from '@dawa/contracts';
import type { RouteDef } from './route.ts';

const toSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as Record<string, unknown>;

export type RawPaths = Record<string, Record<string, unknown>>;

/**
 * OpenAPI 3.1 document generated from the same zod schemas that validate the requests. `raw` documents the
 * few calls that carry bytes instead of the JSON envelope (their paths already prefixed).
 */
export function buildOpenApi(routes: RouteDef[], prefix: string, raw: RawPaths = {}) {
  const paths: Record<string, Record<string, unknown>> = structuredClone(raw);
  for (const route of routes) {
    const path = prefix + route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const parameters = [...objectParams(route.params, 'path'), ...objectParams(route.query, 'query')];
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      summary: route.summary,
      tags: route.tags,
      parameters,
      ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(route.body) } } } } : {}),
      responses: {
        200: { description: 'Success envelope', content: { 'application/json': { schema: toSchema(envelope(route.response)) } } },
        default: { description: 'Failure envelope', content: { 'application/json': { schema: toSchema(failureEnvelope) } } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Dawa API', version: '1.0.0', description: 'Every call of the storefront and checkout call catalogue.' },
    paths,
  };
}

function objectParams(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = toSchema(schema) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: s,
  }));
}
