import { downloadMyData } from '../lib/privacy.server.ts';
import type { Route } from './+types/account-privacy-download';

/** /account/privacy/download: the signed-in shopper's data as a dated JSON attachment (a resource route, no page). */
export function loader({ request }: Route.LoaderArgs) {
  return downloadMyData(request);
}
