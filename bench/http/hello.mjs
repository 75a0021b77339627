// The bare Fastify hello route the store is compared with, in a process of its own (as the store is). With
// HELLO_WORKERS above 1 it runs as the store does with WEB_CONCURRENCY: that many workers sharing the port.
import cluster from 'node:cluster';
import Fastify from 'fastify';

const workers = Number(process.env.HELLO_WORKERS ?? 1);
if (cluster.isPrimary && workers > 1) {
  let listening = 0;
  for (let i = 0; i < workers; i++) cluster.fork().once('listening', () => ++listening === workers && process.send?.('ready'));
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    process.exit(0);
  });
} else {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.send?.('ready');
}
