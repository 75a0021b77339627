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
  // A proxy's error page or a cut connection is not an envelope: it becomes one, so callers see an ApiError.
  const answer = (await response.json().catch(() => null)) as Envelope<unknown> | null;
  if (answer?.status === 1 || answer?.status === 0) return { status: response.status, body: answer };
  return { status: response.status, body: { status: 0, error: { code: 'INTERNAL_ERROR', message: '', showAlert: false } } };
};
