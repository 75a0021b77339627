/** The medicine's own information: composition link, uses, side effects, summary table and review shares. */
import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { MoleculeIcon } from '../ui/icons.tsx';
import type { PdpView } from './pdp-types.ts';

export function CompositionLink({ view }: { view: PdpView }) {
  const t = useT();
  const p = view.product;
  const molecule = p.compositions[0];
  if (!molecule || !p.composition) return null;
  return (
    <div className="pdp-card pdp-composition">
      <MoleculeIcon />
      <p>{t('pdp.composition.more', { composition: p.composition })}</p>
      <Link
        to={`/molecules/${molecule.slug}`}
        className="pdp-composition__view"
        aria-label={t('pdp.composition.viewLabel', { name: molecule.name })}
      >
        {t('pdp.composition.view')}
      </Link>
    </div>
  );
}

function ListSection({ id, title, items, note }: { id: string; title: string; items: string[]; note?: string }) {
  return (
    <section className="pdp-card pdp-section" id={id} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <h2 id={`${id}-title`}>{title}</h2>
      <ul className="pdp-bullets">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {note ? <p className="pdp-muted pdp-small pdp-section__note">{note}</p> : null}
    </section>
  );
}

export function UsesSection({ view }: { view: PdpView }) {
  const t = useT();
  const p = view.product;
  if (p.uses.length === 0) return null;
  return <ListSection id="uses" title={t('pdp.uses.title', { name: p.name })} items={p.uses} />;
}

export function SideEffectsSection({ view }: { view: PdpView }) {
  const t = useT();
  const p = view.product;
  if (p.sideEffects.length === 0) return null;
  return (
    <ListSection
      id="side-effects"
      title={t('pdp.sideEffects.title', { name: p.name })}
      items={p.sideEffects}
      note={t('pdp.sideEffects.note')}
    />
  );
}

type T = ReturnType<typeof useT>;

/** The summary table's rows: [label, value]. */
export function summaryRows(view: PdpView, t: T): [string, string][] {
  const p = view.product;
  return [
    [t('pdp.summary.manufacturer'), p.fullManufacturerName || p.manufacturer],
    ...(p.composition ? ([[t('pdp.summary.composition'), p.composition]] as [string, string][]) : []),
    [t('pdp.summary.pack'), p.packLabel],
    [t('pdp.summary.form'), p.packform],
    [t('pdp.summary.prescription'), p.isRxRequired ? t('pdp.summary.rxYes') : t('pdp.summary.rxNo')],
    ...(p.isRefrigerated ? ([[t('pdp.summary.storage'), t('pdp.summary.refrigerated')]] as [string, string][]) : []),
    [
      t('pdp.summary.returns'),
      view.facts.returnDays === null ? t('pdp.tag.nonReturnable') : t('pdp.tag.returnable', { days: view.facts.returnDays }),
    ],
  ];
}

export function SummaryTable({ view }: { view: PdpView }) {
  const t = useT();
  const rows = summaryRows(view, t);
  return (
    <section className="pdp-card pdp-section" id="summary" aria-labelledby="summary-title" tabIndex={-1}>
      <h2 id="summary-title">{t('pdp.summary.title')}</h2>
      <table className="pdp-table">
        <tbody>
          {rows.map(([key, value]) => (
            <tr key={key}>
              <th scope="row">{key}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The review shares' bars, or null when there are none to show. */
export function reviewRows(view: PdpView, t: T) {
  const reviews = view.product.reviews;
  if (!reviews || reviews.excellent + reviews.average + reviews.poor <= 0) return null;
  return (
    [
      ['excellent', t('pdp.reviews.excellent'), reviews.excellent],
      ['average', t('pdp.reviews.average'), reviews.average],
      ['poor', t('pdp.reviews.poor'), reviews.poor],
    ] as const
  ).map(([key, label, value]) => ({ key, label, value, width: Math.max(0, Math.min(100, value)) }));
}

export function ReviewsSection({ view }: { view: PdpView }) {
  const t = useT();
  const rows = reviewRows(view, t);
  if (!rows) return null;
  return (
    <section className="pdp-card pdp-section" id="reviews" aria-labelledby="reviews-title" tabIndex={-1}>
      <h2 id="reviews-title">{t('pdp.reviews.title')}</h2>
      <p className="pdp-muted pdp-small">{t('pdp.reviews.lead', { name: view.product.name })}</p>
      <dl className="pdp-bars">
        {rows.map((r) => (
          <div key={r.key} className={`pdp-bars__row pdp-bars__row--${r.key}`}>
            <dt>{r.label}</dt>
            <dd>
              <span className="pdp-bars__track" aria-hidden="true">
                <span className="pdp-bars__fill" style={{ width: `${r.width}%` }} />
              </span>
              <span className="pdp-bars__value">{t('pdp.reviews.percent', { percent: r.value })}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
