import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtStyleSheets } from './style-sheets.ts';

const client = mkdtempSync(join(tmpdir(), 'client-build-'));
mkdirSync(join(client, 'assets'));
writeFileSync(join(client, 'assets/shell-1.css'), '.a{color:red}');
writeFileSync(join(client, 'assets/odd-2.css'), '.b::after{content:"</style><script>"}');
writeFileSync(join(client, 'secret.css'), '.c{}');
afterAll(() => rmSync(client, { recursive: true, force: true }));

describe("the build's style sheet texts", () => {
  const textOf = builtStyleSheets(client);

  it("reads a built sheet named as the manifest names it, with or without React Router's '#' mark", () => {
    expect(textOf('/assets/shell-1.css#')).toBe('.a{color:red}');
    expect(textOf('/assets/shell-1.css')).toBe('.a{color:red}');
  });

  it('leaves a sheet to be linked when it is missing, outside the assets, or would close the style element', () => {
    expect(textOf('/assets/missing-3.css')).toBeUndefined();
    expect(textOf('/secret.css')).toBeUndefined();
    expect(textOf('/assets/../secret.css')).toBeUndefined();
    expect(textOf('/assets/odd-2.css')).toBeUndefined();
  });
});
