import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { failureBody, type Result } from './result.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteInput<Q, B, P> {
  query: Q;
  body: B;
  params: P;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** One call of the catalogue: its path, its schemas (from @dawa/contracts) and a short handler. */
export interface RouteDef<Q = unknown, B = unknown, P = unknown, R = unknown> {
  method: Method;
  url: string;
  summary: string;
  tags: string[];
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  params?: z.ZodType<P>;
  response: z.ZodType<R>;
  /** Cache-Control for public, non-personal answers. */
  cache?: string;
  /** A per-route limit (@fastify/rate-limit's route config), for calls that can be used to probe. */
  rateLimit?: object;
  handler(input: RouteInput<Q, B, P>): Promise<Result<R>> | Result<R>;
}

export const defineRoute = <Q, B, P, R>(def: RouteDef<Q, B, P, R>): RouteDef => def as unknown as RouteDef;

/** A request that fails its zod schema: answered 400 VALIDATION_FAILED with the field's path. */
export class ValidationFailure extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

function parse<T>(schema: z.ZodType<T> | undefined, value: unknown): T {
  if (!schema) return undefined as T;
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue ? (issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : issue.path) : [];
  const field = path.map(String).join('.');
  throw new ValidationFailure(issue ? issueMessage(issue) : 'Invalid request.', field || undefined);
}

function issueMessage(issue: z.core.$ZodIssue): string {
  // Schemas carry the spec's texts as their messages; generic zod texts get the field name in front.
  const field = issue.path.join('.');
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}.`;
  if (issue.code === 'custom' || !field || /[.!]$/.test(issue.message)) return issue.message;
  return `${field}: ${issue.message}.`;
}

export function registerRoutes(app: FastifyInstance, routes: RouteDef[]) {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      config: { response: route.response, ...(route.rateLimit ? { rateLimit: route.rateLimit } : {}) },
      handler: async (request, reply) => {
        const input = {
          query: parse(route.query, request.query),
          body: parse(route.body, request.body),
          params: parse(route.params, request.params),
          request,
          reply,
        };
        const result = await route.handler(input);
        if (!result.ok) {
          return reply.code(result.httpStatus).send(failureBody(result));
        }
        if (route.cache && !reply.getHeader('cache-control')) reply.header('cache-control', route.cache);
        return reply.code(result.httpStatus ?? 200).send({ status: 1, data: result.data });
      },
    });
  }
}
