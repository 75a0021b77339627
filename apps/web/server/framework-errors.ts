import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Failure } from '@dawa/contracts';

/**
 * What Fastify refuses before any route runs (a URL that is not valid percent-encoded UTF-8, a path
 * parameter longer than `maxParamLength`): answered in the error shape of the part of the site the path
 * points at (the sandbox gateway's protocol, else the API envelope), never Fastify's own body.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A part of the address is too long.' : 'The address of this request is not valid.';
  if (request.url.startsWith('/gateway/')) {
    return reply.code(status).send({ status: 'error', error_code: 'INVALID_REQUEST', error_message: message });
  }
  const body: Failure = { status: 0, error: { code: 'BAD_REQUEST', message, showAlert: false } };
  return reply.code(status).send(body);
}
