import { expect } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';

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

export function expectFailureEnvelope(body: any) {
  expect(Object.keys(body).sort()).toEqual(['error', 'status']);
  expect(body.status).toBe(0);
  expect(Object.keys(body.error).sort()).toEqual(['message', 'showAlert']);
  expect(body.error.message).toBeTypeOf('string');
  expect(body.error.message.length).toBeGreaterThan(0);
  expect(body.error.showAlert).toBeTypeOf('boolean');
}
