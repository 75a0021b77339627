/** For tests of code that keeps state in sessionStorage: a fresh in-memory one per test, as `window.sessionStorage`. */
import { afterEach, beforeEach } from 'vitest';

class MemoryStorage {
  private map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

export function withMemorySessionStorage() {
  beforeEach(() => {
    (globalThis as { window?: unknown }).window = { sessionStorage: new MemoryStorage() };
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });
}
