import { useEffect, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { EPRESCRIPTION_MAX_LINES, type EPrescription } from '@dawa/contracts';
import { useT } from '../../i18n/index.ts';
import { doctorApi, formatIndiaTime, type Prescribable } from '../../lib/api-doctor.ts';
import { useHydrated } from '../ui/use-hydrated.ts';

type Line = {
  key: string;
  productId: number;
  name: string;
  list: string;
  dose: string;
  frequency: string;
  durationDays: string;
  instructions: string;
};
export type WriterAnswer = { intent: 'save' | 'sign'; ok: boolean; message: string };

const linesOf = (p: EPrescription | null): Line[] =>
  (p?.lines ?? []).map((l) => ({
    key: `${l.productId}-${l.position}`,
    productId: l.productId,
    name: l.name,
    list: l.list,
    dose: l.dose,
    frequency: l.frequency,
    durationDays: String(l.durationDays),
    instructions: l.instructions,
  }));

function ListBadge({ list }: { list: string }) {
  const t = useT();
  return (
    <span className={`dc-list dc-list--${list.toLowerCase()}`}>
      {list === 'PROHIBITED' ? t('doctor.rx.prohibited') : t('doctor.rx.list', { list })}
    </span>
  );
}

/** Searches the catalogue as the doctor types (the page must be interactive; the draft itself is a plain form). */
function MedicineSearch({ orderId, onAdd, full }: { orderId: number; onAdd: (item: Prescribable) => void; full: boolean }) {
  const t = useT();
  const hydrated = useHydrated();
  const [q, setQ] = useState('');
  const [items, setItems] = useState<Prescribable[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const text = q.trim();
    if (text.length < 2) {
      setItems(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      doctorApi
        .prescribable(text, orderId)
        .then((answer) => {
          if (!current) return;
          setItems(answer.items);
          setError(null);
        })
        .catch((e: Error) => current && setError(e.message || t('doctor.rx.searchFailed')));
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [q, orderId, t]);

  return (
    <div className="dc-search console-fields">
      <label>
        {t('doctor.rx.search')}
        <input
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t('doctor.rx.searchHint')}
          disabled={!hydrated}
          autoComplete="off"
        />
      </label>
      {error ? (
        <p className="dc-error" role="alert">
          {error}
        </p>
      ) : null}
      {items ? (
        <ul className="dc-results" aria-label={t('doctor.rx.results')}>
          {items.length === 0 ? <li className="dc-muted">{t('doctor.rx.noResults')}</li> : null}
          {items.map((item) => (
            <li key={item.productId} className={`dc-result${item.refusal ? ' is-refused' : ''}`}>
              <div>
                <strong>{item.name}</strong> <ListBadge list={item.list} />
                <small className="dc-sub">
                  {item.manufacturer} · {item.packLabel}
                </small>
                {item.refusal ? <small className="dc-refusal">{item.refusal}</small> : null}
              </div>
              <button
                type="button"
                className="btn btn--x-small btn--outlined"
                disabled={Boolean(item.refusal) || full}
                aria-label={t('doctor.rx.addNamed', { name: item.name })}
                onClick={() => {
                  onAdd(item);
                  setQ('');
                }}
              >
                {t('doctor.rx.add')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The e-prescription: diagnosis, advice and medicines from the catalogue (List O/A/B per the Telemedicine
 * Practice Guidelines; what this consultation may not prescribe is refused), saved as a draft and signed
 * once (final). A signed one is shown read-only.
 */
export function PrescriptionWriter({
  orderId,
  prescription,
  canWrite,
  answer,
}: {
  orderId: number;
  prescription: EPrescription | null;
  canWrite: boolean;
  answer: WriterAnswer | null;
}) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const [lines, setLines] = useState<Line[]>(() => linesOf(prescription));
  const savedLines = prescription?.lines;
  useEffect(() => setLines(linesOf(prescription)), [savedLines, prescription]);

  if (prescription?.status === 'SIGNED') {
    return (
      <section className="dc-card" aria-labelledby="rx-title">
        <h2 id="rx-title">{t('doctor.rx.signedTitle')}</h2>
        <p className="dc-note" role="status">
          {t('doctor.rx.signedAt', { time: formatIndiaTime(prescription.signedAt ?? '') })}
        </p>
        <dl className="dc-facts">
          <dt>{t('doctor.rx.diagnosis')}</dt>
          <dd>{prescription.diagnosis || '—'}</dd>
          <dt>{t('doctor.rx.advice')}</dt>
          <dd>{prescription.advice || '—'}</dd>
        </dl>
        <ol className="dc-rx-lines">
          {prescription.lines.map((l) => (
            <li key={l.position}>
              <strong>{l.name}</strong> <ListBadge list={l.list} />
              <span className="dc-sub">
                {l.dose} · {l.frequency} · {t('doctor.rx.days', { n: l.durationDays })}
                {l.instructions ? ` · ${l.instructions}` : ''}
              </span>
            </li>
          ))}
        </ol>
        <p className="dc-sub dc-sig">{t('doctor.rx.signature', { sig: prescription.signature ?? '' })}</p>
        {prescription.pdfUrl ? (
          <a className="btn btn--small btn--outlined" href={prescription.pdfUrl}>
            {t('doctor.rx.pdf')}
          </a>
        ) : null}
      </section>
    );
  }

  const update = (key: string, field: keyof Line, value: string) =>
    setLines((list) => list.map((l) => (l.key === key ? { ...l, [field]: value } : l)));
  const add = (item: Prescribable) =>
    setLines((list) =>
      list.some((l) => l.productId === item.productId)
        ? list
        : [
            ...list,
            {
              key: `${item.productId}-new`,
              productId: item.productId,
              name: item.name,
              list: item.list,
              dose: '',
              frequency: '',
              durationDays: '',
              instructions: '',
            },
          ],
    );

  return (
    <section className="dc-card" aria-labelledby="rx-title">
      <h2 id="rx-title">{t('doctor.rx.title')}</h2>
      <p className="dc-muted">
        {prescription ? t('doctor.rx.draftSaved') : t('doctor.rx.none')} {t('doctor.rx.rules')}
      </p>
      {!canWrite ? <p className="dc-muted">{t('doctor.rx.notNow')}</p> : null}
      <MedicineSearch orderId={orderId} onAdd={add} full={lines.length >= EPRESCRIPTION_MAX_LINES || !canWrite} />
      <Form method="post" className="console-form dc-form dc-rx">
        <label>
          {t('doctor.rx.diagnosis')}
          <textarea name="diagnosis" rows={2} maxLength={500} defaultValue={prescription?.diagnosis ?? ''} />
        </label>
        {lines.length === 0 ? <p className="dc-muted">{t('doctor.rx.noLines')}</p> : null}
        {lines.map((l, i) => (
          <fieldset key={l.key} className="dc-line">
            <legend>
              {i + 1}. {l.name} <ListBadge list={l.list} />
            </legend>
            <input type="hidden" name="productId" value={l.productId} />
            <label>
              {t('doctor.rx.dose')}
              <input
                name="dose"
                required
                maxLength={60}
                value={l.dose}
                placeholder={t('doctor.rx.doseHint')}
                onChange={(e) => update(l.key, 'dose', e.target.value)}
              />
            </label>
            <label>
              {t('doctor.rx.frequency')}
              <input
                name="frequency"
                required
                maxLength={60}
                value={l.frequency}
                placeholder={t('doctor.rx.frequencyHint')}
                onChange={(e) => update(l.key, 'frequency', e.target.value)}
              />
            </label>
            <label>
              {t('doctor.rx.duration')}
              <input
                name="durationDays"
                type="number"
                inputMode="numeric"
                min={1}
                max={180}
                required
                value={l.durationDays}
                onChange={(e) => update(l.key, 'durationDays', e.target.value)}
              />
            </label>
            <label className="dc-line__wide">
              {t('doctor.rx.instructions')}
              <input
                name="instructions"
                maxLength={200}
                value={l.instructions}
                placeholder={t('doctor.rx.instructionsHint')}
                onChange={(e) => update(l.key, 'instructions', e.target.value)}
              />
            </label>
            <button
              type="button"
              className="btn btn--x-small btn--transparent dc-line__remove"
              onClick={() => setLines((list) => list.filter((x) => x.key !== l.key))}
            >
              {t('doctor.rx.remove', { name: l.name })}
            </button>
          </fieldset>
        ))}
        <label>
          {t('doctor.rx.advice')}
          <textarea name="advice" rows={3} maxLength={1000} defaultValue={prescription?.advice ?? ''} />
        </label>
        {answer && !busy ? (
          <p className={answer.ok ? 'dc-note' : 'dc-error'} role={answer.ok ? 'status' : 'alert'}>
            {answer.message}
          </p>
        ) : null}
        <div className="dc-actions">
          <button type="submit" name="intent" value="save" className="btn btn--outlined" disabled={!canWrite || busy}>
            {t('doctor.rx.save')}
          </button>
          <details className="dc-sign">
            <summary className="btn">{t('doctor.rx.sign')}</summary>
            <div className="dc-sign__box">
              <p>
                <strong>{t('doctor.rx.finalTitle')}</strong> {t('doctor.rx.finalText')}
              </p>
              <button type="submit" name="intent" value="sign" className="btn" disabled={!canWrite || busy || lines.length === 0}>
                {t('doctor.rx.signNow')}
              </button>
            </div>
          </details>
        </div>
      </Form>
    </section>
  );
}
