import { useLoaderData, useRouteError, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { RouteError } from '../components/shell/route-error.tsx';
import { SavedItemsPage, type SavedPageProps } from '../components/cart/saved-items-page.tsx';
import { translate } from '../i18n/index.ts';
import { loadSavedItems, savedItemsAction } from '../lib/saved-items.server.ts';

export function meta() {
  return [{ title: translate('en', 'cart.saved.metaTitle') }, { name: 'robots', content: 'noindex, nofollow' }];
}

export function headers(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store' };
}

/** A page of the saved list (a guest is asked to log in). */
export function loader({ request }: LoaderFunctionArgs) {
  return loadSavedItems(request);
}

/** Move to cart, or remove, by `intent`. */
export function action({ request }: ActionFunctionArgs) {
  return savedItemsAction(request);
}

/** /account/saved-items: the shopper's saved-for-later list. */
export default function SavedItemsRoute() {
  return <SavedItemsPage {...(useLoaderData<typeof loader>() as SavedPageProps)} />;
}

export function ErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}
