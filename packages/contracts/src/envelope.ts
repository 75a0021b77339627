import { z } from 'zod';

/** Every /api response: success `{ status: 1, data }`, failure `{ status: 0, error }`. */
export const apiErrorSchema = z.object({ message: z.string(), showAlert: z.boolean() });
export type ApiError = z.infer<typeof apiErrorSchema>;

export const envelope = <T extends z.ZodType>(data: T) => z.object({ status: z.literal(1), data });

export const failureEnvelope = z.object({ status: z.literal(0), error: apiErrorSchema });

export type Success<T> = { status: 1; data: T };
export type Failure = { status: 0; error: ApiError };
export type Envelope<T> = Success<T> | Failure;
