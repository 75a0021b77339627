/**
 * A small CSV reader (RFC 4180): comma-separated, fields optionally in double quotes, a doubled
 * quote inside quotes is a literal quote, quoted fields may hold commas and line breaks, rows end
 * with LF or CRLF.
 */

/** Calls `onRow` for every row of `text`, header included. */
export function parseCsv(text: string, onRow: (fields: string[]) => void): void {
  let fields: string[] = [];
  let field = '';
  let i = 0;
  const n = text.length;
  let rowHasContent = false;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */ && field.length === 0) {
      // Quoted field: read until the closing quote that is not doubled.
      i++;
      let start = i;
      for (;;) {
        const q = text.indexOf('"', i);
        if (q < 0) throw new Error('CSV: unterminated quoted field');
        if (text.charCodeAt(q + 1) === 34) {
          field += text.slice(start, q + 1);
          i = q + 2;
          start = i;
          continue;
        }
        field += text.slice(start, q);
        i = q + 1;
        break;
      }
      rowHasContent = true;
      continue;
    }
    if (c === 44 /* , */) {
      fields.push(field);
      field = '';
      rowHasContent = true;
      i++;
      continue;
    }
    if (c === 10 /* \n */ || c === 13 /* \r */) {
      if (rowHasContent || field.length > 0) {
        fields.push(field);
        onRow(fields);
      }
      fields = [];
      field = '';
      rowHasContent = false;
      i += c === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
      continue;
    }
    // Plain run up to the next delimiter.
    let j = i + 1;
    while (j < n) {
      const d = text.charCodeAt(j);
      if (d === 44 || d === 10 || d === 13) break;
      j++;
    }
    field += text.slice(i, j);
    rowHasContent = true;
    i = j;
  }
  if (rowHasContent || field.length > 0) {
    fields.push(field);
    onRow(fields);
  }
}
