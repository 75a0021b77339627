/**
 * Fetches every path of a paths file (from medicine-paths.mjs) and writes one line per path: the status, the
 * content type and a SHA-256 of the decoded body. Two runs against two builds are compared with `diff`, so a
 * change meant to leave the answers alone can be checked byte for byte over many medicines.
 *
 *   node bench/http/answers-digest.mjs <origin> <file of paths> > digests.txt
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const [origin, pathFile] = process.argv.slice(2);
if (!origin || !pathFile) {
  console.error('usage: node bench/http/answers-digest.mjs <origin> <file of paths>');
  process.exit(2);
}
const paths = readFileSync(pathFile, 'utf8').split('\n').filter(Boolean);
for (const path of paths) {
  const res = await fetch(origin + path, { headers: { 'accept-encoding': 'br, gzip' } });
  const body = Buffer.from(await res.arrayBuffer());
  const digest = createHash('sha256').update(body).digest('hex');
  process.stdout.write(`${path} ${res.status} ${res.headers.get('content-type')} ${body.length} ${digest}\n`);
}
