/**
 * The lab cart's lines: each test or package with its price, who it is for (a checkbox per family member,
 * posted as soon as one changes; before the page is interactive with a Save button, and boxes ticked before
 * hydration are posted once it hydrates) and Remove; then the overlaps the API found, each with its Remove.
 */
import type { LabCart, Patient } from '@dawa/contracts';
import { formatRupees } from '@dawa/domain';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { Button } from '../ui/button.tsx';
import { InfoIcon } from '../ui/icons.tsx';
import { ReturnField } from '../ui/return-field.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import type { LabAnswer } from './lab-cart-action.server.ts';
import { itemKey } from './lab-rules.ts';
import { usePatientLabel } from './patient-label.ts';

type Line = LabCart['lines'][number];

const tickedIds = (form: HTMLFormElement) =>
  [...form.querySelectorAll<HTMLInputElement>('input[name="patientId"]')]
    .filter((box) => box.checked)
    .map((box) => box.value)
    .join(',');

function LineFacts({ line }: { line: Line }) {
  const t = useT();
  const { item } = line;
  const facts = [
    item.type === 'package' ? t('lab-booking.line.package', { n: item.testCount }) : t('lab-booking.line.test'),
    item.fastingHours === null
      ? null
      : item.fastingHours > 0
        ? t('lab-booking.line.fasting', { n: item.fastingHours })
        : t('lab-booking.line.noFasting'),
    item.reportHours ? t('lab-booking.line.report', { n: item.reportHours }) : null,
  ];
  return <p className="ck-muted lbk-line__facts">{facts.filter(Boolean).join(' · ')}</p>;
}

function CartLine({ line, patients, pageAnswer }: { line: Line; patients: Patient[]; pageAnswer?: LabAnswer }) {
  const t = useT();
  const hydrated = useHydrated();
  const label = usePatientLabel();
  const key = itemKey(line.item);
  const who = useFetcher<LabAnswer>({ key: `lbk-who-${key}` });
  const remove = useFetcher<LabAnswer>({ key: `lbk-remove-${key}` });
  const form = useRef<HTMLFormElement>(null);
  const chosen = line.patients.map((p) => String(p.id)).join(',');

  // Boxes ticked before the page was interactive are posted once, as it hydrates.
  const early = useRef(false);
  useLayoutEffect(() => {
    early.current = form.current !== null && tickedIds(form.current) !== chosen;
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, at hydration
  useEffect(() => {
    if (early.current && form.current) void who.submit(form.current);
    early.current = false;
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, at hydration

  const failure = [who.data, remove.data, pageAnswer].find((a): a is Extract<LabAnswer, { ok: false }> => !!a && !a.ok && a.item === key);
  // A refused change shows the boxes as the cart has them again.
  useEffect(() => {
    if (who.state === 'idle' && who.data && !who.data.ok) form.current?.reset();
  }, [who.state, who.data]);

  const price = line.item.price;
  return (
    <li className="lbk-line">
      <div className="lbk-line__head">
        <Link to={line.item.url} className="lbk-line__name">
          {line.item.name}
        </Link>
        <p className="lbk-line__price">
          <strong>{formatRupees(line.amountPaise)}</strong>
          {price.listPricePaise > price.pricePaise ? (
            <s className="ck-muted">{formatRupees(price.listPricePaise * line.patients.length)}</s>
          ) : null}
        </p>
      </div>
      <LineFacts line={line} />
      <who.Form method="post" ref={form} key={chosen} className="lbk-line__who" onChange={(e) => void who.submit(e.currentTarget)}>
        <ReturnField />
        <input type="hidden" name="intent" value="patients" />
        <input type="hidden" name="item" value={key} />
        <fieldset>
          <legend className="lbk-line__legend">
            {t('lab-booking.line.for')}
            {line.patients.length > 1 ? (
              <span className="ck-muted">
                {' '}
                · {t('lab-booking.line.each', { price: formatRupees(price.pricePaise), n: line.patients.length })}
              </span>
            ) : null}
          </legend>
          <div className="lbk-who">
            {patients.map((p) => (
              <label key={p.id} className="lbk-who__option">
                <input type="checkbox" name="patientId" value={p.id} defaultChecked={line.patients.some((c) => c.id === p.id)} />
                <span>{label(p)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {hydrated ? null : (
          <Button type="submit" size="small" variant="outlined">
            {t('lab-booking.line.save')}
          </Button>
        )}
      </who.Form>
      <remove.Form method="post" className="lbk-line__remove">
        <ReturnField />
        <input type="hidden" name="item" value={key} />
        <Button
          type="submit"
          name="intent"
          value="remove"
          size="small"
          variant="transparent"
          loading={remove.state !== 'idle'}
          aria-label={t('lab-booking.line.removeLabel', { name: line.item.name })}
        >
          {t('lab-booking.line.remove')}
        </Button>
      </remove.Form>
      {failure ? (
        <p className="ck-inline-error" role="alert">
          {failure.message}
        </p>
      ) : null}
    </li>
  );
}

function Overlap({ overlap }: { overlap: LabCart['overlaps'][number] }) {
  const t = useT();
  const fetcher = useFetcher<LabAnswer>({ key: `lbk-overlap-${overlap.test.id}-${overlap.patientId}` });
  const failure = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  return (
    <li className="ck-note lbk-overlap">
      <InfoIcon size="sm" />
      <div>
        <p>{overlap.message}</p>
        <fetcher.Form method="post">
          <ReturnField />
          <input type="hidden" name="item" value={`test:${overlap.test.id}`} />
          <input type="hidden" name="patientId" value={overlap.patientId} />
          <Button
            type="submit"
            name="intent"
            value="remove"
            size="small"
            variant="outlined"
            loading={fetcher.state !== 'idle'}
            aria-label={t('lab-booking.overlap.removeLabel', { test: overlap.test.name, name: overlap.patientName })}
          >
            {t('lab-booking.overlap.remove')}
          </Button>
        </fetcher.Form>
        {failure ? (
          <p className="field__error" role="alert">
            {failure.message}
          </p>
        ) : null}
      </div>
    </li>
  );
}

export function LabLines({ cart, patients, pageAnswer }: { cart: LabCart; patients: Patient[]; pageAnswer?: LabAnswer }) {
  const t = useT();
  return (
    <section className="ck-card" aria-labelledby="lbk-lines-title">
      <h2 id="lbk-lines-title" className="ck-card__title">
        {t('lab-booking.lines.title', { n: cart.lines.length })}
      </h2>
      <ul className="lbk-lines">
        {cart.lines.map((line) => (
          <CartLine key={itemKey(line.item)} line={line} patients={patients} pageAnswer={pageAnswer} />
        ))}
      </ul>
      {cart.overlaps.length > 0 ? (
        <ul className="lbk-overlaps" aria-label={t('lab-booking.overlap.title')}>
          {cart.overlaps.map((o) => (
            <Overlap key={`${o.test.id}-${o.patientId}`} overlap={o} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
