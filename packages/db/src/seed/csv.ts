import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { createInterface } from 'node:readline';

/**
 * Streams the rows of a CSV file (gzip when the name ends in .gz) as objects keyed by the header.
 * RFC 4180 quoting: fields may be quoted, quotes doubled inside, and quoted fields may span lines.
 */
export async function* readCsv(path: string): AsyncGenerator<Record<string, string>> {
  const input = path.endsWith('.gz') ? createReadStream(path).pipe(createGunzip()) : createReadStream(path);
  const lines = createInterface({ input, crlfDelay: Infinity });
  let header: string[] | null = null;
  let pending = '';
  for await (const line of lines) {
    const text = pending ? `${pending}\n${line}` : line;
    const fields = parseCsvLine(text);
    if (fields === null) {
      pending = text; // an open quote: the record continues on the next line
      continue;
    }
    pending = '';
    if (!header) {
      header = fields.map((h) => h.trim());
      continue;
    }
    if (fields.length === 1 && fields[0] === '') continue;
    const row: Record<string, string> = {};
    header.forEach((key, i) => (row[key] = fields[i] ?? ''));
    yield row;
  }
}

/** Parses one record; null when a quoted field is still open at the end of the text. */
export function parseCsvLine(text: string): string[] | null {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  if (quoted) return null;
  fields.push(field);
  return fields;
}
