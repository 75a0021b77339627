import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  fetchPatientsQuery,
  generateUploadUrlBody,
  pastPrescriptions,
  pastPrescriptionsQuery,
  patient,
  patientBody,
  patientList,
  patientParams,
  RX_MAX_BYTES,
  rxIdValue,
  uploadOptions,
  uploadOptionsQuery,
  uploadParams,
  uploadQuery,
  uploadedPrescription,
  uploadSlots,
} from '@dawa/contracts';
import { defineRoute } from '../../http/route.ts';
import { fail, failureBody, type Failure } from '../../http/result.ts';
import { defineCustomerRoute } from '../auth/customer-route.ts';
import { requireUser } from '../auth/session.ts';
import { uploadErrors, type UploadFailure } from './errors.ts';
import type { PatientService } from './patients.ts';
import type { PrescriptionRow } from './repo.ts';
import type { PrescriptionService } from './service.ts';

const PERSONAL = 'private, no-store';

/** The envelope calls of spec §7 "Prescriptions and patients". */
export const prescriptionRoutes = (prescriptions: PrescriptionService, patients: PatientService) => [
  defineCustomerRoute({
    method: 'POST',
    url: '/prescriptions/generateUploadUrl',
    summary: 'Single-use upload links (PUT, 10 minutes) for up to 5 prescription files',
    tags: ['prescriptions'],
    body: generateUploadUrlBody,
    response: uploadSlots,
    handler: async ({ user, body }) => prescriptions.generateUploadUrls(user.id, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/prescriptions/generateUploadUrl',
    summary: 'Formerly the way to get upload links; now refused (405): creating them is a POST',
    tags: ['prescriptions'],
    response: uploadSlots,
    handler: ({ reply }) => {
      reply.header('allow', 'POST');
      return fail('METHOD_NOT_ALLOWED', 'Upload links are created with a POST of the same fields as JSON.', 405);
    },
  }),
  defineCustomerRoute({
    method: 'GET',
    url: '/prescriptions/fetchPastPrescriptions',
    summary: 'Your uploaded prescriptions, newest first',
    tags: ['prescriptions'],
    query: pastPrescriptionsQuery,
    response: pastPrescriptions,
    handler: async ({ user, query }) => prescriptions.past(user.id, query.patientId),
  }),
  defineCustomerRoute({
    method: 'GET',
    url: '/prescriptions/prescriptionUploadOptions',
    summary: 'What the upload page offers: new upload, past prescriptions, free doctor consultation, and the valid prescription guide',
    tags: ['prescriptions'],
    query: uploadOptionsQuery,
    response: uploadOptions,
    handler: async ({ user, query }) => prescriptions.uploadOptions(user.id, query.orderId),
  }),
  defineRoute({
    method: 'GET',
    url: '/patients/fetchPatients',
    summary: "Your patients, 'self' first (created from your profile on the first call)",
    tags: ['prescriptions'],
    query: fetchPatientsQuery,
    response: patientList,
    cache: PERSONAL,
    handler: async ({ request, query }) => {
      const user = await requireUser(request);
      return user.ok ? patients.list(user.data.id, query.page) : user;
    },
  }),
  defineCustomerRoute({
    method: 'POST',
    url: '/patients/addPatient',
    summary: 'Adds a family member (name, age, gender, relation) to book and order for',
    tags: ['prescriptions'],
    body: patientBody,
    response: patient,
    handler: ({ user, body }) => patients.add(user.id, body),
  }),
  defineCustomerRoute({
    method: 'PUT',
    url: '/patients/updatePatient/:id',
    summary: 'Edits one of your family members',
    tags: ['prescriptions'],
    params: patientParams,
    body: patientBody,
    response: patient,
    handler: ({ user, params, body }) => patients.update(user.id, params.id, body),
  }),
];

const sendFailure = (reply: FastifyReply, failure: UploadFailure | Failure) => reply.code(failure.httpStatus).send(failureBody(failure));

/**
 * A refusal while the client may still be sending: the rest of the body is not read (it could be
 * endless), so the connection closes once the answer is out rather than waiting for it.
 */
const refuseUnread = (reply: FastifyReply, failure: UploadFailure | Failure) => {
  if (!reply.request.raw.complete) reply.header('connection', 'close');
  return sendFailure(reply, failure);
};

/**
 * The raw body as chunks, without destroying the request when the check stops reading early: that
 * would cut the connection before the refusal could be sent.
 */
const bodyStream = (body: unknown): unknown =>
  body instanceof Readable ? Readable.from(body.iterator({ destroyOnReturn: false }), { objectMode: false }) : body;

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };
const downloadName = (id: string, contentType: string) => `prescription-${id}.${EXTENSIONS[contentType] ?? 'bin'}`;

