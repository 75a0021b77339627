import { createContext, type RouterContext } from 'react-router';

/**
 * A page the entry server wrote whole (decision 039's `PageBody`), handed to the host with the `Response`
 * that carries it: the host sends the bytes as they are instead of reading them back through the Response's
 * web stream, a Node stream and a compression stream (decision 047). `response` is checked by identity, so a
 * Response made anew on the way out (by a middleware) is sent as any other.
 */
export type WholePage = { response: Response | null; bytes: Uint8Array | null };

// The server bundle and the host each load their own copy of this module (see csp-nonce.ts).
const KEY = Symbol.for('dawa.whole-page');
type Holder = { [KEY]?: RouterContext<WholePage | null> };

export const wholePageContext: RouterContext<WholePage | null> = ((globalThis as Holder)[KEY] ??= createContext<WholePage | null>(null));
