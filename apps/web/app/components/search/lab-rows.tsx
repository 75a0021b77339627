import type { TypeaheadResponse } from '@dawa/contracts';
import { formatRupees } from '@dawa/domain';
import { useT } from '../../i18n/index.ts';

/**
 * The lab tests a typed query finds (entity type 6), and "Search … in Lab Tests" (14), under the medicines:
 * links, not options of the medicines' listbox, so the arrow keys keep moving through medicines only.
 */
export function LabRows({ data, onPick }: { data: TypeaheadResponse; onPick: (url: string, text: string) => void }) {
  const t = useT();
  if (!data.labTests.length) return null;
  return (
    <section className="ta-labs" aria-label={t('search.labTests')}>
      <h2 className="ta-labs__heading">{t('search.labTests')}</h2>
      <ul className="ta-labs__list">
        {data.labTests.map((lab) => (
          <li key={`${lab.type}-${lab.id}`}>
            <a
              href={lab.url}
              className="ta-labs__row"
              onClick={(event) => {
                event.preventDefault();
                onPick(lab.url, lab.name);
              }}
            >
              <span className="ta-labs__name">{lab.name}</span>
              <span className="ta-labs__kind">{t(lab.type === 'package' ? 'search.labPackage' : 'search.labTest')}</span>
              <strong className="ta-labs__price">{formatRupees(lab.pricePaise)}</strong>
            </a>
          </li>
        ))}
      </ul>
      {data.labSuggestion ? (
        <p>
          <a
            href={data.labSuggestion.url}
            className="link-btn"
            onClick={(event) => {
              event.preventDefault();
              onPick(data.labSuggestion!.url, data.query);
            }}
          >
            {t('search.labSearch', { q: data.query })}
          </a>
        </p>
      ) : null}
    </section>
  );
}
