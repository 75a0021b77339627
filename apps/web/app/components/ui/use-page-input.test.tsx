// @vitest-environment happy-dom
import '../../testing/dom.ts';
import { act, useLayoutEffect, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSelectChange, useChoicesMadeEarly, useValueEnteredEarly } from './use-page-input.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

function Speeds({ onAdopt }: { onAdopt: (changed: Record<string, string>) => void }) {
  const [speed, setSpeed] = useState('standard');
  const box = useRef<HTMLDivElement>(null);
  useChoicesMadeEarly(box, { speed }, (changed) => {
    onAdopt(changed);
    if (changed.speed) setSpeed(changed.speed);
  });
  return (
    <div ref={box}>
      {['standard', 'express'].map((s) => (
        <input key={s} type="radio" name="speed" value={s} aria-label={s} checked={speed === s} onChange={() => setSpeed(s)} />
      ))}
      <output>{speed}</output>
    </div>
  );
}

function Code() {
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useValueEnteredEarly(input, code, setCode);
  return (
    <>
      <input ref={input} aria-label="code" value={code} onChange={(e) => setCode(e.target.value)} />
      <output>{code}</output>
    </>
  );
}

/**
 * A cart line's quantity: a pick posts it, and the line shows the new quantity only once the server has
 * answered (here, never). Each post re-renders the line, as a fetcher's state does.
 */
function Quantity({ posts }: { posts: string[] }) {
  const [, setPosted] = useState(0);
  const picker = useRef<HTMLSelectElement>(null);
  const post = (value: string) => {
    posts.push(value);
    setPosted((n) => n + 1);
  };
  useValueEnteredEarly(picker, '1', post);
  return (
    <select ref={picker} aria-label="quantity" value={1} onChange={onSelectChange(1, (select) => post(select.value))}>
      {[1, 2, 3].map((q) => (
        <option key={q} value={q}>
          {q}
        </option>
      ))}
    </select>
  );
}

/** The server's markup, changed by the shopper as `before` says, then hydrated. */
async function hydrateAfter(element: React.ReactElement, before: (root: HTMLElement) => void) {
  const root = document.createElement('div');
  root.innerHTML = renderToString(element);
  document.body.append(root);
  before(root);
  await act(async () => {
    hydrateRoot(root, element);
  });
  return root;
}

describe('what the shopper did before hydration', () => {
  it('a radio checked before hydration becomes the state once, and stays checked', async () => {
    const adopt = vi.fn();
    const root = await hydrateAfter(<Speeds onAdopt={adopt} />, (r) => {
      r.querySelector<HTMLInputElement>('input[value="express"]')!.checked = true;
    });
    expect(adopt).toHaveBeenCalledTimes(1);
    expect(adopt).toHaveBeenCalledWith({ speed: 'express' });
    expect(root.querySelector('output')!.textContent).toBe('express');
    expect(root.querySelector<HTMLInputElement>('input[value="express"]')!.checked).toBe(true);
  });

  it('nothing is adopted when the page holds the server state', async () => {
    const adopt = vi.fn();
    await hydrateAfter(<Speeds onAdopt={adopt} />, () => undefined);
    expect(adopt).not.toHaveBeenCalled();
  });

  it("a tap after hydration commits, before the passive effects run, is its own handler's alone", async () => {
    // A sibling committed after the radios taps express just after React commits the hydration: in a
    // microtask, before the passive effects' task. Outside act, so React schedules as in a browser.
    function TapAfterCommit() {
      useLayoutEffect(() => {
        queueMicrotask(() => document.querySelector<HTMLInputElement>('input[value="express"]')!.click());
      }, []);
      return null;
    }
    const adopt = vi.fn();
    const element = (
      <>
        <Speeds onAdopt={adopt} />
        <TapAfterCommit />
      </>
    );
    const root = document.createElement('div');
    root.innerHTML = renderToString(element);
    document.body.append(root);
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      hydrateRoot(root, element);
      await vi.waitFor(() => expect(root.querySelector('output')!.textContent).toBe('express'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(adopt).not.toHaveBeenCalled();
    expect(root.querySelector<HTMLInputElement>('input[value="express"]')!.checked).toBe(true);
  });

  it('a pick adopted as the page hydrates is posted once: its own late change event finds the select as rendered', async () => {
    const posts: string[] = [];
    const root = await hydrateAfter(<Quantity posts={posts} />, (r) => {
      r.querySelector('select')!.value = '3';
    });
    expect(posts).toEqual(['3']);
    // The re-render after the post put the select back to the quantity the line holds until the answer.
    const select = root.querySelector('select')!;
    expect(select.value).toBe('1');
    await act(async () => {
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(posts).toEqual(['3']);
    // A real change is still posted.
    await act(async () => {
      select.value = '2';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(posts).toEqual(['3', '2']);
  });

  it('text typed before hydration becomes the state', async () => {
    const root = await hydrateAfter(<Code />, (r) => {
      r.querySelector('input')!.value = 'DAWA10';
    });
    expect(root.querySelector('output')!.textContent).toBe('DAWA10');
    expect(root.querySelector('input')!.value).toBe('DAWA10');
  });
});
