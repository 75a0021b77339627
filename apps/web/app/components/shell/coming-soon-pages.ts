/**
 * Paths of the spec's route table (and footer pages) that are not built yet, each with the page it will be.
 * A path listed here gets a 'coming soon' page with status 200; any other unknown path is a real 404.
 */
import type { MessageKey } from '../../i18n/index.ts';

export type SoonPage =
  | 'cart'
  | 'checkout'
  | 'upload'
  | 'offers'
  | 'diagnostics'
  | 'brands'
  | 'account'
  | 'partner'
  | 'about'
  | 'careers'
  | 'blog'
  | 'stores'
  | 'surgicare'
  | 'promise'
  | 'reorder'
  | 'corporate'
  | 'social'
  | 'partnerError';

const SEG = '[^/]+';
const ACCOUNT = 'refills|profile';

const TABLE: ReadonlyArray<readonly [SoonPage, string]> = [
  ['checkout', '/checkout/eligible-payment-method'],
  ['brands', `/health-wellness/(store|collections)/${SEG}`],
  ['account', `/account/(${ACCOUNT})`],
  ['partner', '/franchise-stores'],
  ['partner', '/franchise/dashboard'],
  ['about', '/about-us'],
  ['careers', '/careers'],
  ['blog', '/blog'],
  ['stores', '/stores'],
  ['surgicare', `/surgicare(/${SEG})?`],
  ['promise', '/on-time-promise'],
  ['reorder', '/quick-reorder'],
  ['corporate', '/corporate/(activation|landing)'],
  ['social', '/social/(instagram|facebook|youtube|twitter)'],
  ['partnerError', '/error'],
];

const PATTERNS = TABLE.map(([page, path]) => [page, new RegExp(`^${path}/?$`, 'i')] as const);

/** Which coming-soon page a path is, or null when the path is not one of ours. */
export function soonPageFor(pathname: string): SoonPage | null {
  for (const [page, pattern] of PATTERNS) if (pattern.test(pathname)) return page;
  return null;
}

export const soonName = (page: SoonPage): MessageKey => `shell.page.${page}.name`;
export const soonText = (page: SoonPage): MessageKey => `shell.page.${page}.text`;