/** The raw body types an upload may be sent as; the real type is read from the bytes. */
const UPLOAD_BODY_TYPES = ['application/octet-stream', 'image/jpeg', 'image/png', 'application/pdf'];

/**
 * The two calls that carry file bytes rather than JSON: the PUT of an upload link (10 MB body, raw) and
 * the owner's download. Registered as their own encapsulated plugin inside /api, so the raw body parsers
 * and the larger body limit apply to these routes only, while the session and CSRF hooks still run.
 */
/** The two byte-carrying calls, for the OpenAPI document (the JSON calls document themselves). */
export const PRESCRIPTION_FILE_DOCS = {
  '/api/prescriptions/upload/{id}': {
    put: {
      summary: 'Uploads one prescription file (JPEG, PNG or PDF up to 10 MB) to a signed, single-use link from generateUploadUrl',
      tags: ['prescriptions'],
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'expires', in: 'query', required: true, schema: { type: 'integer' } },
        { name: 'token', in: 'query', required: true, schema: { type: 'string' } },
      ],
      requestBody: {
        required: true,
        content: Object.fromEntries(
          ['image/jpeg', 'image/png', 'application/pdf', 'application/octet-stream'].map((t) => [
            t,
            { schema: { type: 'string', format: 'binary' } },
          ]),
        ),
      },
      responses: { 200: { description: 'Success envelope with the uploaded prescription' }, default: { description: 'Failure envelope' } },
    },
  },
  '/api/prescriptions/file/{id}': {
    get: {
      summary: 'The bytes of one of your prescriptions (owner only)',
      tags: ['prescriptions'],
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      responses: { 200: { description: 'The file, with its stored content type' }, default: { description: 'Failure envelope' } },
    },
  },
};

export function prescriptionFileRoutes(prescriptions: PrescriptionService) {
  const opened = new WeakMap<FastifyRequest, { slot: PrescriptionRow; token: string }>();

  return async function prescriptionFiles(app: FastifyInstance) {
    // The body is handed over unread: the upload streams it to storage, checking it on the way.
    for (const type of UPLOAD_BODY_TYPES) {
      app.addContentTypeParser(type, (_request, body, done) => done(null, body));
    }
    app.setErrorHandler((error: { code?: string }, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendFailure(reply, uploadErrors.tooLarge());
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendFailure(reply, uploadErrors.wrongType());
      if (request.raw.destroyed || error.code === 'ECONNRESET') {
        // The customer's browser went away mid-upload: nothing was kept, and nobody reads this answer.
        return reply.code(400).send(failureBody({ code: 'BAD_REQUEST', message: 'The upload was interrupted. Please try again.' }));
      }
      throw error; // everything else as the rest of the API answers it
    });

    app.put(
      '/prescriptions/upload/:id',
      {
        bodyLimit: RX_MAX_BYTES,
        config: { response: uploadedPrescription },
        // Before a byte of the body is read: the customer is signed in and the link is theirs and unused.
        onRequest: async (request, reply) => {
          const user = await requireUser(request);
          if (!user.ok) return sendFailure(reply, user);
          const params = uploadParams.safeParse(request.params);
          const query = uploadQuery.safeParse(request.query);
          if (!params.success || !query.success) return sendFailure(reply, uploadErrors.linkExpired());
          const slot = await prescriptions.openLink(user.data.id, params.data.id, query.data.expires, query.data.token);
          if ('ok' in slot) return sendFailure(reply, slot);
          opened.set(request, { slot, token: query.data.token });
        },
      },
      async (request, reply) => {
        const link = opened.get(request);
        const user = await requireUser(request);
        if (!link || !user.ok) return sendFailure(reply, uploadErrors.linkExpired());
        if (Number(request.headers['content-length']) > RX_MAX_BYTES) return refuseUnread(reply, uploadErrors.tooLarge());
        const result = await prescriptions.upload(user.data.id, link.slot, link.token, bodyStream(request.body));
        if (!result.ok) return refuseUnread(reply, result);
        return reply.header('cache-control', PERSONAL).send({ status: 1, data: result.data });
      },
    );

    app.get('/prescriptions/file/:id', async (request, reply) => {
      const user = await requireUser(request);
      if (!user.ok) return sendFailure(reply, user);
      const id = rxIdValue.safeParse((request.params as { id?: unknown }).id);
      const file = id.success ? await prescriptions.file(user.data.id, id.data) : null;
      // Someone else's file answers exactly like a missing one.
      if (!file) return sendFailure(reply, uploadErrors.notFound());
      return (
        reply
          .header('content-type', file.contentType)
          .header('cache-control', PERSONAL)
          .header('x-content-type-options', 'nosniff')
          // Saved, never shown in the store's own origin: a file that is also a page could not run there.
          .header('content-disposition', `attachment; filename="${downloadName(id.data!, file.contentType)}"`)
          .send(file.bytes)
      );
    });
  };
}
