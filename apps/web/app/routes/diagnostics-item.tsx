/**
 * /diagnostics/packages/:slug: a single test (its slug ends in its CGHS code, -lb160) or a health package, priced
 * for the shopper's pincode. Its action adds it to the signed-in shopper's lab cart (decision 041: also as a
 * plain form post before hydration, answered with a redirect back here).
 */
import { labItemRef } from '@dawa/contracts';
import { data, redirect, useRouteError } from 'react-router';
import type { BookResult } from '../components/diagnostics/book-control.tsx';
import { bylineView } from '../components/diagnostics/item-byline.server.ts';
import { labItemMeta } from '../components/diagnostics/item-meta.ts';
import { LabItemPage } from '../components/diagnostics/item-page.tsx';
import { LabError } from '../components/diagnostics/lab-error.tsx';
import { labPricing } from '../components/diagnostics/lab-place.server.ts';
import { loginHref } from '../components/ui/enhanced-link.tsx';
import { PUBLIC_CACHE } from '../components/ui/format.ts';
import { localeFromPath, translate } from '../i18n/index.ts';
import { ApiError } from '../lib/api.ts';
import { labApi, labCalls } from '../lib/api-diagnostics.ts';
import { apiResult } from '../lib/api-result.server.ts';
import { loadedPageHeaders } from '../lib/page-headers.ts';
import { publicOrigin } from '../lib/public-origin.ts';
import type { Route } from './+types/diagnostics-item';
import '../components/diagnostics/diagnostics.css';
import '../components/diagnostics/lab-item.css';

const SLUG = /^[a-z0-9-]{2,120}$/;
const notFound = () => data(null, { status: 404 });

/** Whether the item is in the shopper's lab cart (a guest's call answers 401: not). */
async function inLabCart(request: Request, item: { type: string; id: string }, pincode: string | undefined): Promise<boolean> {
  if (!request.headers.get('cookie')) return false;
  const cart = await apiResult(labCalls.cart(pincode), request);
  return cart.ok && cart.data.lines.some((line) => line.item.type === item.type && line.item.id === item.id);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!SLUG.test(params.slug)) throw notFound();
  const pricing = await labPricing(request);
  const details = await labApi.item(params.slug, pricing.pincode, request).catch((error: unknown) => {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  });
  // One address per item: the slug, not the path (a client navigation asks for the path with '.data' added).
  if (`/diagnostics/packages/${params.slug}` !== details.item.url) throw redirect(details.item.url, 301);
  const view = {
    details,
    byline: bylineView(details.byline, 'en'),
    chosen: pricing.chosen,
    inCart: await inLabCart(request, details.item, pricing.pincode),
    origin: publicOrigin(context),
  };
  return data(view, { headers: { 'Cache-Control': PUBLIC_CACHE } });
}

export const headers = loadedPageHeaders;

export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const here = `/diagnostics/packages/${params.slug}`;
  const item = labItemRef.safeParse({ type: form.get('type'), id: form.get('id') });
  const failed = (code: string, message: string) => data<BookResult>({ ok: false, code, message }, { status: 400 });
  if (!item.success) return failed('BAD_ITEM', translate('en', 'diagnostics.book.failed'));
  const added = await apiResult(labCalls.cartAdd(item.data), request);
  // Signed out (or the session ended): the login page, coming back here.
  if (!added.ok && added.status === 401) return redirect(loginHref(here));
  if (!added.ok) return failed(added.code, added.message || translate('en', 'diagnostics.book.failed'));
  if (form.get('_js') !== '1') return redirect(here);
  return data<BookResult>({ ok: true });
}

export function meta({ loaderData, location, error }: Route.MetaArgs): Route.MetaDescriptors {
  return labItemMeta(loaderData, localeFromPath(location.pathname), error);
}

export default function DiagnosticsItem({ loaderData }: Route.ComponentProps) {
  return <LabItemPage key={loaderData.details.item.url} view={loaderData} />;
}

export function ErrorBoundary() {
  return <LabError error={useRouteError()} />;
}
