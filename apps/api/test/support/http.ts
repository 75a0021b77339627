import { expect } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { failureEnvelope, type ErrorCode } from '@dawa/contracts';

export interface Reply<T = any> {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: T;
}

/** A request through the whole server (routing, validation, error mapping), answered as JSON. */
export async function call<T = any>(api: FastifyInstance, options: InjectOptions | string): Promise<Reply<T>> {
  const res = await api.inject(typeof options === 'string' ? { method: 'GET', url: options } : options);
  expect(res.headers['content-type'], `${res.statusCode} ${res.body.slice(0, 200)}`).toMatch(/^application\/json/);
  return { statusCode: res.statusCode, headers: res.headers, body: res.json() as T };
}

/** GET that must succeed: checks the success envelope and returns its data. */
export async function getData<T = any>(api: FastifyInstance, url: string): Promise<T> {
  const res = await call(api, url);
  expect(res.statusCode, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  expectSuccessEnvelope(res.body);
  return res.body.data as T;
}

/** A request that must fail with `status` and `code`: checks the failure envelope and returns its message. */
export async function expectCode(
  api: FastifyInstance,
  options: InjectOptions | string,
  status: number,
  code: ErrorCode,
): Promise<{ message: string; field?: string }> {
  const res = await call(api, options);
  expect(res.statusCode, JSON.stringify(res.body).slice(0, 300)).toBe(status);
  expectFailureEnvelope(res.body);
  expect(res.body.error.code, res.body.error.message).toBe(code);
  return res.body.error;
}

/** A request that must fail with `status`: checks the failure envelope and returns its message. */
export async function expectFailure(api: FastifyInstance, options: InjectOptions | string, status: number): Promise<string> {
  const res = await call(api, options);
  expect(res.statusCode, JSON.stringify(res.body).slice(0, 300)).toBe(status);
  expectFailureEnvelope(res.body);
  return res.body.error.message;
}

export function expectSuccessEnvelope(body: any) {
  expect(Object.keys(body).sort()).toEqual(['data', 'status']);
  expect(body.status).toBe(1);
  expect(body.data).toBeTypeOf('object');
  expect(body.data).not.toBeNull();
}

/** The contract's failure envelope: a known machine code, a message for people, showAlert, maybe a field. */
export function expectFailureEnvelope(body: any) {
  const parsed = failureEnvelope.safeParse(body);
  expect(parsed.success, `${JSON.stringify(body).slice(0, 300)} ${parsed.error?.message ?? ''}`).toBe(true);
  expect(body.error.code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  expect(body.error.message).toBeTypeOf('string');
  expect(body.error.message.length).toBeGreaterThan(0);
  expect(body.error.showAlert).toBeTypeOf('boolean');
}
