import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's request lines, made cheaper: one line per request, when its answer is sent (Fastify writes a
 * second one when the request arrives), with the request id on it as on every line. A page's own calls to the
 * API (and the page cache's renderings) are part of that page's request, so they are written only at debug.
 * Errors, 404s and stream failures are logged as Fastify logs them.
 */
export class RequestLog extends LogController {
  constructor(private readonly internal: (request: FastifyRequest) => boolean) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    // Milliseconds to a tenth: a long fraction would look like a card number to the log's redaction.
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (this.internal(request)) reply.log.debug(line, 'in-process request completed');
    else reply.log.info(line, 'request completed');
  }
}
