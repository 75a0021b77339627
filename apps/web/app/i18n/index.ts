import { createContext, useContext } from 'react';
import { en } from './en.ts';
import { hi } from './hi.ts';

export type Locale = 'en' | 'hi';
export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;

const catalogues: Record<Locale, Partial<Messages>> = { en, hi };

/** Interpolates `{name}` placeholders; a key missing in Hindi falls back to English. */
export function translate(locale: Locale, key: MessageKey, vars?: Record<string, string | number>): string {
  const text = catalogues[locale][key] ?? en[key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}

export const LocaleContext = createContext<Locale>('en');

/** `const t = useT(); t('header.login')` */
export function useT() {
  const locale = useContext(LocaleContext);
  return (key: MessageKey, vars?: Record<string, string | number>) => translate(locale, key, vars);
}

export const useLocale = () => useContext(LocaleContext);

/** Pages under /hi are Hindi. */
export const localeFromPath = (pathname: string): Locale => (pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : 'en');
