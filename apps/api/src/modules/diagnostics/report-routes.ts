import type { FastifyInstance, FastifyReply } from 'fastify';
import { RX_MAX_BYTES, labOpsEventResult, labOrderParams } from '@dawa/contracts';
import { authorised } from '../../http/ops-token.ts';
import { fail, failureBody, type Failure } from '../../http/result.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { requireUser } from '../auth/session.ts';
import type { LabBookingService } from './booking-service.ts';
import type { LabOps } from './lab-ops.ts';

const sendFailure = (reply: FastifyReply, failure: Failure) => reply.code(failure.httpStatus).send(failureBody(failure));
const orderIdOf = (params: unknown) => labOrderParams.safeParse(params);

/**
 * The two calls that carry a report's bytes: the owner's download, and the lab's upload (raw PDF, Bearer
 * OPS_TOKEN). Their own plugin, so the PDF body parser and its 10 MB limit apply to the upload only.
 */
export function labReportRoutes(deps: { bookings: LabBookingService; ops: LabOps; storage: FileStorage; opsToken: string | undefined }) {
  return async function labReports(app: FastifyInstance) {
    app.addContentTypeParser('application/pdf', { parseAs: 'buffer', bodyLimit: RX_MAX_BYTES }, (_request, body, done) => done(null, body));

    app.get('/diagnostics/orders/:orderId/report', async (request, reply) => {
      const user = await requireUser(request);
      if (!user.ok) return sendFailure(reply, user);
      const params = orderIdOf(request.params);
      if (!params.success) return sendFailure(reply, fail('BOOKING_NOT_FOUND', 'We could not find this booking.', 404));
      const key = await deps.bookings.reportKey(user.data.id, params.data.orderId);
      if (!key.ok) return sendFailure(reply, key);
      const bytes = await deps.storage.get(key.data);
      if (!bytes) return sendFailure(reply, fail('REPORT_NOT_FOUND', 'The report of this booking is not ready yet.', 404));
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="lab-report-${params.data.orderId}.pdf"`)
        .send(bytes);
    });

    if (deps.opsToken) {
      const token = deps.opsToken;
      app.put('/ops/diagnostics/bookings/:orderId/report', { config: { response: labOpsEventResult } }, async (request, reply) => {
        if (!authorised(request.headers.authorization, token))
          return sendFailure(reply, fail('UNAUTHENTICATED', 'Operations token required.', 401));
        const params = orderIdOf(request.params);
        if (!params.success) return sendFailure(reply, fail('BOOKING_NOT_FOUND', 'We could not find this booking.', 404));
        if (!Buffer.isBuffer(request.body)) {
          return sendFailure(reply, fail('REPORT_INVALID', 'Attach the report as a PDF file of 10 MB or less.', 422));
        }
        const result = await deps.ops.attachReport(params.data.orderId, request.body);
        if (!result.ok) return sendFailure(reply, result);
        return reply.header('cache-control', 'no-store').send({ status: 1, data: result.data });
      });
    }
  };
}

/** The byte-carrying calls, for the OpenAPI document (the upload only where operations calls are mounted). */
export const labReportDocs = (opsToken: string | undefined) => ({
  '/api/diagnostics/orders/{orderId}/report': {
    get: { summary: "Downloads a lab booking's report (PDF), for its owner only", tags: ['diagnostics'] },
  },
  ...(opsToken
    ? {
        '/api/ops/diagnostics/bookings/{orderId}/report': {
          put: { summary: 'Operations: attaches the report (raw PDF body, 10 MB at most); Bearer OPS_TOKEN', tags: ['operations'] },
        },
      }
    : {}),
});
