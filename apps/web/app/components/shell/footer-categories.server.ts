import type { FooterCategories } from '@dawa/contracts';
import { call } from '../../lib/api.ts';
import { keptAnswer } from '../../lib/kept-answer.server.ts';
import type { FooterCategory } from './footer-markup.ts';

/**
 * The footer's Healthcare column (`home/fetchCategories`), the same for every shopper and page. The categories
 * change only when the catalogue is imported, so no page view asks for them: this process keeps them in memory
 * and asks again at most every 10 minutes (after a failure, every minute) — after a new import the footer can
 * be up to 10 minutes behind. Only the first page after a start waits for them; until they have ever loaded
 * the footer shows its static columns alone.
 */
const categories = keptAnswer<FooterCategory[]>({
  load: async () =>
    (await call<FooterCategories>({ method: 'GET', path: '/home/fetchCategories' })).categories.map(({ name, link }) => ({ name, link })),
  refreshMs: 10 * 60_000,
  retryMs: 60_000,
  onError: (error) => console.warn('The footer categories could not be loaded:', error),
});

export const footerCategories = async (): Promise<FooterCategory[]> => (await categories.read()) ?? [];
