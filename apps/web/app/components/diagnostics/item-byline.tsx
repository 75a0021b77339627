/** Who wrote and reviewed a test's page, linking to their author pages (the editorial team are demo profiles, and say so). */
import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import type { BylineAuthor, BylineView } from './item-byline.server.ts';

function Person({ label, person }: { label: string; person: BylineAuthor }) {
  const t = useT();
  return (
    <li>
      {label} <Link to={person.path}>{person.name}</Link> <span className="lab-byline__demo">({t('diagnostics.byline.demo')})</span>
    </li>
  );
}

export function ItemByline({ byline }: { byline: BylineView }) {
  const t = useT();
  return (
    <ul className="lab-byline" aria-label={t('diagnostics.byline.label')}>
      {byline.writer ? <Person label={t('diagnostics.byline.writtenBy')} person={byline.writer} /> : null}
      {byline.reviewer ? <Person label={t('diagnostics.byline.reviewedBy')} person={byline.reviewer} /> : null}
      {byline.reviewedOn ? (
        <li>
          {t('diagnostics.byline.reviewedOn')} <time dateTime={byline.reviewedOn.iso}>{byline.reviewedOn.text}</time>
        </li>
      ) : null}
    </ul>
  );
}
