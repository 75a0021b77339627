/**
 * The typeahead's per-medicine lookups, stored by column: one typed array per number, one array of strings
 * per text, rows found by a binary search over the ids. A row object per medicine (280k of them, each in a
 * Map) cost ~45 MB of heap on the full catalogue; the columns cost a fraction of that. A row is assembled
 * when asked for, which typeahead does for at most ten medicines. See docs/decisions/031-server-memory-at-rest.md.
 */

/** What a typeahead row shows, kept in memory beside the index so typeahead needs no query. */
export interface ProductLine {
  name: string;
  packLabel: string;
  manufacturer: string;
  mrpPaise: number;
  salePaise: number;
  isRx: boolean;
  /** Can be bought online now: in stock, for sale, and not Schedule X or NDPS. */
  available: boolean;
  notSoldOnline: boolean;
  /** A healthcare product (product type 2), whose page is under /health-care. */
  isOtc: boolean;
}

export interface Named {
  name: string;
  slug: string;
  productCount: number;
  /** The page of a healthcare brand or category, which is not where a medicine's would be; null for those. */
  url: string | null;
}

const INITIAL_ROWS = 1024;

/** Position of `id` in the ascending `ids[0, size)`, or -1. */
function positionOf(ids: Float64Array, size: number, id: number): number {
  let lo = 0;
  let hi = size - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const at = ids[mid] as number;
    if (at === id) return mid;
    if (at < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

function grown<T extends Float64Array | Uint32Array | Uint8Array>(array: T, rows: number): T {
  if (rows <= array.length) return array;
  const bigger = new (array.constructor as new (n: number) => T)(Math.max(rows, array.length * 2));
  bigger.set(array);
  return bigger;
}

/** Rows must be added in ascending id order (the corpus is read ordered by id); a repeated or smaller id is refused. */
function checkAscending(ids: Float64Array, size: number, id: number): void {
  if (size > 0 && id <= (ids[size - 1] as number)) throw new Error(`ids must ascend: ${id} after ${ids[size - 1]}`);
}

const RX = 1;
const AVAILABLE = 2;
const NOT_SOLD_ONLINE = 4;
const OTC = 8;

/** The products' typeahead lines. Pack labels and manufacturers repeat, so each distinct text is stored once. */
export class ProductLines {
  private ids = new Float64Array(INITIAL_ROWS);
  private names: string[] = [];
  private packLabels = new Uint32Array(INITIAL_ROWS);
  private manufacturers = new Uint32Array(INITIAL_ROWS);
  private mrp = new Float64Array(INITIAL_ROWS);
  private sale = new Float64Array(INITIAL_ROWS);
  private flags = new Uint8Array(INITIAL_ROWS);
  private readonly texts: string[] = [];
  private readonly textIds = new Map<string, number>();
  private rows = 0;

  get size(): number {
    return this.rows;
  }

  private textId(text: string): number {
    let id = this.textIds.get(text);
    if (id === undefined) {
      id = this.texts.length;
      this.texts.push(text);
      this.textIds.set(text, id);
    }
    return id;
  }

  add(id: number, line: ProductLine): void {
    checkAscending(this.ids, this.rows, id);
    const at = this.rows++;
    this.ids = grown(this.ids, this.rows);
    this.packLabels = grown(this.packLabels, this.rows);
    this.manufacturers = grown(this.manufacturers, this.rows);
    this.mrp = grown(this.mrp, this.rows);
    this.sale = grown(this.sale, this.rows);
    this.flags = grown(this.flags, this.rows);
    this.ids[at] = id;
    this.names.push(line.name);
    this.packLabels[at] = this.textId(line.packLabel);
    this.manufacturers[at] = this.textId(line.manufacturer);
    this.mrp[at] = line.mrpPaise;
    this.sale[at] = line.salePaise;
    this.flags[at] =
      (line.isRx ? RX : 0) | (line.available ? AVAILABLE : 0) | (line.notSoldOnline ? NOT_SOLD_ONLINE : 0) | (line.isOtc ? OTC : 0);
  }

  /** Trims the columns to their rows and drops the text lookup used while adding; call once, after the last add. */
  finish(): this {
    const n = this.rows;
    this.ids = this.ids.slice(0, n);
    this.packLabels = this.packLabels.slice(0, n);
    this.manufacturers = this.manufacturers.slice(0, n);
    this.mrp = this.mrp.slice(0, n);
    this.sale = this.sale.slice(0, n);
    this.flags = this.flags.slice(0, n);
    this.textIds.clear();
    return this;
  }

  get(id: number): ProductLine | undefined {
    const at = positionOf(this.ids, this.rows, id);
    return at < 0 ? undefined : this.lineAt(at);
  }

  private lineAt(at: number): ProductLine {
    const flags = this.flags[at] as number;
    return {
      name: this.names[at] as string,
      packLabel: this.texts[this.packLabels[at] as number] as string,
      manufacturer: this.texts[this.manufacturers[at] as number] as string,
      mrpPaise: this.mrp[at] as number,
      salePaise: this.sale[at] as number,
      isRx: (flags & RX) !== 0,
      available: (flags & AVAILABLE) !== 0,
      notSoldOnline: (flags & NOT_SOLD_ONLINE) !== 0,
      isOtc: (flags & OTC) !== 0,
    };
  }

  /** [id, line] pairs in id order, like a Map's entries. */
  *[Symbol.iterator](): IterableIterator<[number, ProductLine]> {
    for (let at = 0; at < this.rows; at++) yield [this.ids[at] as number, this.lineAt(at)];
  }
}

/** Molecules, brands or categories by id: name, slug and product count. */
export class NamedLookup {
  private ids = new Float64Array(INITIAL_ROWS);
  private counts = new Float64Array(INITIAL_ROWS);
  private readonly names: string[] = [];
  private readonly slugs: string[] = [];
  /** Sparse: only the healthcare rows have one. */
  private readonly urls = new Map<number, string>();
  private rows = 0;

  get size(): number {
    return this.rows;
  }

  add(id: number, named: Named): void {
    checkAscending(this.ids, this.rows, id);
    const at = this.rows++;
    this.ids = grown(this.ids, this.rows);
    this.counts = grown(this.counts, this.rows);
    this.ids[at] = id;
    this.counts[at] = named.productCount;
    this.names.push(named.name);
    this.slugs.push(named.slug);
    if (named.url !== null) this.urls.set(at, named.url);
  }

  finish(): this {
    this.ids = this.ids.slice(0, this.rows);
    this.counts = this.counts.slice(0, this.rows);
    return this;
  }

  get(id: number): Named | undefined {
    const at = positionOf(this.ids, this.rows, id);
    return at < 0 ? undefined : this.namedAt(at);
  }

  /** The name alone, without assembling a row (the corpus reads a brand name per product). */
  nameOf(id: number): string | undefined {
    const at = positionOf(this.ids, this.rows, id);
    return at < 0 ? undefined : this.names[at];
  }

  private namedAt(at: number): Named {
    return {
      name: this.names[at] as string,
      slug: this.slugs[at] as string,
      productCount: this.counts[at] as number,
      url: this.urls.get(at) ?? null,
    };
  }

  *[Symbol.iterator](): IterableIterator<[number, Named]> {
    for (let at = 0; at < this.rows; at++) yield [this.ids[at] as number, this.namedAt(at)];
  }
}
