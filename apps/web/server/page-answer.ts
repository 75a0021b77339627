import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRequest, sendResponse } from '@mcansh/react-router-fastify';
import type { RequestHandler, RouterContextProvider } from 'react-router';
import { wholePageContext, type WholePage } from '../app/lib/whole-page.ts';

export type PageLoadContext = (request: FastifyRequest, reply: FastifyReply) => RouterContextProvider;

/**
 * Answers a page request with React Router, as the adapter's own handler does, except for a page the entry
 * server wrote whole: its bytes are sent as one buffer (compressed in one call by the compression plugin)
 * instead of being read back through the Response's web stream, a Node stream copying each chunk and a
 * compression stream (decision 047). Anything else (a redirect, a HEAD, a Response a middleware made anew)
 * goes through the adapter's `sendResponse`.
 */
export function pageAnswer(handle: RequestHandler, loadContext: PageLoadContext) {
  return async function answerPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const handOver: WholePage = { response: null, bytes: null };
    const context = loadContext(request, reply);
    context.set(wholePageContext, handOver);
    const response = await handle(createRequest(request, reply), context);
    const bytes = handOver.response === response && !response.bodyUsed ? handOver.bytes : null;
    if (bytes === null) {
      await sendResponse(reply, response);
      return reply;
    }
    reply.status(response.status);
    for (const [name, value] of response.headers) if (name !== 'set-cookie') reply.header(name, value);
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    return reply.send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  };
}
