/** The embedded database starts with a small buffer cache instead of PostgreSQL's default of 128MB. */
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { EMBEDDED_SHARED_BUFFERS, openDatabase } from '../src/client.ts';

describe('openDatabase (embedded)', () => {
  it(`runs with shared_buffers of ${EMBEDDED_SHARED_BUFFERS}`, async () => {
    const handle = await openDatabase();
    try {
      const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(handle.db);
      expect(rows[0]?.shared_buffers).toBe(EMBEDDED_SHARED_BUFFERS);
      expect(EMBEDDED_SHARED_BUFFERS).not.toBe('128MB');
    } finally {
      await handle.close();
    }
  });
});
