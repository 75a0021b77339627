/** Formatting of the wallet page: signed amounts and readable names of where money came from. Pure (unit tested). */
import type { WalletDetails } from '@dawa/contracts';
import { formatRupees } from '@dawa/domain';
import type { MessageKey } from '../../i18n/index.ts';

type Entry = WalletDetails['statement'][number];

const SOURCES = ['refunds', 'cashback', 'referrals', 'goodwill', 'checkout', 'expired'] as const;

/** '+₹150' for money in, '−₹100' (a minus sign, not a hyphen) for money out; zero has no sign. */
export function signedRupees(paise: number): string {
  if (paise === 0) return formatRupees(0);
  return `${paise > 0 ? '+' : '\u2212'}${formatRupees(Math.abs(paise))}`;
}

/** The text key naming a statement entry's source; a source this page does not know reads 'Wallet'. */
export function sourceKey(source: string): MessageKey {
  return (SOURCES as readonly string[]).includes(source) ? (`wallet.source.${source}` as MessageKey) : 'wallet.source.other';
}

/** Newest first: by time, then by id for entries made in the same instant. */
export function newestFirst(statement: readonly Entry[]): Entry[] {
  return [...statement].sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.id - a.id);
}

/** The order page an entry links to, or null. */
export const orderHref = (orderId: number | null) => (orderId === null ? null : `/account/orders/medicine-healthcare/${orderId}`);
