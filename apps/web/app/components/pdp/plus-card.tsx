/**
 * The medicine page's PLUS card (storefront §2, decision 067): what this medicine costs a PLUS member, with the way
 * to join for everyone else; a member (status 1 or 2) sees their price and no upsell. Loaded as a module of its own
 * (as the offers widget is): the server renders it into the page, so it adds a line to the first-load script.
 */
import { formatRupees } from '@dawa/domain';
import { useT } from '../../i18n/index.ts';
import { ChevronRightIcon } from '../ui/icons.tsx';
import type { PlusCardView } from './pdp-types.ts';

export function PlusCard({ view }: { view: PlusCardView }) {
  const t = useT();
  const price = formatRupees(view.pricePaise);
  if (view.member) {
    return (
      <p className="pdp-plus pdp-plus--member">
        <strong className="pdp-plus__badge">PLUS</strong>
        <span>{t('plus.pdp.memberPrice', { price, saving: formatRupees(view.savingPaise) })}</span>
      </p>
    );
  }
  return (
    <a className="pdp-plus" href="/plus">
      <strong className="pdp-plus__badge">PLUS</strong>
      <span>{t('plus.pdp.price', { price, saving: formatRupees(view.savingPaise) })}</span>
      <span className="pdp-plus__join">
        {t('plus.pdp.join')}
        <ChevronRightIcon size="sm" />
      </span>
    </a>
  );
}
