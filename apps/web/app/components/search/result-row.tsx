import type { SearchItem } from '@dawa/contracts';
import { discountBadge, packformOf, savings } from '@dawa/domain';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { RxBadge } from '../ui/badges.tsx';
import { PackImage } from '../ui/pack-image.tsx';
import { ItemPrice } from './search-option.tsx';

/** A medicine on the search results page. The subtitle is '<pack label> · <manufacturer>'. */
export function ResultRow({ item }: { item: SearchItem }) {
  const t = useT();
  const [pack = '', manufacturer = ''] = item.subtitleText.split(' · ');
  const saved = item.mrpPaise && item.salePaise ? savings(item.mrpPaise, item.salePaise).percent : 0;
  const badge = discountBadge(saved);
  return (
    <li className="result-row">
      <PackImage name={item.name} manufacturer={manufacturer} packform={packformOf(pack)} width={72} height={72} decorative />
      <div className="result-row__body">
        <Link to={item.url} className="result-row__name" prefetch="intent">
          {item.name}
        </Link>
        <p className="result-row__sub">{item.subtitleText}</p>
        <div className="result-row__tags">
          {item.isRxRequired ? <RxBadge /> : null}
          {item.isAvailable ? null : (
            <span className="tier tier--red">{t(item.notSoldOnline ? 'search.notSoldOnline' : 'search.unavailable')}</span>
          )}
        </div>
      </div>
      <div className="ta-option__price">
        <ItemPrice item={item} />
        {badge ? (
          <span className={`badge ${badge.variant === 'graded' ? 'badge--graded' : 'badge--save'}`}>
            {t('catalogue.percentOff', { percent: saved })}
          </span>
        ) : null}
      </div>
    </li>
  );
}
