import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { addMessages, LocaleContext, translate, useT, type Locale } from './index.ts';
import { InlineMessages } from './inline-messages.tsx';
import { recordingTexts } from './record-texts.server.ts';

function Page({ locale }: { locale: Locale }) {
  const t = useT();
  return (
    <LocaleContext value={locale}>
      <p>{t('shell.cart')}</p>
      <InlineMessages locale={locale} />
    </LocaleContext>
  );
}

function Cart() {
  const t = useT();
  return <p>{t('shell.cart')}</p>;
}

const shipped = (html: string) => JSON.parse(/<script type="application\/json" id="page-texts">(.*?)<\/script>/.exec(html)![1]!);

describe('the texts a page carries', () => {
  it('are the ones its render used, in its language only', () => {
    const html = recordingTexts(() =>
      renderToString(
        <LocaleContext value="hi">
          <Cart />
          <InlineMessages locale="hi" />
        </LocaleContext>,
      ),
    );
    expect(shipped(html)).toEqual({ locale: 'hi', texts: { 'shell.cart': 'कार्ट' } });
  });

  it('are kept apart between renders', () => {
    recordingTexts(() => renderToString(<Page locale="en" />));
    const html = recordingTexts(() =>
      renderToString(
        <LocaleContext value="en">
          <InlineMessages locale="en" />
        </LocaleContext>,
      ),
    );
    expect(shipped(html).texts).toEqual({});
  });

  it('cannot close the script element they travel in', () => {
    const original = translate('en', 'shell.cart');
    addMessages('en', { 'shell.cart': '</script><p>Cart' });
    try {
      const html = recordingTexts(() => {
        translate('en', 'shell.cart');
        return renderToString(<InlineMessages locale="en" />);
      });
      expect(html.match(/<\/script>/g)).toHaveLength(1);
      expect(shipped(html).texts['shell.cart']).toBe('</script><p>Cart');
    } finally {
      addMessages('en', { 'shell.cart': original });
    }
  });

  it('fall back to English where Hindi has no text yet', () => {
    expect(translate('hi', 'privacy.meta.title')).toBe(translate('en', 'privacy.meta.title'));
  });
});
