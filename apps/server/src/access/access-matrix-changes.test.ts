import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGES, expectNoFindings, OPERATIONS, probe, READS } from '../testing/access-matrix.ts';
import { accessWorld, CALLERS, type AccessWorld } from '../testing/access-world.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Issue 17's access matrix, changes: every documented POST, PUT, PATCH and DELETE × every record it can point at ×
// every caller the table refuses (sent with our Origin, so only the route's own checks stand between the caller and
// the change). None may succeed, and no answer may carry a chat's words to someone who does not read it. Who may
// make each change, with real bodies, is what the modules' own matrices check (modules/*/*.authorization.test.ts).

let t: TestApp;
let world: AccessWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await accessWorld(t);
});
afterAll(() => t.close());

describe('the access table', () => {
  it('has an entry for every documented operation, and none for an operation that is not documented', async () => {
    const document = (await t.request({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(
      documented.filter((operation) => !OPERATIONS.includes(operation)),
      'missing from the table',
    ).toEqual([]);
    expect(
      OPERATIONS.filter((operation) => !documented.includes(operation)),
      'not documented',
    ).toEqual([]);
    expect(READS.length + CHANGES.length).toBe(documented.length);
  });
});

describe('every documented change × every caller it must refuse', () => {
  it.each(CHANGES)('%s is refused and leaks nothing', async (operation) => {
    const { findings } = await probe(t, world, operation, (allowed) => CALLERS.filter((caller) => !allowed(caller)));
    expectNoFindings(findings);
  });

  it('left every chat as it was', async () => {
    for (const chat of Object.values(world.chats)) {
      const response = await t.request(world.as('admin', { method: 'GET', url: `/api/chats/${chat.id}/messages` }));
      expect(response.body).toContain(chat.secret);
      const file = await t.request(world.as('admin', { method: 'GET', url: `/api/uploads/${chat.fileId}` }));
      expect(file.statusCode).toBe(200);
    }
  });
});
