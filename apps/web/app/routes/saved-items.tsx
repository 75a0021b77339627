import { useRouteError } from 'react-router';
import { RouteError } from '../components/shell/route-error.tsx';
import { SavedItemsPage } from '../components/cart/saved-items-page.tsx';
import { translate } from '../i18n/index.ts';

export function meta() {
  return [{ title: translate('en', 'cart.saved.metaTitle') }, { name: 'robots', content: 'noindex, nofollow' }];
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

/** /account/saved-items: the shopper's saved-for-later list (fetched in the browser; it is personal). */
export default function SavedItemsRoute() {
  return <SavedItemsPage />;
}

export function ErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}
