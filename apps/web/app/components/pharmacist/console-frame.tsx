import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import type { PharmacistProfile } from '@dawa/contracts';
import '../ui/console.css';
import './pharmacist.css';

/** The console's own frame (no shop header or cart): who is signed in, the way back to the queue, sign-out. */
export function ConsoleFrame({ pharmacist, children }: { pharmacist: PharmacistProfile | null; children: ReactNode }) {
  return (
    <div className="rxc">
      <header className="console-bar">
        <Link to={pharmacist ? '/pharmacist' : '/pharmacist/login'} className="console-bar__brand">
          Dawa <span>Pharmacist console</span>
        </Link>
        {pharmacist ? (
          <div className="console-bar__who">
            <span>
              {pharmacist.name} <small>Reg. {pharmacist.registrationNumber}</small>
            </span>
            <Form method="post" action="/pharmacist">
              <input type="hidden" name="intent" value="logout" />
              <button type="submit" className="btn btn--small btn--outlined">
                Sign out
              </button>
            </Form>
          </div>
        ) : null}
      </header>
      <main id="main" className="rxc-main">
        {children}
      </main>
    </div>
  );
}

/** "12 min", "3 h 5 min", "2 d 4 h": how long an order has waited. */
export function waited(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
  return `${Math.floor(minutes / 1440)} d ${Math.floor((minutes % 1440) / 60)} h`;
}

export const formatIst = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
