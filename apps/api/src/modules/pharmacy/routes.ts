import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  h1RegisterQuery,
  idParam,
  orderRxReview,
  pharmacistLoginBody,
  pharmacistProfile,
  resubmitPrescriptionsBody,
  rxCheckOrder,
  rxIdValue,
  rxLineDecided,
  rxLineDecisionBody,
  rxLineParams,
  rxQueue,
} from '@dawa/contracts';
import { failureBody, fail, ok, type Failure } from '../../http/result.ts';
import { defineCustomerRoute } from '../auth/customer-route.ts';
import type { PrescriptionService } from '../prescriptions/service.ts';
import type { PharmacistAccounts } from './accounts.ts';
import type { H1Register } from './register.ts';
import type { RxReviewService } from './review.ts';
import { pharmacistRequired, type PharmacistSessions } from './session.ts';
import { staffSignInRoutes } from '../staff/routes.ts';

const PRIVATE = 'private, no-store';
const orderParams = z.object({ id: idParam });

/** The console's JSON calls (pharmacist session only) and the shopper's side of a refused prescription. */
export const pharmacistRoutes = (deps: { accounts: PharmacistAccounts; sessions: PharmacistSessions; review: RxReviewService }) => {
  const { accounts, sessions, review } = deps;
  return [
    ...staffSignInRoutes({
      role: 'pharmacist',
      body: pharmacistLoginBody,
      response: pharmacistProfile,
      login: accounts.login,
      logout: accounts.logout,
      cookie: sessions.cookie,
    }),
    sessions.define({
      method: 'GET',
      url: '/pharmacist/me',
      summary: 'The signed-in pharmacist',
      tags: ['pharmacist'],
      response: pharmacistProfile,
      handler: async ({ pharmacist }) => ok(pharmacist),
    }),
    sessions.define({
      method: 'GET',
      url: '/pharmacist/queue',
      summary: 'Orders waiting for a prescription check, oldest first',
      tags: ['pharmacist'],
      response: rxQueue,
      handler: async () => ok(await review.queue()),
    }),
    sessions.define({
      method: 'GET',
      url: '/pharmacist/orders/:id',
      summary: "One order's prescriptions and lines with each line's schedule and decision",
      tags: ['pharmacist'],
      params: orderParams,
      response: rxCheckOrder,
      handler: async ({ params }) => review.order(params.id),
    }),
    sessions.define({
      method: 'POST',
      url: '/pharmacist/orders/:id/lines/:position/decision',
      summary: 'Approves (with the covering prescriptions; H1: prescriber and patient) or rejects (with a reason) one prescription line',
      tags: ['pharmacist'],
      params: rxLineParams,
      body: rxLineDecisionBody,
      response: rxLineDecided,
      handler: async ({ pharmacist, params, body }) => review.decide(pharmacist, params.id, params.position, body),
    }),
    defineCustomerRoute({
      method: 'GET',
      url: '/order/prescriptionReview/:id',
      summary: "Where the pharmacist's check of your order stands, and what was refused",
      tags: ['orders'],
      params: orderParams,
      response: orderRxReview,
      handler: async ({ user, params }) => review.forShopper(user.id, params.id),
    }),
    defineCustomerRoute({
      method: 'POST',
      url: '/order/resubmitPrescriptions/:id',
      summary: 'Sends new prescriptions for your order after the pharmacist refused a line; it goes back to the check',
      tags: ['orders'],
      params: orderParams,
      body: resubmitPrescriptionsBody,
      response: orderRxReview,
      handler: async ({ user, params, body }) => review.resubmit(user.id, params.id, body.prescriptionIds),
    }),
  ];
};

const sendFailure = (reply: FastifyReply, failure: Failure) => reply.code(failure.httpStatus).send(failureBody(failure));

/** The two console calls that answer bytes: a prescription file of any order, and the H1 register as CSV. */
export const PHARMACIST_FILE_DOCS = {
  '/api/pharmacist/prescriptions/{id}/file': {
    get: {
      summary: 'A prescription file of any order, for the signed-in pharmacist (images inline, PDFs as attachment)',
      tags: ['pharmacist'],
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      responses: { 200: { description: 'The file' }, default: { description: 'Failure envelope' } },
    },
  },
  '/api/pharmacist/h1-register.csv': {
    get: {
      summary: 'The Schedule H1 register for a range of Indian dates, as CSV',
      tags: ['pharmacist'],
      parameters: [
        { name: 'from', in: 'query', required: true, schema: { type: 'string', format: 'date' } },
        { name: 'to', in: 'query', required: true, schema: { type: 'string', format: 'date' } },
      ],
      responses: { 200: { description: 'text/csv' }, default: { description: 'Failure envelope' } },
    },
  },
};

export function pharmacistFileRoutes(deps: { sessions: PharmacistSessions; prescriptions: PrescriptionService; register: H1Register }) {
  return async function pharmacistFiles(app: FastifyInstance) {
    app.get('/pharmacist/prescriptions/:id/file', async (request, reply) => {
      if (!(await deps.sessions.current(request))) return sendFailure(reply, pharmacistRequired());
      const id = rxIdValue.safeParse((request.params as { id?: unknown }).id);
      const file = id.success ? await deps.prescriptions.fileForPharmacist(id.data) : null;
      if (!file) return sendFailure(reply, fail('RX_NOT_FOUND', 'This prescription was not found.', 404));
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', PRIVATE)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', file.kind === 'pdf' ? `attachment; filename="${id.data}.pdf"` : 'inline')
        .send(file.bytes);
    });

    app.get('/pharmacist/h1-register.csv', async (request, reply) => {
      if (!(await deps.sessions.current(request))) return sendFailure(reply, pharmacistRequired());
      const query = h1RegisterQuery.safeParse(request.query);
      const csv = query.success ? await deps.register.exportCsv(query.data.from, query.data.to) : null;
      if (csv === null || !query.success) {
        return sendFailure(
          reply,
          fail('REGISTER_RANGE_INVALID', 'Choose a start and an end date (YYYY-MM-DD), the end not before the start.', 400),
        );
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('cache-control', PRIVATE)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="h1-register-${query.data.from}-to-${query.data.to}.csv"`)
        .send(`\uFEFF${csv}`);
    });
  };
}
