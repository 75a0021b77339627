import type { HeadersFunction } from 'react-router';

/** Only a page that loaded passes its loader's Cache-Control on; errors and redirects carry none. */
export const loadedPageHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const h = new Headers();
  const cache = loaderHeaders.get('Cache-Control');
  if (cache && !errorHeaders) h.set('Cache-Control', cache);
  return h;
};
