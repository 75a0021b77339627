import { describe, expect, it } from 'vitest';
import { checkFiles, kindOfFile, typeOf } from './rx-rules.ts';

const file = (name: string, size: number, type = '') => ({ name, size, type });
const MB = 1024 * 1024;

describe('prescription upload checks in the page', () => {
  it('accepts JPEG, PNG and PDF up to 10 MB', () => {
    const files = [file('a.jpg', 10, 'image/jpeg'), file('b.png', 10 * MB, 'image/png'), file('c.pdf', 5, 'application/pdf')];
    expect(checkFiles(files, 0)).toEqual({ accepted: files, error: null });
  });

  it('refuses 10 MB and one byte, other types and empty files, with the API texts', () => {
    expect(checkFiles([file('a.png', 10 * MB + 1, 'image/png')], 0).error).toBe('rx.error.tooLarge');
    expect(checkFiles([file('a.exe', 10, 'application/x-msdownload')], 0).error).toBe('rx.error.wrongType');
    expect(checkFiles([file('a.heic', 10, 'image/heic')], 0).error).toBe('rx.error.wrongType');
    expect(checkFiles([file('a.png', 0, 'image/png')], 0).error).toBe('rx.error.empty');
  });

  it('counts the files already chosen towards the five', () => {
    const three = [1, 2, 3].map((n) => file(`${n}.jpg`, 10, 'image/jpeg'));
    const result = checkFiles(three, 3);
    expect(result.accepted).toHaveLength(2);
    expect(result.error).toBe('rx.error.tooMany');
    expect(checkFiles(three, 5).accepted).toEqual([]);
  });

  it('reads the type from the extension when the browser gives none', () => {
    expect(typeOf(file('scan.PDF', 1))).toBe('application/pdf');
    expect(kindOfFile(file('scan.PDF', 1))).toBe('pdf');
    expect(kindOfFile(file('photo.jpeg', 1))).toBe('image');
    expect(typeOf(file('notes.txt', 1))).toBe('');
  });
});
