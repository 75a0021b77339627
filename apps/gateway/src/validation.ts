import type { z } from 'zod';
import { invalid, ok, type GatewayResult } from './result.ts';

/** Parses a request body with its schema; the first problem becomes a 400 naming the field. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): GatewayResult<T> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.');
  return invalid(field ? `${field}: ${issue?.message}` : (issue?.message ?? 'Invalid request.'));
}
