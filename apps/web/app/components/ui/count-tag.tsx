import { useT } from '../../i18n/index.ts';
import { formatCount } from './format.ts';

/** A compact medicine count for chips: the number is shown, the full phrase is read out. */
export function CountTag({ count }: { count: number }) {
  const t = useT();
  const phrase = count === 1 ? t('catalogue.medicineCount') : t('catalogue.medicinesCount', { count: formatCount(count) });
  return (
    <span className="chip__kind" title={phrase}>
      <span aria-hidden="true">{formatCount(count)}</span>
      <span className="visually-hidden">{phrase}</span>
    </span>
  );
}
