/**
 * Addresses a shopper would guess for pages that live elsewhere: the spec's "Upload Prescription" page is the
 * checkout's upload step and the saved-for-later landing is the saved items page. The query string is kept.
 */
import { data, redirect } from 'react-router';
import type { Route } from './+types/page-alias';

const ALIASES: Readonly<Record<string, string>> = {
  '/upload-prescription': '/checkout/upload',
  '/saved-for-later': '/account/saved-items',
};

export async function loader({ url }: Route.LoaderArgs) {
  const target = ALIASES[url.pathname.replace(/\/+$/, '').toLowerCase()];
  if (!target) throw data(null, { status: 404 });
  throw redirect(`${target}${url.search}`, 302);
}

export default function PageAlias() {
  return null;
}
