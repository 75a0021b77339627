import { createContext, use, useContext } from 'react';
import { brandEn, brandHi } from './brand.ts';
import type { en } from './en.ts';

export type Locale = 'en' | 'hi';
export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;

/**
 * The texts this process has. The server has every text (`all-messages.ts`); a browser starts with only the
 * texts the server rendered into its page (`inline-messages.tsx`) and fetches an area's texts, in the page's
 * language only, when it first needs one it lacks. A Hindi store is complete: a key without Hindi text holds
 * the English text.
 */
const store: Record<Locale, Partial<Messages>> = { en: { ...brandEn }, hi: { ...brandHi } };
const loading = new Map<string, Promise<void>>();
let recordUse: ((locale: Locale, key: MessageKey, text: string) => void) | null = null;

export function addMessages(locale: Locale, messages: Partial<Messages>) {
  Object.assign(store[locale], messages);
}

/** Lets the server note which texts a page rendered, so only those travel with it. */
export function onMessageUse(recorder: typeof recordUse) {
  recordUse = recorder;
}

export const areaOf = (key: string) => key.slice(0, key.indexOf('.'));

/** Fetches an area's texts in one language (once), with English beneath the Hindi. */
export function loadArea(locale: Locale, area: string): Promise<void> {
  const id = `${locale}:${area}`;
  let pending = loading.get(id);
  if (!pending) {
    pending = import('./catalogues.ts').then(async ({ catalogues }) => {
      const loaders = catalogues[area];
      if (!loaders) return;
      const [english, own] = await Promise.all([locale === 'en' ? null : loaders.en(), loaders[locale]()]);
      addMessages(locale, { ...english, ...own, ...store[locale] });
    });
    loading.set(id, pending);
  }
  return pending;
}

function interpolate(text: string, vars?: Record<string, string | number>) {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}

/**
 * Interpolates `{name}` placeholders. A text the browser has not fetched yet suspends the component
 * rendering it (a page, or the document head's title) until its area arrives: on a navigation React keeps
 * the previous page on screen meanwhile, so no empty text or other language ever shows. The server and the
 * texts a page was rendered with never wait.
 */
export function translate(locale: Locale, key: MessageKey, vars?: Record<string, string | number>): string {
  let text = store[locale][key];
  if (text === undefined) {
    use(loadArea(locale, areaOf(key)));
    text = store[locale][key] ?? '';
  }
  recordUse?.(locale, key, text);
  return interpolate(text, vars);
}

/**
 * For effects and event handlers, where `use` cannot suspend (it would throw): the text once its area has
 * arrived. A page that acts as it hydrates (decision 041) can answer before the area was ever needed.
 */
export function translateWhenLoaded(locale: Locale, key: MessageKey, vars?: Record<string, string | number>): Promise<string> {
  if (store[locale][key] !== undefined) return Promise.resolve(translate(locale, key, vars));
  return loadArea(locale, areaOf(key)).then(() => translate(locale, key, vars));
}

export const LocaleContext = createContext<Locale>('en');

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/**
 * One translating function per language, the same on every render: effects list `t` among their
 * dependencies, and a new function each render ran them again on every render. An effect that navigates
 * (the /location page going on to the pincode's page) then started a new navigation on each render the last
 * one caused, aborting it, its route discovery (`/__manifest`) included, for ever.
 */
const translators: Record<Locale, Translate> = {
  en: (key, vars) => translate('en', key, vars),
  hi: (key, vars) => translate('hi', key, vars),
};

/** The language's translating function, outside React (markup written as strings, tests). */
export const translatorFor = (locale: Locale): Translate => translators[locale];

/** `const t = useT(); t('header.login')`: the same function for as long as the language is the same. */
export function useT(): Translate {
  return translatorFor(useContext(LocaleContext));
}

export const useLocale = () => useContext(LocaleContext);

/** Pages under /hi are Hindi. */
export const localeFromPath = (pathname: string): Locale => (pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : 'en');
