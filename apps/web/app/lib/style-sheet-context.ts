import { createContext, type RouterContext } from 'react-router';
import type { StyleSheetText } from './page-styles.tsx';

/**
 * How the server reads a built style sheet's text, handed from the host (which knows where the client build
 * is) to the entry server (which gives it to the page). Like the CSP nonce's context, it lives in the global
 * symbol registry because the server bundle and the host each load their own copy of this module.
 */
const KEY = Symbol.for('dawa.style-sheet-text');
type Holder = { [KEY]?: RouterContext<StyleSheetText | null> };

export const styleSheetTextContext: RouterContext<StyleSheetText | null> = ((globalThis as Holder)[KEY] ??=
  createContext<StyleSheetText | null>(null));
