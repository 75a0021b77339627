import { useT } from '../../i18n/index.ts';

/** The label every seeded offer carries, so no shopper takes it for a real promotion (decision 062). */
export function DemoLabel() {
  const t = useT();
  return <span className="offer-demo">{t('offers.demo')}</span>;
}
