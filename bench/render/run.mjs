// The medicine page's rendering cost on the server, without the database: the API answers the page's loader
// asks for are fetched once from a running store, then the compiled React Router build renders the page
// again and again in this process (loader, React render, loader-data serialisation), and the HTML is
// compressed as @fastify/compress does (brotli quality 4, its default; 3, the server's setting; gzip 6).
// Prints milliseconds of CPU per page for each step. See bench/render/README.md.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { brotliCompressSync, constants, createBrotliCompress, gzipSync } from 'node:zlib';
import { createRequestHandler, createContext, RouterContextProvider } from 'react-router';

if (process.env.NODE_ENV !== 'production')
  throw new Error('Run with NODE_ENV=production (npm run bench:render): React in development mode costs several times more.');

const root = resolve(import.meta.dirname, '../..');
const store = process.env.BENCH_STORE_URL ?? 'http://127.0.0.1:3953';
const rounds = Number(process.env.BENCH_ROUNDS ?? 300);
const paths = (process.env.BENCH_PATHS ?? '').split(',').filter(Boolean);

const answers = new Map();
globalThis[Symbol.for('dawa.api.transport')] = async ({ method, path, body, headers }) => {
  const key = `${method} ${path} ${body === undefined ? '' : JSON.stringify(body)}`;
  if (!answers.has(key)) {
    const response = await fetch(`${store}/api${path}`, {
      method,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    answers.set(key, { status: response.status, body: await response.json() });
  }
  return structuredClone(answers.get(key));
};
const context = (key) => (globalThis[Symbol.for(key)] ??= createContext(''));
const nonce = context('dawa.csp-nonce');
const origin = context('dawa.public-origin');

const build = await import(pathToFileURL(resolve(root, process.env.BENCH_SERVER_BUILD ?? 'apps/web/build/server/index.js')).href);
const handle = createRequestHandler(build, 'production');

async function medicinePath() {
  const answer = await (await fetch(`${store}/api/search/searchTypeAhead?q=dolo%20650`)).json();
  const product = answer.data.products.find((p) => p.name === 'Dolo 650 Tablet');
  if (!product) throw new Error('Dolo 650 Tablet is not in this catalogue');
  return product.url;
}

/** The page's response from React Router's handler, as an anonymous browser asks for it. */
function respond(path) {
  const load = new RouterContextProvider(
    new Map([
      [nonce, 'bench'],
      [origin, 'https://dawa.example'],
    ]),
  );
  return handle(new Request(`http://localhost${path}`, { headers: { 'user-agent': 'Mozilla/5.0' } }), load);
}

async function render(path) {
  const response = await respond(path);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * The page as the server sends it: the response body read as the Fastify adapter reads it (one chunk per
 * read of the web stream) through a brotli-3 stream, as the compression plugin does.
 */
async function serve(path) {
  const response = await respond(path);
  const reader = response.body.getReader();
  const body = new Readable({
    read() {
      reader.read().then(
        ({ done, value }) => this.push(done ? null : value),
        (error) => this.destroy(error),
      );
    },
  });
  let chunks = 0;
  const sink = new Writable({
    write(_chunk, _encoding, callback) {
      chunks++;
      callback();
    },
  });
  let read = 0;
  body.on('data', () => read++);
  await pipeline(body, createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 3 } }), sink);
  return { read, chunks };
}

const cpuMs = (start) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

async function measure(path) {
  let html = await render(path);
  for (let i = 0; i < 30; i++) html = await render(path);
  let start = process.cpuUsage();
  for (let i = 0; i < rounds; i++) await render(path);
  const renderMs = cpuMs(start) / rounds;
  let pieces = await serve(path);
  for (let i = 0; i < 30; i++) pieces = await serve(path);
  start = process.cpuUsage();
  for (let i = 0; i < rounds; i++) await serve(path);
  const servedMs = cpuMs(start) / rounds;
  start = process.cpuUsage();
  for (let i = 0; i < rounds; i++) brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
  const brotliMs = cpuMs(start) / rounds;
  start = process.cpuUsage();
  for (let i = 0; i < rounds; i++) brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } });
  const brotli3Ms = cpuMs(start) / rounds;
  start = process.cpuUsage();
  for (let i = 0; i < rounds; i++) gzipSync(html);
  const gzipMs = cpuMs(start) / rounds;
  const brotliBytes = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
  const data = /streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(html.toString())?.[1] ?? '""';
  const brotli3Bytes = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } }).length;
  return {
    path,
    pieces: pieces.read,
    servedMs,
    html: html.length,
    loaderData: JSON.parse(data).length,
    brotliBytes,
    brotli3Bytes,
    renderMs,
    brotliMs,
    brotli3Ms,
    gzipMs,
  };
}

const dolo = await medicinePath();
const targets = paths.length > 0 ? paths : [dolo, `/hi${dolo}`];
console.log(`${rounds} renders each, CPU time of this process per page (ms)\n`);
console.log(
  '| page | HTML bytes | loader data bytes | brotli-4 bytes | brotli-3 bytes | render ms | brotli-4 ms | brotli-3 ms | gzip-6 ms | body pieces | served ms |',
);
console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
for (const path of targets) {
  const r = await measure(path);
  const f = (n) => n.toFixed(2);
  console.log(
    `| ${r.path} | ${r.html} | ${r.loaderData} | ${r.brotliBytes} | ${r.brotli3Bytes} | ${f(r.renderMs)} | ${f(r.brotliMs)} | ${f(r.brotli3Ms)} | ${f(r.gzipMs)} | ${r.pieces} | ${f(r.servedMs)} |`,
  );
}
