/** Tests and packages as lists show them: kind, name (the card's link), sample, fasting, report time and price. */
import type { LabItemCard } from '@dawa/contracts';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { fastingText, kindText, reportText, sampleText } from './lab-facts.ts';
import { LabPrice } from './lab-price.tsx';

export function LabCard({ item }: { item: LabItemCard }) {
  const t = useT();
  const report = reportText(t, item.reportHours);
  return (
    <li className={item.type === 'package' ? 'lab-card lab-card--package' : 'lab-card'}>
      <p className="lab-card__kind">{kindText(t, item)}</p>
      <h3 className="lab-card__name">
        <Link to={item.url} prefetch="intent">
          {item.name}
        </Link>
      </h3>
      <ul className="lab-card__facts">
        {item.sampleTypes.length > 0 ? (
          <li>
            <span className="visually-hidden">{t('diagnostics.fact.sample')}: </span>
            {sampleText(t, item.sampleTypes)}
          </li>
        ) : null}
        {item.fastingHours === null ? null : <li>{fastingText(t, item.fastingHours)}</li>}
        {report ? <li>{report}</li> : null}
      </ul>
      <LabPrice price={item.price} type={item.type} />
    </li>
  );
}

/** Cards in a grid; `rail`: a row that scrolls sideways on a phone. */
export function LabCardList({ items, rail = false }: { items: LabItemCard[]; rail?: boolean }) {
  return (
    <ul className={rail ? 'lab-cards lab-cards--rail' : 'lab-cards'}>
      {items.map((item) => (
        <LabCard key={`${item.type}:${item.id}`} item={item} />
      ))}
    </ul>
  );
}
