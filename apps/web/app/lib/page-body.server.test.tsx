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

/** Renders as the page entry does: pipe once nothing is left to render, then take the page whole. */
function render(node: React.ReactNode) {
  return new Promise<Uint8Array | null>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(node, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PageBody(() => {});
        pipe(body);
        resolve(body.whole());
      },
      onShellError: reject,
    });
  });
}

const text = (page: Uint8Array | null) => Buffer.from(page!).toString('utf8');

describe('PageBody', () => {
  it('takes a page whole, as one buffer, however long it is', async () => {
    const page = await render(<LongList />);
    expect(page).not.toBeNull();
    const html = text(page);
    expect(html.length).toBeGreaterThan(30_000);
    expect(html).toContain('<li>row 0</li>');
    expect(html).toContain('<li>row 1999</li>');
    expect(html.endsWith('</ul>')).toBe(true);
  });

  it('takes a page whose boundary waited whole too, the boundary written where it stands', async () => {
    let answer!: (text: string) => void;
    const later = new Promise<string>((resolve) => (answer = resolve));
    const rendering = render(
      <div>
        <LongList />
        <Suspense fallback={<i>waiting</i>}>
          <Later text={later} />
        </Suspense>
      </div>,
    );
    answer('arrived later');
    const html = text(await rendering);
    expect(html).toContain('<li>row 1999</li></ul><!--$--><p>arrived later</p><!--/$--></div>');
    expect(html).not.toContain('waiting');
  });
});
