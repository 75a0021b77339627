import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';

export type Crumb = { name: string; href?: string };

/** Breadcrumb trail; the last item is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t('catalogue.breadcrumb')}>
      <ol className="crumbs">
        {items.map((item, i) => (
          <li key={`${item.name}-${i}`}>
            {item.href && i < items.length - 1 ? <Link to={item.href}>{item.name}</Link> : <span aria-current="page">{item.name}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
