/**
 * The cart lives in the loaders now (decision 010): the root loader gives the header count and is read
 * again after every form post and on every navigation, so nothing in the browser keeps a copy of the server
 * cart. These two calls are kept, doing nothing, for the checkout pages that still make them after an
 * order, until those pages move to actions.
 */

/** Formerly dropped the browser's copy of the server cart; there is none any more. */
export function forgetServerCart(): void {}

/** Formerly asked getCartCount again; the root loader's revalidation does it. */
export function refreshCartCount(): Promise<void> {
  return Promise.resolve();
}
