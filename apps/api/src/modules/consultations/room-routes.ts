import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  addPrescriptionToCartResult,
  CONSULT_FILE_MAX_BYTES,
  consultOrderParams,
  ePrescription,
  room,
  roomEvents,
  roomEventsQuery,
  roomMessage,
  roomMessageBody,
  roomSignalAck,
  roomSignalBody,
  type Room,
} from '@dawa/contracts';
import { z } from 'zod';
import { fail, failureBody, ok, type Failure, type Result } from '../../http/result.ts';
import { defineRoute, type RouteDef, type RouteInput } from '../../http/route.ts';
import { defineCustomerRoute } from '../auth/customer-route.ts';
import { roomErrors, type Access, type ConsultationAccess } from './access.ts';
import type { PrescriptionCart } from './prescription-cart.ts';
import { prescriptionErrors, type EPrescriptions } from './e-prescriptions.ts';
import type { ConsultationRoom } from './room.ts';
import { consultationView } from './views.ts';
import type { Db } from '@dawa/db';

const PRIVATE = 'private, no-store';
type IceServer = Room['iceServers'][number];

export interface RoomRouteDeps {
  db: Db;
  access: ConsultationAccess;
  room: ConsultationRoom;
  prescriptions: EPrescriptions;
  cart: PrescriptionCart;
  iceServers: IceServer[];
  now: () => Date;
}

/** A call of the room: the patient or the consulting doctor (while open) only; anyone else gets 404. */
function roomRoute<Q, B, R>(
  deps: RoomRouteDeps,
  action: string,
  def: Omit<RouteDef<Q, B, { orderId: number }, R>, 'handler' | 'params' | 'cache'> & {
    handler(input: RouteInput<Q, B, { orderId: number }> & { access: Access }): Promise<Result<R>> | Result<R>;
  },
): RouteDef {
  return defineRoute<Q, B, { orderId: number }, R>({
    ...def,
    params: consultOrderParams,
    cache: PRIVATE,
    handler: async (input) => {
      const access = await deps.access.of(input.request, input.params.orderId, action);
      return access ? def.handler({ ...input, access }) : roomErrors.missing();
    },
  });
}

/** The consultation room's JSON calls and the prescription's, for its two sides (decision 068). */
export const roomRoutes = (deps: RoomRouteDeps) => [
  roomRoute(deps, 'open room', {
    method: 'GET',
    url: '/consultations/:orderId/room',
    summary: 'The consultation room: the consultation, your side, the ICE servers, the chat and files so far',
    tags: ['consultations'],
    response: room,
    handler: async ({ access }) =>
      ok({
        consultation: (await consultationView(deps.db, access.orderId, deps.now()))!,
        side: access.side,
        iceServers: deps.iceServers,
        messages: await deps.room.messagesAfter(access.orderId, 0),
        signalCursor: await deps.room.signalCursor(access.orderId),
        open: access.open,
      }),
  }),
  roomRoute(deps, 'read room', {
    method: 'GET',
    url: '/consultations/:orderId/room/events',
    summary: 'Long poll (up to 25 s): new chat messages and files, and the other side’s WebRTC signals',
    tags: ['consultations'],
    query: roomEventsQuery,
    response: roomEvents,
    handler: async ({ access, query }) => ok(await deps.room.events(access, query.afterMessage, query.afterSignal, query.wait ?? 0)),
  }),
  roomRoute(deps, 'write message', {
    method: 'POST',
    url: '/consultations/:orderId/room/messages',
    summary: 'A chat message in the room, kept in the consultation’s record',
    tags: ['consultations'],
    body: roomMessageBody,
    response: roomMessage,
    handler: ({ access, body }) => deps.room.say(access, body.text),
  }),
  roomRoute(deps, 'signal', {
    method: 'POST',
    url: '/consultations/:orderId/room/signal',
    summary: 'A WebRTC signal (hello, offer, answer, candidate, bye) relayed to the other side',
    tags: ['consultations'],
    body: roomSignalBody,
    response: roomSignalAck,
    handler: ({ access, body }) => deps.room.signal(access, body.kind, body.payload),
  }),
  roomRoute(deps, 'read prescription', {
    method: 'GET',
    url: '/consultations/:orderId/prescription',
    summary: 'The e-prescription of the consultation (the patient sees it once signed)',
    tags: ['consultations'],
    response: ePrescription,
    handler: async ({ access }) => {
      const view = await deps.prescriptions.view(access.orderId);
      if (!view || (access.side === 'patient' && view.status !== 'SIGNED')) return prescriptionErrors.missing();
      return ok(view);
    },
  }),
  defineCustomerRoute({
    method: 'POST',
    url: '/consultations/:orderId/prescription/addToCart',
    summary: 'Adds every medicine of your signed e-prescription to your cart; at checkout it covers exactly those medicines',
    tags: ['consultations'],
    params: consultOrderParams,
    body: z.object({}).strict(),
    response: addPrescriptionToCartResult,
    handler: ({ user, params }) => deps.cart.addAll(user.id, params.orderId),
  }),
];

