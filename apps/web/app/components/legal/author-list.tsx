import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/index.ts';
import type { AuthorView } from './legal-content.server.ts';
import { localisedPath } from './content-pages.ts';

/** The editorial team on the Editorial Policy, each marked as a demo profile. */
export function AuthorList({ authors }: { authors: AuthorView[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ul className="doc__authors" aria-label={t('pages.author.team')}>
      {authors.map((author) => (
        <li key={author.id}>
          <Link to={localisedPath(author.path, locale)}>{author.name}</Link>
          <span className="doc__demo">{t('pages.author.demo')}</span>
          <span>
            {author.role} · {author.qualifications}
          </span>
        </li>
      ))}
    </ul>
  );
}
