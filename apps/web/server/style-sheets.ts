import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A built style sheet as React Router's manifest names it: `/assets/<name>.css`, perhaps with its `#` mark. */
const BUILT_SHEET = /^\/assets\/[\w.-]+\.css(?:#.*)?$/;

/**
 * The texts of the client build's style sheets, read from disk on first use and kept (they change only with a
 * new build, which is a new process). A sheet that is missing, not one of the build's, or whose text would end
 * an HTML `<style>` element early gives undefined: the page links it as before.
 */
export function builtStyleSheets(clientDirectory: string): (href: string) => string | undefined {
  const texts = new Map<string, string | undefined>();
  return (href) => {
    if (texts.has(href)) return texts.get(href);
    let text: string | undefined;
    if (BUILT_SHEET.test(href)) {
      try {
        text = readFileSync(join(clientDirectory, href.replace(/#.*$/, '')), 'utf8');
        if (/<\/style/i.test(text)) text = undefined;
      } catch {
        text = undefined;
      }
    }
    texts.set(href, text);
    return text;
  };
}
