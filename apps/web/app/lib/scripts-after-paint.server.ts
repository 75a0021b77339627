/**
 * Decision 033: a page's module scripts are fetched after its first contentful paint, not beside it.
 *
 * React Router's `<Scripts />` writes a `modulepreload` link per module and an inline module script that
 * imports the route modules and then the client entry; the browser fetches all of them at once with high
 * priority, while it is still laying out the page, and a slow phone's first paint waits behind them. The
 * rendered document is rewritten before it leaves (it is always whole, decision 053):
 * - the `modulepreload` links are taken out of the head (their addresses are kept);
 * - the inline module script is made inert (a type the browser does not run), and a small classic script
 *   placed after it waits for the first contentful paint, then adds the preload links and a module script
 *   with the same text. Hydration starts from there exactly as before, one paint later.
 * Nothing else changes: the page is fully rendered HTML and its forms work before (and without) JavaScript.
 */

/** The type the inline module script gets while it waits: a data block, not run by the browser. */
export const DEFERRED_MODULE_TYPE = 'text/x-module-after-paint';

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const MODULE_LOADER = /<script((?: nonce="[^"]*")?) type="module" async="">/;

/**
 * Runs in the page: after the first contentful paint (or at once where paint timing is unknown or the page is
 * hidden and will not paint), preload the modules (a few links a task: each costs the browser a little work),
 * evaluate them one task at a time, then run the deferred module script. A fallback timer makes sure a page that
 * never reports a paint still hydrates.
 *
 * The loader imports every route module statically, so the browser would evaluate the whole module graph in one
 * long task before hydration starts. Importing the modules one by one first, each in a task of its own (shared
 * chunks first, then the route modules in the loader's order, never the client entry, which starts hydration),
 * cuts that task into pieces; the loader then finds them evaluated. The order only decides how the work is
 * cut: a module imported early evaluates its own imports with it.
 */
function starter(hrefs: string[]): string {
  return `(function(){var n=document.currentScript.nonce,d=document,h=${JSON.stringify(hrefs)},s=0;function later(f){setTimeout(f,0)}function go(){if(s)return;s=1;function preload(i){for(var j=i;j<h.length&&j<i+4;j++){var l=d.createElement('link');l.rel='modulepreload';l.href=h[j];d.head.appendChild(l)}if(j<h.length)later(function(){preload(j)})}preload(0);var o=d.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]'),t=o.textContent,r=[],x,re=/import \\* as \\w+ from "([^"]+)"/g;while((x=re.exec(t)))r.push(x[1]);x=/import\\("([^"]+)"\\)/.exec(t);var e=x&&x[1],q=h.filter(function(u){return u!==e&&r.indexOf(u)<0}).concat(r);function run(){var m=d.createElement('script');m.type='module';m.nonce=n;m.textContent=t;d.head.appendChild(m)}function step(i){if(i>=q.length)return later(run);import(q[i]).then(function(){later(function(){step(i+1)})},run)}later(function(){step(0)})}var P=window.PerformanceObserver;if(d.visibilityState!=='visible'||!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return go();new P(function(l,ob){if(l.getEntriesByName('first-contentful-paint').length){ob.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true});setTimeout(go,3000)})()`;
}

/** Rewrites a whole document as described above, as text. */
export function scriptsAfterPaintInText(page: string): string {
  const hrefs: string[] = [];
  let out = page.replace(PRELOAD, (_tag, href: string) => {
    hrefs.push(href);
    return '';
  });
  const found = MODULE_LOADER.exec(out);
  if (!found) return out;
  const nonce = found[1] ?? '';
  out = out.replace(MODULE_LOADER, `<script$1 type="${DEFERRED_MODULE_TYPE}">`);
  // The starter goes right after the loader's closing tag (the loader's text holds no `</script>`).
  const close = out.indexOf('</script>', out.indexOf(`type="${DEFERRED_MODULE_TYPE}"`) + 1);
  if (close < 0) return out;
  const end = close + '</script>'.length;
  return `${out.slice(0, end)}<script${nonce}>${starter(hrefs)}</script>${out.slice(end)}`;
}

/**
 * The same rewrite of a page React wrote whole (page-body.server.ts), done on its bytes: the preload links and
 * the module loader are found with byte searches and only those tags are read as text, so the page is neither
 * decoded nor encoded again (on a 100 KB medicine page that round trip and a regular expression over the whole
 * text cost about a millisecond). A page whose loader is not where expected takes the text path
 * (scriptsAfterPaintInText).
 */
export function scriptsAfterPaintInPage(page: Uint8Array): Uint8Array<ArrayBuffer> {
  const bytes = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  const out = rewriteBytes(bytes) ?? Buffer.from(scriptsAfterPaintInText(bytes.toString('utf8')));
  return new Uint8Array(out.buffer as ArrayBuffer, out.byteOffset, out.byteLength);
}

const PRELOAD_START = Buffer.from('<link rel="modulepreload" href="');
const PRELOAD_TAG = /^<link rel="modulepreload" href="([^"]+)"[^>]*>$/;
const LOADER_END = Buffer.from(' type="module" async="">');
const LOADER_TAG = /^<script((?: nonce="[^"]*")?) type="module" async="">$/;
const SCRIPT_START = Buffer.from('<script');
const SCRIPT_END = Buffer.from('</script>');
const QUOTE = 0x22;
const TAG_END = 0x3e;

/** Pieces of the page with the preload links cut out and the loader rewritten; null when the loader is not found. */
function rewriteBytes(bytes: Buffer): Buffer | null {
  const loaderEnd = bytes.indexOf(LOADER_END);
  if (loaderEnd < 0) return null;
  const loaderStart = bytes.lastIndexOf(SCRIPT_START, loaderEnd);
  const loaderTag = loaderStart < 0 ? null : LOADER_TAG.exec(bytes.toString('utf8', loaderStart, loaderEnd + LOADER_END.length));
  const loaderClose = bytes.indexOf(SCRIPT_END, loaderEnd + LOADER_END.length);
  if (!loaderTag || loaderClose < 0) return null;

  const hrefs: string[] = [];
  const cuts: Array<[start: number, end: number]> = [];
  for (let at = bytes.indexOf(PRELOAD_START); at >= 0; at = bytes.indexOf(PRELOAD_START, at + 1)) {
    const quote = bytes.indexOf(QUOTE, at + PRELOAD_START.length);
    const end = quote < 0 ? -1 : bytes.indexOf(TAG_END, quote + 1);
    const tag = end < 0 ? null : PRELOAD_TAG.exec(bytes.toString('utf8', at, end + 1));
    if (!tag) continue;
    // A preload inside the loader's tag or text would need the text path's order of work.
    if (end >= loaderStart && at < loaderClose) return null;
    hrefs.push(tag[1]!);
    cuts.push([at, end + 1]);
  }

  const nonce = loaderTag[1] ?? '';
  const scriptEnd = loaderClose + SCRIPT_END.length;
  const loader = Buffer.from(
    `<script${nonce} type="${DEFERRED_MODULE_TYPE}">${bytes.toString('utf8', loaderEnd + LOADER_END.length, scriptEnd)}` +
      `<script${nonce}>${starter(hrefs)}</script>`,
  );
  const pieces: Buffer[] = [];
  let from = 0;
  const keepUpTo = (to: number) => {
    if (to > from) pieces.push(bytes.subarray(from, to));
  };
  let loaderPlaced = false;
  for (const [start, end] of cuts) {
    if (!loaderPlaced && start >= scriptEnd) {
      keepUpTo(loaderStart);
      pieces.push(loader);
      from = scriptEnd;
      loaderPlaced = true;
    }
    keepUpTo(start);
    from = end;
  }
  if (!loaderPlaced) {
    keepUpTo(loaderStart);
    pieces.push(loader);
    from = scriptEnd;
  }
  keepUpTo(bytes.length);
  return Buffer.concat(pieces);
}
