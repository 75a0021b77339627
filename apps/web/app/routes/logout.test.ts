import { afterEach, describe, expect, it } from 'vitest';
import { installServerTransport, type ApiRequest, type ApiTransport } from '../lib/api-transport.ts';
import { action } from './logout.tsx';

const CLEARED = 'dawa_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax';

describe('the logout form post', () => {
  afterEach(() => installServerTransport(undefined as unknown as ApiTransport));

  const post = () =>
    action({
      request: new Request('http://localhost/logout', {
        method: 'POST',
        headers: { cookie: 'dawa_session=abc', 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      }),
      params: {},
      context: {},
    } as Parameters<typeof action>[0]);

  it("ends the session with the shopper's cookie, clears it and goes home", async () => {
    const sent: ApiRequest[] = [];
    installServerTransport(async (request) => {
      sent.push(request);
      return { status: 200, body: { status: 1 as const, data: { isAuthenticated: false } }, setCookies: [CLEARED] };
    });
    const answer = (await post()) as Response;
    expect(sent).toMatchObject([{ method: 'POST', path: '/auth/logout', headers: { cookie: 'dawa_session=abc' } }]);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/');
    expect(answer.headers.get('set-cookie')).toBe(CLEARED);
  });

  it('says the session could not be ended when the API cannot answer, and stays on the page', async () => {
    installServerTransport(async () => {
      throw new Error('connection refused');
    });
    const answer = (await post()) as unknown as { data: unknown; init: ResponseInit | null };
    expect(answer.data).toEqual({ failed: true });
    expect(answer.init?.status).toBe(503);
  });
});
