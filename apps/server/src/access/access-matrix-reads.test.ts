import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoFindings, probe, READS, type Finding } from '../testing/access-matrix.ts';
import { accessWorld, CALLERS, READERS, SHOPPERS, type AccessWorld } from '../testing/access-world.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Issue 17's access matrix, reads: every documented GET × every record it can point at (both brands, four chats) ×
// 12 callers. No response may carry a chat's words to someone who does not read the chat, and no caller the table
// refuses may succeed. The changes are in access-matrix-changes.test.ts, the socket events in
// access-matrix-sockets.test.ts.

let t: TestApp;
let world: AccessWorld;
const findings: Finding[] = [];
let requests = 0;
beforeAll(async () => {
  t = await createTestApp();
  world = await accessWorld(t);
});
afterAll(() => t.close());

describe('every documented read × every caller', () => {
  it.each(READS)('%s leaks nothing', async (operation) => {
    const result = await probe(t, world, operation);
    requests += result.requests;
    findings.push(...result.findings);
    expectNoFindings(result.findings);
  });

  it("lets each chat's readers read it and its messages (the world is what the matrix thinks)", async () => {
    for (const [key, readers] of Object.entries(READERS)) {
      const chat = world.chats[key as keyof typeof READERS];
      for (const caller of CALLERS) {
        const response = await t.request(world.as(caller, { method: 'GET', url: `/api/chats/${chat.id}/messages` }));
        expect(response.statusCode, `${caller} chat ${key}`).toBe(
          readers.includes(caller) ? 200 : caller === 'signedOut' ? 401 : response.statusCode,
        );
        if (readers.includes(caller)) expect(response.body).toContain(chat.secret);
        // The chat's staff read its internal note with its messages; its shopper never does.
        if (readers.includes(caller)) expect(response.body.includes(chat.note)).toBe(!SHOPPERS.includes(caller));
      }
    }
  });

  it('adds up to 0 leaks', () => {
    expect(requests).toBeGreaterThan(READS.length * CALLERS.length);
    expectNoFindings(findings);
  });
});
