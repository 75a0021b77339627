import { Link, redirect } from 'react-router';
import { ConsoleFrame, formatIst, waited } from '../components/pharmacist/console-frame.tsx';
import { isUnauthorized, apiResult } from '../lib/api-result.server.ts';
import { cookieHeaders } from '../lib/form-answer.server.ts';
import { consoleHeaders, consoleMeta, pharmacistApi, pharmacistCalls } from '../lib/api-pharmacist.ts';
import type { Route } from './+types/pharmacist-queue';

/** /pharmacist: orders waiting for a prescription check, oldest first, and the H1 register export. */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    const [pharmacist, queue] = await Promise.all([pharmacistApi.me(request), pharmacistApi.queue(request)]);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const done = new URL(request.url).searchParams.get('done');
    return { pharmacist, queue, today, done: done && /^\d{1,10}$/.test(done) ? Number(done) : null };
  } catch (error) {
    if (isUnauthorized(error)) throw redirect('/pharmacist/login');
    throw error;
  }
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== 'logout') return null;
  const result = await apiResult(pharmacistCalls.logout(), request);
  return redirect('/pharmacist/login', { headers: cookieHeaders(result.ok ? result.setCookies : []) });
}

export const headers = consoleHeaders;
export const meta = () => consoleMeta('Prescription checks');

export default function PharmacistQueue({ loaderData }: Route.ComponentProps) {
  const { pharmacist, queue, today, done } = loaderData;
  return (
    <ConsoleFrame pharmacist={pharmacist}>
      <div className="rxc-head">
        <h1>Prescriptions to check</h1>
        <p className="rxc-muted">{queue.orders.length === 0 ? 'Nothing is waiting.' : `${queue.orders.length} waiting, oldest first.`}</p>
      </div>
      {done ? (
        <p className="rxc-note" role="status">
          Order #{done} is done.
        </p>
      ) : null}
      {queue.orders.length > 0 ? (
        <table className="console-table rxc-table">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Waiting</th>
              <th scope="col">In queue since</th>
              <th scope="col">Rx lines</th>
              <th scope="col">Files</th>
              <th scope="col">
                <span className="rxc-sr">Open</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {queue.orders.map((o) => (
              <tr key={o.orderId}>
                <td>
                  #{o.orderId}
                  {o.hasH1 ? <span className="console-tag rxc-tag--h1">H1</span> : null}
                  {o.round > 1 ? <span className="console-tag">New prescription</span> : null}
                </td>
                <td>{waited(o.waitingMinutes)}</td>
                <td>{formatIst(o.queuedAt)}</td>
                <td>{o.rxLineCount}</td>
                <td>{o.prescriptionCount === 0 ? <span className="rxc-warn">None</span> : o.prescriptionCount}</td>
                <td>
                  <Link className="btn btn--small" to={`/pharmacist/orders/${o.orderId}`}>
                    Check order #{o.orderId}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}

      <section className="rxc-card rxc-register" aria-labelledby="h1-register">
        <h2 id="h1-register">Schedule H1 register</h2>
        <p className="rxc-muted">Every H1 medicine dispatched, with prescriber, patient and quantity. Kept three years.</p>
        {/* A plain form: the browser downloads the CSV, with or without JavaScript. */}
        <form method="get" action="/api/pharmacist/h1-register.csv" className="console-form rxc-form rxc-form--row">
          <label>
            From
            <input type="date" name="from" required defaultValue={`${today.slice(0, 8)}01`} max={today} />
          </label>
          <label>
            To
            <input type="date" name="to" required defaultValue={today} max={today} />
          </label>
          <button type="submit" className="btn btn--outlined">
            Download CSV
          </button>
        </form>
      </section>
    </ConsoleFrame>
  );
}
