import { createContext, type RouterContext, type RouterContextProvider } from 'react-router';

/**
 * The store's public origin (PUBLIC_URL), handed from the server to the loaders. Absolute links in pages
 * that shared caches keep — canonical, og:url, hreflang, structured data — are built on it and never on the
 * request's Host or X-Forwarded-Host, which a client chooses (and a trusted proxy passes on). Like the CSP
 * nonce, the context object lives in the global symbol registry so the server bundle and the host share it.
 */
const KEY = Symbol.for('dawa.public-origin');
type Holder = { [KEY]?: RouterContext<string> };

export const publicOriginContext: RouterContext<string> = ((globalThis as Holder)[KEY] ??= createContext<string>(''));

export function publicOrigin(context: Readonly<RouterContextProvider>): string {
  const origin = context.get(publicOriginContext);
  if (!origin) throw new Error('The server did not hand the loaders its public origin (PUBLIC_URL)');
  return origin;
}
