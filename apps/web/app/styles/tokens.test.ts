import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const tokens = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const fontStack = /--font:\s*([^;]+);/.exec(tokens)?.[1] ?? '';
const families = fontStack.split(',').map((family) => family.trim().replace(/^'|'$/g, ''));

describe('the font stack', () => {
  it('names an installed Devanagari font for Hindi text, after the phones’ own, so no fallback search is needed', () => {
    const face = /@font-face\s*{([^}]*)}/.exec(tokens)?.[1] ?? '';
    expect(face).toContain("font-family: 'Dawa Devanagari'");
    expect(face).toContain("src: local('Lohit Devanagari')");
    expect(face).toMatch(/unicode-range: U\+0900-097F/);
    expect(families.indexOf('Dawa Devanagari')).toBeGreaterThan(families.indexOf('Noto Sans Devanagari'));
    expect(families.indexOf('Noto Sans Devanagari')).toBeGreaterThan(-1);
  });

  it('never downloads a font: the page stays on the device’s fonts', () => {
    expect(tokens).not.toMatch(/url\(/);
  });
});
