/**
 * Browser-side search memory: the search intent id (spec §9: 900 s, stale after 900000 ms) in session storage,
 * and the last ten recent searches (spec §2) in local storage. Storage failures (private mode, quota) are
 * ignored: search works without them.
 */
const INTENT_KEY = 'dawa.search-intent';
const RECENT_KEY = 'dawa.recent-searches';
export const INTENT_TTL_MS = 900_000;
export const RECENT_LIMIT = 10;

function newIntentId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The current search intent id: reused while younger than 15 minutes, otherwise a new one is started. */
export function searchIntentId(now = Date.now()): string {
  try {
    const saved = JSON.parse(sessionStorage.getItem(INTENT_KEY) ?? 'null') as { id?: unknown; at?: unknown } | null;
    if (saved && typeof saved.id === 'string' && typeof saved.at === 'number' && now - saved.at < INTENT_TTL_MS && now >= saved.at) {
      return saved.id;
    }
    const id = newIntentId();
    sessionStorage.setItem(INTENT_KEY, JSON.stringify({ id, at: now }));
    return id;
  } catch {
    return newIntentId();
  }
}

export type RecentSearch = { text: string; url: string };

export function readRecent(): RecentSearch[] {
  try {
    const list = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]') as unknown;
    if (!Array.isArray(list)) return [];
    return list
      .filter(
        (x): x is RecentSearch =>
          typeof x === 'object' && x !== null && typeof x.text === 'string' && typeof x.url === 'string' && x.url.startsWith('/'),
      )
      .slice(0, RECENT_LIMIT);
  } catch {
    return [];
  }
}

/** Adds a search to the front (case-insensitive duplicates removed), keeping ten. Blank text is ignored. */
export function addRecent(entry: RecentSearch): RecentSearch[] {
  const text = entry.text.trim();
  if (!text) return readRecent();
  const list = [{ text, url: entry.url }, ...readRecent().filter((x) => x.text.toLowerCase() !== text.toLowerCase())].slice(
    0,
    RECENT_LIMIT,
  );
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify(list));
  } catch {
    /* storage unavailable: keep the list for this page only */
  }
  return list;
}

export function clearRecent(): void {
  try {
    localStorage.removeItem(RECENT_KEY);
  } catch {
    /* nothing to clear */
  }
}

/** Ten fixed 'Frequently searched' items (spec §2), shown when there are no recommendations. */
export const FREQUENTLY_SEARCHED = [
  'Dolo 650',
  'Pan 40',
  'Augmentin 625 Duo',
  'Telma 40',
  'Paracetamol',
  'Azithromycin',
  'Montair LC',
  'Shelcal 500',
  'Thyronorm 50',
  'Glycomet 500',
] as const;

export const searchUrl = (q: string) => `/search/all?q=${encodeURIComponent(q.trim())}`;
