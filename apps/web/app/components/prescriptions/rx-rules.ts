import { RX_ACCEPT, RX_MAX_BYTES, RX_MAX_FILES, type RxKind } from '@dawa/contracts';
import type { MessageKey } from '../../i18n/index.ts';

/**
 * The upload checks the page makes before sending anything (the server makes them again, and reads the
 * real type from the bytes): at most 5 files in all, each 10 MB or smaller, JPEG, PNG or PDF.
 */
type Candidate = { name: string; size: number; type: string };

const BY_EXTENSION: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };

/** The file's type as the browser says it, or from its extension when the browser says nothing. */
export function typeOf(file: Candidate): string {
  if (file.type) return file.type;
  return BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? '';
}

export const kindOfFile = (file: Candidate): RxKind => (typeOf(file) === 'application/pdf' ? 'pdf' : 'image');

/** The files that may be uploaded, and the first problem met (files after a problem are still checked). */
export function checkFiles<F extends Candidate>(files: F[], alreadyChosen: number): { accepted: F[]; error: MessageKey | null } {
  const accepted: F[] = [];
  let error: MessageKey | null = null;
  for (const file of files) {
    let problem: MessageKey | null = null;
    if (!(RX_ACCEPT as readonly string[]).includes(typeOf(file))) problem = 'rx.error.wrongType';
    else if (file.size > RX_MAX_BYTES) problem = 'rx.error.tooLarge';
    else if (file.size === 0) problem = 'rx.error.empty';
    else if (alreadyChosen + accepted.length >= RX_MAX_FILES) problem = 'rx.error.tooMany';
    if (problem) error ??= problem;
    else accepted.push(file);
  }
  return { accepted, error };
}
