import { addMessages, areaOf, loadArea, type Locale, type Messages } from './index.ts';

const ELEMENT_ID = 'page-texts';

/** Set by the server for the page being rendered: the texts it used so far, in the page's language. */
let renderedTexts: (() => Partial<Messages> | undefined) | null = null;
export function provideRenderedTexts(source: typeof renderedTexts) {
  renderedTexts = source;
}

// In the browser: the texts the server rendered, read before hydration so the first render matches it.
const inBrowser = typeof document !== 'undefined';
const shipped = inBrowser ? (document.getElementById(ELEMENT_ID)?.textContent ?? '') : '';
if (shipped) {
  const { locale, texts } = JSON.parse(shipped) as { locale: Locale; texts: Partial<Messages> };
  addMessages(locale, texts);
}

/** `<` is escaped so no text can close the script element. */
const serialise = (locale: Locale, texts: Partial<Messages>) => JSON.stringify({ locale, texts }).replace(/</g, '\\u003c');

/**
 * The texts of the page, as data the browser does not run. Rendered last in the body, after everything that
 * translates, so the server has seen every text the page shows.
 */
export function InlineMessages({ locale }: { locale: Locale }) {
  const json = inBrowser ? shipped : serialise(locale, renderedTexts?.() ?? {});
  return <script type="application/json" id={ELEMENT_ID} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}

/**
 * Once the page is interactive: the rest of the texts of the areas it shows, so what a tap reveals (a form
 * error, a busy label) is there when needed.
 */
export function fetchPageAreas() {
  if (!shipped) return;
  const { locale, texts } = JSON.parse(shipped) as { locale: Locale; texts: Partial<Messages> };
  for (const area of new Set(Object.keys(texts).map(areaOf))) void loadArea(locale, area);
}
