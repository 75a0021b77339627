/**
 * What the law says about this medicine, in the buy box (data/drug-schedules): Schedule X and NDPS medicines
 * are not sold online and say why, in place of Add to cart; Schedule H1 medicines carry the warning their
 * label must carry.
 */
import type { DrugSchedule } from '@dawa/domain';
import { useT } from '../../i18n/index.ts';

export function NotSoldOnlineNotice({ schedule }: { schedule: DrugSchedule }) {
  const t = useT();
  return (
    <div className="pdp-notice pdp-notice--red pdp-legal" role="status" data-testid="not-sold-online">
      <strong>{t('pdp.schedule.notSoldOnline')}</strong>
      <span>{t(schedule === 'X' ? 'pdp.schedule.whyX' : 'pdp.schedule.whyNdps')}</span>
    </div>
  );
}

export function H1Warning() {
  const t = useT();
  return (
    <p className="pdp-h1" role="note">
      {t('pdp.schedule.h1')}
    </p>
  );
}
