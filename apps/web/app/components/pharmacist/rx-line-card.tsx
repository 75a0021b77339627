import { Form } from 'react-router';
import type { RxCheckOrder } from '@dawa/contracts';

type Line = RxCheckOrder['lines'][number];

const SCHEDULE_TEXT: Record<Line['schedule'], string> = {
  X: 'Schedule X',
  NDPS: 'NDPS',
  H1: 'Schedule H1',
  H: 'Schedule H',
  OTC: 'OTC',
};

/** One prescription line: what was ordered, its schedule, its decision, and the approve and reject forms. */
export function RxLineCard(props: {
  line: Line;
  open: boolean;
  prescriptions: { id: string; label: string }[];
  reasons: Record<string, string>;
  error: string | null;
}) {
  const { line, open, prescriptions, reasons, error } = props;
  const h1 = line.schedule === 'H1';
  const decided = line.state !== 'pending' ? line.decision : null;
  const forms = (
    <div className="rxc-decide">
      <Form method="post" className="console-form rxc-form" aria-label={`Approve ${line.name}`}>
        <input type="hidden" name="intent" value="approve" />
        <input type="hidden" name="position" value={line.position} />
        <fieldset>
          <legend>Covered by</legend>
          {prescriptions.length === 0 ? <p className="rxc-muted">No prescription to tick.</p> : null}
          {prescriptions.map((p) => (
            <label key={p.id} className="rxc-check">
              <input type="checkbox" name="prescriptionIds" value={p.id} defaultChecked={prescriptions.length === 1} /> {p.label}
            </label>
          ))}
        </fieldset>
        {h1 ? (
          <fieldset>
            <legend>H1 register details</legend>
            <label>
              Prescriber’s name
              <input name="prescriberName" required maxLength={200} autoComplete="off" />
            </label>
            <label>
              Prescriber’s registration number
              <input name="prescriberRegistration" required maxLength={60} autoComplete="off" />
            </label>
            <label>
              Patient’s name
              <input name="patientName" required maxLength={200} autoComplete="off" />
            </label>
          </fieldset>
        ) : null}
        <button type="submit" className="btn">
          Approve line {line.position}
        </button>
      </Form>
      <Form method="post" className="console-form rxc-form" aria-label={`Reject ${line.name}`}>
        <input type="hidden" name="intent" value="reject" />
        <input type="hidden" name="position" value={line.position} />
        <label>
          Reason
          <select name="reason" required defaultValue="">
            <option value="" disabled>
              Choose a reason
            </option>
            {Object.entries(reasons).map(([code, text]) => (
              <option key={code} value={code}>
                {text}
              </option>
            ))}
          </select>
        </label>
        <label>
          Note for the shopper (optional)
          <textarea name="reasonText" maxLength={500} rows={2} />
        </label>
        <button type="submit" className="btn btn--outlined rxc-reject">
          Reject line {line.position}
        </button>
      </Form>
    </div>
  );
  return (
    <article className={`rxc-line rxc-line--${line.state}`} id={`line-${line.position}`}>
      <header className="rxc-line__head">
        <h3>
          {line.position}. {line.name}
        </h3>
        <span className={`console-tag${h1 ? ' rxc-tag--h1' : ''}`}>{SCHEDULE_TEXT[line.schedule]}</span>
      </header>
      <p className="rxc-muted">
        {[line.packLabel, line.manufacturer].filter(Boolean).join(' · ')} · quantity {line.quantity}
      </p>
      <p className="rxc-state">
        {line.state === 'pending' ? 'Not decided yet' : line.state === 'approved' ? 'Approved' : 'Rejected'}
        {decided ? ` by ${decided.pharmacist}` : ''}
        {decided?.reason ? `: ${decided.reason}` : ''}
        {decided?.reasonText ? ` (${decided.reasonText})` : ''}
        {decided?.prescriberName
          ? ` · prescriber ${decided.prescriberName} (reg. ${decided.prescriberRegistration}); patient ${decided.patientName}`
          : ''}
      </p>
      {error ? (
        <p className="rxc-error" role="alert">
          {error}
        </p>
      ) : null}
      {open && line.state === 'pending' ? forms : null}
      {open && line.state !== 'pending' ? (
        <details>
          <summary>Change this decision</summary>
          {forms}
        </details>
      ) : null}
    </article>
  );
}
