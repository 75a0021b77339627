// @vitest-environment happy-dom
import '../testing/dom.ts';
import { act, cleanup, render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleContext, useT, type Locale } from './index.ts';

afterEach(cleanup);

describe('useT', () => {
  it('gives the same function on every render of a language, so effects that list it run when something else changed', () => {
    const seen: ReturnType<typeof useT>[] = [];
    let effects = 0;
    let rerender: () => void = () => undefined;
    function Probe() {
      const t = useT();
      const [, setCount] = useState(0);
      rerender = () => setCount((n) => n + 1);
      seen.push(t);
      useEffect(() => {
        effects += 1;
      }, [t]);
      return <p>{t('shell.cart')}</p>;
    }
    const page = (locale: Locale) => (
      <LocaleContext value={locale}>
        <Probe />
      </LocaleContext>
    );
    const view = render(page('en'));
    act(() => rerender());
    view.rerender(page('en'));
    expect(new Set(seen).size).toBe(1);
    expect(effects).toBe(1);

    view.rerender(page('hi'));
    expect(seen.at(-1)).not.toBe(seen[0]);
    expect(effects).toBe(2);
    expect(view.container.textContent).toBe(seen.at(-1)!('shell.cart'));
  });
});
