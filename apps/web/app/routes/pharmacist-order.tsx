import { data, Link, redirect } from 'react-router';
import { RX_REJECT_REASONS } from '@dawa/contracts';
import { ConsoleFrame, formatIst } from '../components/pharmacist/console-frame.tsx';
import { RxLineCard } from '../components/pharmacist/rx-line-card.tsx';
import { ApiError } from '../lib/api.ts';
import { apiResult, isUnauthorized } from '../lib/api-result.server.ts';
import { consoleHeaders, consoleMeta, pharmacistApi, pharmacistCalls } from '../lib/api-pharmacist.ts';
import type { Route } from './+types/pharmacist-order';

const orderIdOf = (value: string | undefined) => {
  const id = Number(value);
  if (!/^[0-9]{1,10}$/.test(value ?? '') || id <= 0 || id > 2_147_483_647) throw new Response(null, { status: 404 });
  return id;
};

/** /pharmacist/orders/:orderId: the prescriptions beside the order's lines, a decision form per prescription line. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const orderId = orderIdOf(params.orderId);
  try {
    const [pharmacist, order] = await Promise.all([pharmacistApi.me(request), pharmacistApi.order(orderId, request)]);
    return { pharmacist, order };
  } catch (error) {
    if (isUnauthorized(error)) throw redirect('/pharmacist/login');
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw new Response(null, { status: 404 });
    throw error;
  }
}

const field = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

export async function action({ request, params }: Route.ActionArgs) {
  const orderId = orderIdOf(params.orderId);
  const form = await request.formData();
  const intent = form.get('intent');
  const position = Number(form.get('position'));
  if ((intent !== 'approve' && intent !== 'reject') || !Number.isInteger(position)) {
    return data({ position: null, message: 'Choose approve or reject for a line.' }, { status: 400 });
  }
  const body =
    intent === 'approve'
      ? {
          decision: 'approved',
          prescriptionIds: form.getAll('prescriptionIds').map(String),
          ...Object.fromEntries(
            ['prescriberName', 'prescriberRegistration', 'patientName'].flatMap((name) =>
              field(form, name) ? [[name, field(form, name)]] : [],
            ),
          ),
        }
      : {
          decision: 'rejected',
          reason: field(form, 'reason'),
          ...(field(form, 'reasonText') ? { reasonText: field(form, 'reasonText') } : {}),
        };
  const result = await apiResult<{ outcome: 'open' | 'verified' | 'rejected' }>(pharmacistCalls.decide(orderId, position, body), request);
  if (result.ok) {
    return redirect(result.data.outcome === 'open' ? `/pharmacist/orders/${orderId}#line-${position}` : `/pharmacist?done=${orderId}`);
  }
  if (result.status === 401) return redirect('/pharmacist/login');
  return data(
    { position, message: result.message || 'The decision was not saved. Try again.' },
    { status: result.status === 409 ? 409 : 400 },
  );
}

export const headers = consoleHeaders;
export const meta = ({ params }: Route.MetaArgs) => consoleMeta(`Order #${params.orderId}`);

const STATE_TEXT = {
  AWAITING_CHECK: 'Waiting for your check',
  AWAITING_PRESCRIPTION: 'Waiting for the shopper’s new prescription',
  VERIFIED: 'Verified',
  CLOSED: 'Closed',
} as const;

export default function PharmacistOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { pharmacist, order } = loaderData;
  const open = order.checkState === 'AWAITING_CHECK';
  const rxLines = order.lines.filter((l) => l.isRxRequired);
  const otherLines = order.lines.filter((l) => !l.isRxRequired);
  return (
    <ConsoleFrame pharmacist={pharmacist}>
      <p>
        <Link to="/pharmacist">← Back to the queue</Link>
      </p>
      <div className="rxc-head">
        <h1>Order #{order.orderId}</h1>
        <p className="rxc-muted">
          Placed {formatIst(order.placedAt)} · {STATE_TEXT[order.checkState]}
          {order.round > 1 ? ` · check ${order.round}` : ''} · Deliver to {order.patientHint ?? 'unknown'}
        </p>
      </div>
      {actionData?.message && actionData.position === null ? (
        <p className="rxc-error" role="alert">
          {actionData.message}
        </p>
      ) : null}
      <div className="rxc-split">
        <section className="rxc-files" aria-labelledby="rx-files">
          <h2 id="rx-files">Prescriptions ({order.prescriptions.length})</h2>
          {order.prescriptions.length === 0 ? (
            <p className="rxc-warn">No prescription is attached (doctor consultation chosen). Reject the lines until one is uploaded.</p>
          ) : null}
          {order.prescriptions.map((p, i) => (
            <figure key={p.id} className="rxc-file">
              {p.kind === 'image' ? (
                <a href={p.url} target="_blank" rel="noopener">
                  <img src={p.url} alt={`Prescription ${i + 1}`} loading="lazy" />
                </a>
              ) : (
                <a className="btn btn--outlined" href={p.url}>
                  Download PDF
                </a>
              )}
              <figcaption>
                Prescription {i + 1} · {p.kind === 'pdf' ? 'PDF' : 'image'}
                {p.uploadedAt ? ` · uploaded ${formatIst(p.uploadedAt)}` : ''}
              </figcaption>
            </figure>
          ))}
        </section>
        <section className="rxc-lines" aria-labelledby="rx-lines">
          <h2 id="rx-lines">Prescription medicines ({rxLines.length})</h2>
          {rxLines.map((line) => (
            <RxLineCard
              key={line.position}
              line={line}
              open={open}
              prescriptions={order.prescriptions.map((p, i) => ({ id: p.id, label: `Prescription ${i + 1}` }))}
              reasons={RX_REJECT_REASONS}
              error={actionData?.position === line.position ? actionData.message : null}
            />
          ))}
          {otherLines.length > 0 ? (
            <>
              <h2>Other items (no prescription needed)</h2>
              <ul className="rxc-plain">
                {otherLines.map((l) => (
                  <li key={l.position}>
                    {l.name} · {l.packLabel} · qty {l.quantity}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>
    </ConsoleFrame>
  );
}
