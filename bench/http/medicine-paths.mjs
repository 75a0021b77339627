/**
 * Writes the paths of many different medicines, one a line, for `rotate.lua` and `cpu-per-request.mjs`: the
 * medicines of evenly spread pages of the A–Z listing of a running store, so the list covers the whole catalogue
 * (small and big like-for-like groups, with and without details) and is the same for the same catalogue.
 * The template makes each path: `{id}` is the product id (default: the product call), `{url}` the medicine page.
 *
 *   node bench/http/medicine-paths.mjs <store URL> [count=1000] [template=/api/products/{id}] > paths.txt
 *   node bench/http/medicine-paths.mjs <store URL> 1000 '{url}' > pages.txt
 */
const [base, count = '1000', template = '/api/products/{id}'] = process.argv.slice(2);
if (!base) {
  console.error('usage: node bench/http/medicine-paths.mjs <store URL> [count] [path template]');
  process.exit(2);
}
const browse = async (page) => {
  const res = await fetch(`${base}/api/catalogue/browse?page=${page}`);
  if (!res.ok) throw new Error(`browse page ${page}: ${res.status}`);
  return (await res.json()).data;
};
const first = await browse(1);
const pages = Math.ceil(first.total / first.pageSize);
const wanted = Number(count);
const pagesRead = Math.min(pages, Math.ceil(wanted / first.pageSize));
const picked = [];
for (let i = 0; i < pagesRead; i++) {
  const page = 1 + Math.floor((i * pages) / pagesRead);
  const { items } = page === 1 ? first : await browse(page);
  picked.push(...items);
}
process.stdout.write(
  picked
    .slice(0, wanted)
    .map((item) => template.replace('{id}', String(item.productId)).replace('{url}', item.url) + '\n')
    .join(''),
);
