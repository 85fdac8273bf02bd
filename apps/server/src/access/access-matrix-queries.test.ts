import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targetsOf } from '../testing/access-table.ts';
import {
  accessWorld,
  CALLERS,
  CHATS,
  READERS,
  SHOPPERS,
  type AccessWorld,
  type Caller,
  type ChatKey,
} from '../testing/access-world.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Issue 17's access matrix, the query parameters the reads matrix leaves empty (decision 030): every documented GET
// that filters by brand, asked for each brand by all 12 callers, and every documented GET that searches, asked for
// each chat's words (its secret, its deleted messages, its internal note) by all 12 callers. A brand's staff never
// get the other brand's records by naming it, and a search never finds a chat by words its caller may not read:
// nobody's by a deleted text, a shopper's by its note, another person's by anything.

interface Documented {
  paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
}

let t: TestApp;
let world: AccessWorld;
let gets: { path: string; query: string[] }[];
beforeAll(async () => {
  t = await createTestApp();
  world = await accessWorld(t);
  const document = (await t.request({ method: 'GET', url: '/api/docs/json' })).json<Documented>();
  gets = Object.entries(document.paths).flatMap(([path, item]) =>
    item.get ? [{ path, query: (item.get.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name) }] : [],
  );
});
afterAll(() => t.close());

const STAFF_OF_ONE_BRAND: Record<string, 'A' | 'B'> = {
  managerA: 'A',
  agentA: 'A',
  agentA2: 'A',
  managerB: 'B',
  agentB: 'B',
  agentB2: 'B',
};

/** What the caller may never get: the other brand's id and its chats' ids (a brand's staff only). */
function otherBrandIds(caller: Caller): string[] {
  const own = STAFF_OF_ONE_BRAND[caller];
  if (!own) return [];
  const other = own === 'A' ? 'B' : 'A';
  return [
    world.brands[other].id,
    ...CHATS.filter((key) => world.chats[key].brand === other).map((key) => world.chats[key].id),
  ];
}

/** Each chat's words a search could look for, and whether `caller` may find the chat by them. */
function searchWords(key: ChatKey): { word: string; findableBy: (caller: Caller) => boolean }[] {
  const reads = (caller: Caller) => READERS[key].includes(caller);
  const chat = world.chats[key];
  return [
    { word: chat.secret, findableBy: reads },
    { word: chat.note, findableBy: (caller) => reads(caller) && !SHOPPERS.includes(caller) },
    ...world.gone.filter((word) => word.startsWith(`gone-${key}-`)).map((word) => ({ word, findableBy: () => false })),
  ];
}

describe('query parameters × every caller', () => {
  it('naming a brand gives its staff nothing of the other brand', async () => {
    const filtered = gets.filter((get) => get.query.includes('brandId'));
    expect(filtered.map((get) => get.path)).toEqual(expect.arrayContaining(['/api/chats', '/api/agents']));
    const findings: string[] = [];
    for (const { path } of filtered) {
      for (const target of targetsOf(world, path)) {
        for (const brand of ['A', 'B'] as const) {
          const url = `${target.path}?brandId=${world.brands[brand].id}`;
          for (const caller of CALLERS) {
            const response = await t.request(world.as(caller, { method: 'GET', url }));
            const hidden = [...world.secretsHiddenFrom(caller), ...otherBrandIds(caller)];
            for (const word of hidden.filter((w) => response.body.includes(w))) {
              findings.push(`${path} [${target.label}] brand ${brand} as ${caller}: carries ${word.slice(0, 14)}`);
            }
            if (response.statusCode >= 500 && response.statusCode !== 503) {
              findings.push(`${path} brand ${brand} as ${caller}: ${response.statusCode}`);
            }
          }
        }
      }
    }
    expect(findings).toEqual([]);
  });

  it('a search finds no chat by words its caller may not read, and nobody by a deleted text', async () => {
    const searching = gets.filter((get) => get.query.includes('search') || get.query.includes('q'));
    expect(searching.map((get) => get.path)).toEqual(
      expect.arrayContaining(['/api/chats', '/api/agent/chats', '/api/shopper/chats', '/api/critical-messages']),
    );
    const findings: string[] = [];
    const foundByReaders = new Set<string>();
    let requests = 0;
    for (const { path, query } of searching) {
      const parameter = query.includes('search') ? 'search' : 'q';
      for (const target of targetsOf(world, path)) {
        for (const key of CHATS) {
          for (const { word, findableBy } of searchWords(key)) {
            const url = `${target.path}?${parameter}=${encodeURIComponent(word)}`;
            for (const caller of CALLERS) {
              const response = await t.request(world.as(caller, { method: 'GET', url }));
              requests += 1;
              const found = response.body.includes(world.chats[key].id);
              const hidden = world.secretsHiddenFrom(caller).filter((w) => response.body.includes(w));
              if (found && findableBy(caller)) foundByReaders.add(`${path} as ${caller}`);
              if (found && !findableBy(caller)) {
                findings.push(`${path} ${parameter}=${word.slice(0, 14)} as ${caller}: finds chat ${key}`);
              }
              for (const leaked of hidden) findings.push(`${path} as ${caller}: carries ${leaked.slice(0, 14)}`);
              if (response.statusCode >= 500 && response.statusCode !== 503) {
                findings.push(`${path} ${parameter} as ${caller}: ${response.statusCode}`);
              }
            }
          }
        }
      }
    }
    expect(findings).toEqual([]);
    // The searches do find a chat by its words for those who read it (the probe looks where a match would show).
    expect([...foundByReaders]).toEqual(
      expect.arrayContaining(['/api/agent/chats as agentA', '/api/agent/chats as agentB']),
    );
    expect(requests).toBeGreaterThan(searching.length * CALLERS.length * CHATS.length);
    // Some four thousand requests: more than a test's usual half minute on a busy machine.
  }, 300_000);
});
