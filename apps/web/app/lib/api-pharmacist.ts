/** The pharmacist console's calls. Loaders pass the page request so its console cookie goes along. */
import type { PharmacistProfile, RxCheckOrder, RxQueue } from '@dawa/contracts';
import { call } from './api.ts';

export const pharmacistApi = {
  me: (req: Request) => call<PharmacistProfile>({ method: 'GET', path: '/pharmacist/me' }, req),
  queue: (req: Request) => call<RxQueue>({ method: 'GET', path: '/pharmacist/queue' }, req),
  order: (orderId: number, req: Request) => call<RxCheckOrder>({ method: 'GET', path: `/pharmacist/orders/${orderId}` }, req),
};

export const pharmacistCalls = {
  login: (email: string, password: string) => ({ method: 'POST' as const, path: '/pharmacist/login', body: { email, password } }),
  logout: () => ({ method: 'POST' as const, path: '/pharmacist/logout', body: {} }),
  decide: (orderId: number, position: number, body: Record<string, unknown>) => ({
    method: 'POST' as const,
    path: `/pharmacist/orders/${orderId}/lines/${position}/decision`,
    body,
  }),
};

/** Every console page: never indexed, never kept by any cache. */
export const consoleHeaders = () => ({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' });
export const consoleMeta = (title: string) => [
  { title: `${title} | Dawa pharmacist console` },
  { name: 'robots', content: 'noindex, nofollow' },
];
