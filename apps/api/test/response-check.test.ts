/** The contract check itself: it must see every kind of breach, or the suite's green means nothing. */
import Fastify from 'fastify';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { checkResponses, type ResponseViolation } from '../src/http/response-check.ts';

async function serverWith(routes: (app: ReturnType<typeof Fastify>) => void) {
  const violations: ResponseViolation[] = [];
  const app = Fastify();
  checkResponses(app, (v) => violations.push(v));
  routes(app);
  await app.ready();
  return { app, violations };
}

const item = z.object({ id: z.number().int(), name: z.string() });

describe('response contract check', () => {
  it('passes an answer that keeps its contract', async () => {
    const { app, violations } = await serverWith((a) =>
      a.get('/ok', { config: { response: item } }, async () => ({ status: 1, data: { id: 1, name: 'Dolo' } })),
    );
    await app.inject('/ok');
    expect(violations).toEqual([]);
  });

  it.each([
    ['a wrong type', { id: '1', name: 'Dolo' }, /id: /],
    ['a missing field', { id: 1 }, /name: /],
    ['an undeclared field', { id: 1, name: 'Dolo', secret: 'x' }, /fields outside the contract: secret/],
  ])('reports %s', async (_, data, problem) => {
    const { app, violations } = await serverWith((a) => a.get('/bad', { config: { response: item } }, async () => ({ status: 1, data })));
    await app.inject('/bad');
    expect(violations).toEqual([expect.objectContaining({ method: 'GET', url: '/bad', statusCode: 200, problem: expect.stringMatching(problem) })]);
  });

  it('reports a JSON success from a route without a declared schema', async () => {
    const { app, violations } = await serverWith((a) => a.get('/undeclared', async () => ({ status: 1, data: {} })));
    await app.inject('/undeclared');
    expect(violations.map((v) => v.problem)).toEqual(['the route declares no response schema']);
  });

  it('reports a failure without a machine code', async () => {
    const { app, violations } = await serverWith((a) =>
      a.get('/fails', async (_request, reply) => reply.code(404).send({ status: 0, error: { message: 'Gone', showAlert: false } })),
    );
    await app.inject('/fails');
    expect(violations).toHaveLength(1);
    expect(violations[0]!.problem).toMatch(/^failure envelope: error\.code/);
  });
});
