import { AsyncLocalStorage } from 'node:async_hooks';
import './all-messages.ts';
import { onMessageUse, type Messages } from './index.ts';
import { provideRenderedTexts } from './inline-messages.tsx';

/** The texts one page render used, kept apart per request while several render at once. */
const pageTexts = new AsyncLocalStorage<Partial<Messages>>();

onMessageUse((_locale, key, text) => {
  const texts = pageTexts.getStore();
  if (texts) texts[key] = text;
});
provideRenderedTexts(() => pageTexts.getStore());

export function recordingTexts<T>(render: () => T): T {
  return pageTexts.run({}, render);
}