const sendFailure = (reply: FastifyReply, failure: Failure) => reply.code(failure.httpStatus).send(failureBody(failure));

/** The file's own name, sent URI-encoded in X-File-Name; 'file' when absent or unreadable. */
function fileNameOf(header: string | string[] | undefined): string {
  if (typeof header !== 'string') return 'file';
  try {
    return decodeURIComponent(header);
  } catch {
    return 'file';
  }
}
const messageParams = consultOrderParams.extend({ messageId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** The calls that carry bytes: a file shared in the room (raw body), its download, and the prescription's PDF. */
export function roomFileRoutes(deps: RoomRouteDeps) {
  return async function roomFiles(app: FastifyInstance) {
    for (const type of ['image/jpeg', 'image/png']) {
      app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: CONSULT_FILE_MAX_BYTES }, (_request, body, done) => done(null, body));
    }
    app.addContentTypeParser('application/pdf', { parseAs: 'buffer', bodyLimit: CONSULT_FILE_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );

    const accessOf = async (request: FastifyRequest, action: string) => {
      const params = consultOrderParams.safeParse(request.params);
      return params.success ? deps.access.of(request, params.data.orderId, action) : null;
    };

    app.post('/consultations/:orderId/room/files', { config: { response: roomMessage } }, async (request, reply) => {
      const access = await accessOf(request, 'share file');
      if (!access) return sendFailure(reply, roomErrors.missing());
      if (!Buffer.isBuffer(request.body))
        return sendFailure(reply, fail('FILE_REJECTED', 'Share a photo (JPEG or PNG) or a PDF of up to 10 MB.', 422));
      const result = await deps.room.share(
        access,
        request.body,
        request.headers['content-type']?.split(';')[0]?.trim(),
        fileNameOf(request.headers['x-file-name']),
      );
      if (!result.ok) return sendFailure(reply, result);
      return reply.header('cache-control', PRIVATE).send({ status: 1, data: result.data });
    });

    app.get('/consultations/:orderId/room/files/:messageId', async (request, reply) => {
      const params = messageParams.safeParse(request.params);
      const access = params.success ? await deps.access.of(request, params.data.orderId, 'read file') : null;
      const file = access && params.success ? await deps.room.file(access, params.data.messageId) : null;
      if (!file) return sendFailure(reply, roomErrors.missing());
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', PRIVATE)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `${file.contentType === 'application/pdf' ? 'attachment' : 'inline'}; filename="${file.name.replace(/["\\\r\n]/g, '_')}"`,
        )
        .send(file.bytes);
    });

    app.get('/consultations/:orderId/prescription.pdf', async (request, reply) => {
      const access = await accessOf(request, 'download prescription');
      const pdf = access ? await deps.prescriptions.pdf(access.orderId) : null;
      if (!access || !pdf) return sendFailure(reply, prescriptionErrors.missing());
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', PRIVATE)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="e-prescription-${access.orderId}.pdf"`)
        .send(pdf);
    });
  };
}

/** The byte-carrying calls, for the OpenAPI document. */
export const ROOM_FILE_DOCS = {
  '/api/consultations/{orderId}/room/files': {
    post: {
      summary: 'Shares a photo (JPEG, PNG) or PDF in the room: raw body, its Content-Type, X-File-Name; 10 MB at most',
      tags: ['consultations'],
    },
  },
  '/api/consultations/{orderId}/room/files/{messageId}': {
    get: { summary: 'A file shared in the room, for the patient and the consulting doctor', tags: ['consultations'] },
  },
  '/api/consultations/{orderId}/prescription.pdf': {
    get: { summary: 'The signed e-prescription as a PDF', tags: ['consultations'] },
  },
};
