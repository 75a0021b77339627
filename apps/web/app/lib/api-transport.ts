import type { Envelope } from '@dawa/contracts';

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}
export interface ApiResponse {
  status: number;
  body: Envelope<unknown>;
  /** The API's Set-Cookie headers (login, logout): an action forwards them onto the page's response. */
  setCookies?: string[];
}
export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>;

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
  // In the browser the cookies are already the browser's: nothing to forward.
  return { status: response.status, body: (await response.json()) as Envelope<unknown> };
};
