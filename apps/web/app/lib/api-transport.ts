import type { Envelope } from '@dawa/contracts';

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}
export type ApiTransport = (request: ApiRequest) => Promise<{ status: number; body: Envelope<unknown> }>;

/**
 * During SSR the server installs an in-process transport (Fastify inject: full validation, no network hop).
 * A symbol in the global registry survives the separate module copies of the server bundle and the host.
 */
const KEY = Symbol.for('dawa.api.transport');
type Holder = { [KEY]?: ApiTransport };

export function installServerTransport(transport: ApiTransport) {
  (globalThis as Holder)[KEY] = transport;
}

export function serverTransport(): ApiTransport | undefined {
  return (globalThis as Holder)[KEY];
}

export const fetchTransport: ApiTransport = async ({ method, path, body, headers }) => {
  const response = await fetch(`/api${path}`, {
    method,
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  return { status: response.status, body: (await response.json()) as Envelope<unknown> };
};
