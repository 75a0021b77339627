import { createContext, type RouterContext } from 'react-router';

/**
 * The per-request nonce of the page's Content-Security-Policy, handed from the server (which puts it in the
 * header) to the entry server (which puts it on every inline script React Router and React emit). The
 * server bundle and the host each load their own copy of this module, so the context object lives in the
 * global symbol registry to be one and the same.
 */
const KEY = Symbol.for('dawa.csp-nonce');
type Holder = { [KEY]?: RouterContext<string> };

export const cspNonceContext: RouterContext<string> = ((globalThis as Holder)[KEY] ??= createContext<string>(''));
