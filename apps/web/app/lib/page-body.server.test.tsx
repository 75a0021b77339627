import { Suspense, use } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageBody } from './page-body.server.ts';

const rows = Array.from({ length: 2000 }, (_, i) => `row ${i}`);

function LongList() {
  return (
    <ul>
      {rows.map((row) => (
        <li key={row}>{row}</li>
      ))}
    </ul>
  );
}

function Later({ text }: { text: Promise<string> }) {
  return <p>{use(text)}</p>;
}

/** Renders as the page entry does: pipe once the shell is ready, then take the page whole or stream it. */
function render(node: React.ReactNode) {
  return new Promise<{ whole: Uint8Array | null; text: () => Promise<string> }>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(node, {
      onShellReady() {
        const body = new PageBody(() => {});
        pipe(body);
        const whole = body.whole();
        const stream = whole ? null : body.streaming();
        resolve({
          whole,
          text: async () => {
            if (whole) return Buffer.from(whole).toString('utf8');
            let out = '';
            for await (const chunk of stream!) out += String(chunk);
            return out;
          },
        });
      },
      onShellError: reject,
    });
  });
}

describe('PageBody', () => {
  it('takes a page with nothing to wait for whole, as one buffer, however long it is', async () => {
    const page = await render(<LongList />);
    expect(page.whole).not.toBeNull();
    const html = await page.text();
    expect(html.length).toBeGreaterThan(30_000);
    expect(html).toContain('<li>row 0</li>');
    expect(html).toContain('<li>row 1999</li>');
    expect(html.endsWith('</ul>')).toBe(true);
  });

  it('streams a page still waiting for a boundary: the shell first, then the rest', async () => {
    let answer!: (text: string) => void;
    const text = new Promise<string>((resolve) => (answer = resolve));
    const page = await render(
      <div>
        <LongList />
        <Suspense fallback={<i>waiting</i>}>
          <Later text={text} />
        </Suspense>
      </div>,
    );
    expect(page.whole).toBeNull();
    answer('arrived later');
    const html = await page.text();
    expect(html).toContain('<li>row 1999</li>');
    expect(html).toContain('<i>waiting</i>');
    expect(html).toContain('arrived later');
  });
});
