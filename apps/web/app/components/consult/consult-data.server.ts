/**
 * What the consultation pages' loaders share: a call's data or the page the failure is (a guest goes to the login
 * page and comes back here; a consultation that is not the shopper's is the store's not-found page; an outage is
 * the route's error), and the flow's checks that send a shopper back to the step that still lacks a choice.
 */
import type { Patient } from '@dawa/contracts';
import { data, redirect } from 'react-router';
import type { ConsultResult } from '../../lib/api-consult.ts';
import { loginHref } from '../ui/enhanced-link.tsx';
import { flowHref, missingStep, orderIdOf, type ConsultStep, type Flow } from './consult-rules.ts';

const hereOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

export const toLogin = (request: Request) => redirect(loginHref(hereOf(request)));

export function must<T>(result: ConsultResult<T>, request: Request): T {
  if (result.ok) return result.data;
  if (result.status === 401) throw toLogin(request);
  if (result.status === 404 || result.code === 'NOT_FOUND') throw new Response(null, { status: 404 });
  throw data(result.message || 'The consultation service is not answering.', { status: 503 });
}

/** The `:orderId` of the address, or the not-found page. */
export function orderIdParam(value: string | undefined): number {
  const id = orderIdOf(value ?? null);
  if (id === null) throw new Response(null, { status: 404 });
  return id;
}

/** Sends the shopper back to the first step that still lacks a choice this step needs. */
export function guardStep(flow: Flow, step: ConsultStep) {
  const missing = missingStep(flow, step);
  if (missing) throw redirect(flowHref(missing, flow));
}

export type PatientsAnswer = { patients: Patient[] };
