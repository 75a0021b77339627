import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * One log line per request, when its answer is sent: method, URL, status, time, with the request id Fastify
 * puts on every line. A page's own calls to the API (and the cache's renderings) are part of that page's
 * request, so they are written only at debug; Fastify's two lines per request (received, completed) would
 * double the cost of logging on the hot path.
 */
export function logRequests(app: FastifyInstance, internal: (request: FastifyRequest) => boolean): void {
  app.addHook('onResponse', (request, reply, done) => {
    // Fastify's own serializers (and the log's redaction) shape the request and the reply, as on its own lines.
    // Milliseconds to a tenth: a long fraction would look like a card number to the log's redaction.
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (internal(request)) request.log.debug(line, 'in-process request completed');
    else request.log.info(line, 'request completed');
    done();
  });
}
