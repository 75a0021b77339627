import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { fastifyReactRouter } from '@mcansh/react-router-fastify';
import { apiPlugin, type ApiDeps } from '@dawa/api';
import { installServerTransport } from '../app/lib/api-transport.ts';
import type { Envelope } from '@dawa/contracts';

export const WEB_ROOT = resolve(import.meta.dirname, '..');
export const SERVER_BUILD = resolve(WEB_ROOT, 'build/server/index.js');

/** One Fastify instance: /api (JSON), then every other path to the React Router server build. */
export interface AppOptions {
  logLevel: string;
  web: boolean;
  /**
   * Which proxies to believe for X-Forwarded-For/-Proto (Fastify's trustProxy: true or addresses/CIDRs).
   * Off by default: a client could otherwise name any IP and slip past the per-IP limits.
   */
  trustProxy?: string | boolean;
}

export async function createApp(deps: ApiDeps, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    genReqId: (req) =>
      typeof req.headers['x-request-id'] === 'string' && /^[\w-]{1,64}$/.test(req.headers['x-request-id'])
        ? req.headers['x-request-id']
        : crypto.randomUUID(),
    requestIdHeader: false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(apiPlugin, { prefix: '/api', ...deps });

  // Server-side rendering calls the API in-process through the same routes and validation.
  installServerTransport(async ({ method, path, body, headers }) => {
    const response = await app.inject({ method, url: `/api${path}`, payload: body as object | undefined, headers });
    return { status: response.statusCode, body: response.json() as Envelope<unknown> };
  });

  if (options.web) {
    if (!existsSync(SERVER_BUILD)) throw new Error('The web app is not built: run `npm run build`.');
    await app.register(fastifyReactRouter, {
      mode: 'production',
      serverBuildPath: SERVER_BUILD,
      clientBuildDirectory: resolve(WEB_ROOT, 'build/client'),
    });
  }
  return app;
}
