import { z } from 'zod';
import { errorCode } from './errors.ts';

/**
 * Every /api response: success `{ status: 1, data }`, failure `{ status: 0, error }`. A failure carries a
 * machine `code` (see ERROR_CODES) beside the message shown to people; a validation failure also names
 * the `field` (its dotted path) when one field is at fault.
 */
export const apiErrorSchema = z
  .object({ code: errorCode, message: z.string(), showAlert: z.boolean(), field: z.string().optional() })
  .strict();
export type ApiError = z.infer<typeof apiErrorSchema>;

export const envelope = <T extends z.ZodType>(data: T) => z.object({ status: z.literal(1), data });

export const failureEnvelope = z.object({ status: z.literal(0), error: apiErrorSchema }).strict();

export type Success<T> = { status: 1; data: T };
export type Failure = { status: 0; error: ApiError };
export type Envelope<T> = Success<T> | Failure;
