import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { insertBrand, type BrandRow } from '../db/factories.ts';
import { signedIn, type SignedInUser } from '../testing/back-office.ts';
import { chatAction, newGuest, onlineAgent, sent, startChat, type Guest } from '../testing/chat-flows.ts';
import { fuzzCases, operationsOf, type FuzzCase, type OpenApiDocument } from '../testing/http-fuzz-cases.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts';

/**
 * Issue 16: malformed input to every documented endpoint gives no 5xx and leaves the process serving. The cases are
 * generated from the OpenAPI document, so a new route is fuzzed the day it is added.
 */

let t: TestApp;
let document: OpenApiDocument;
let brand: BrandRow;
let admin: SignedInUser;
let guest: Guest;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
  brand = await insertBrand(t.database.db);
  admin = await signedIn(t, { role: 'admin' });
  const agent = await onlineAgent(t, brand);
  guest = await newGuest(t, brand);
  const chat = await startChat(t, guest, brand);
  const message = await sent(t, guest, chat.id, 'Hello, I need help');
  expect((await chatAction(t, agent, chat.id, 'accept')).statusCode).toBe(200);
  Object.assign(ids, { brand: brand.id, widgetId: brand.widgetId, chat: chat.id, message: message.id });
});
afterAll(async () => {
  await t?.close();
});

/** A well-formed value for a path parameter: a real record where the route's family has one. */
function idFor(path: string, parameter: string): string {
  if (parameter === 'widgetId') return ids.widgetId!;
  if (parameter === 'messageId') return ids.message!;
  if (parameter === 'modifiers') return 'w_320';
  if (parameter === 'slug') return 'about';
  if (parameter === 'reference') return 'A1001';
  if (path.startsWith('/api/brands/{id}')) return ids.brand!;
  if (path.startsWith('/api/chats/{id}') || path.startsWith('/api/shopper/chats/{id}')) return ids.chat!;
  return randomUUID();
}

/** Routes that end the asker's own session or account run last, so the rest are fuzzed signed in. */
const endsSession = (path: string) => /sign-out|_auth\/session|users\/me$/.test(path);

function casesFor(): FuzzCase[] {
  const operations = operationsOf(document).sort(([, a], [, b]) => Number(endsSession(a)) - Number(endsSession(b)));
  return operations.flatMap(([method, path, operation]) => fuzzCases(method, path, operation, idFor));
}

async function run(cases: FuzzCase[], auth: Record<string, string>): Promise<string[]> {
  const failures: string[] = [];
  for (const fuzz of cases) {
    const options: InjectOptions = {
      method: fuzz.method as InjectOptions['method'],
      url: fuzz.url,
      headers: { origin: TEST_ORIGIN, ...auth, ...fuzz.headers },
      ...(fuzz.payload === undefined ? {} : { payload: fuzz.payload }),
    };
    const response = await t.app.inject(options);
    if (response.statusCode >= 500)
      failures.push(`${fuzz.name} → ${response.statusCode} ${response.body.slice(0, 200)}`);
  }
  return failures;
}

async function stillServing(): Promise<void> {
  expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  const widget = await t.app.inject({ method: 'GET', url: `/api/public/brands/${brand.widgetId}/widget` });
  expect(widget.statusCode).toBe(200);
}

// Each caller sends every case one after another (an admin's requests reaching the database): over
// 30 s on a busy two-core machine.
const FUZZ_RUN = { timeout: 120_000 };

describe('HTTP fuzz: every documented route × hostile input', () => {
  it('covers every documented operation', () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(100);
    const cases = casesFor();
    const covered = new Set(cases.map((fuzz) => fuzz.name.split(' × ')[0]));
    expect(covered.size).toBe(operations.length);
  });

  it('signed out: no 5xx', FUZZ_RUN, async () => {
    expect(await run(casesFor(), {})).toEqual([]);
    await stillServing();
  });

  it('as a widget guest (bearer token): no 5xx', FUZZ_RUN, async () => {
    expect(await run(casesFor(), { authorization: `Bearer ${guest.token}` })).toEqual([]);
    await stillServing();
  });

  it('as an admin (session cookie): no 5xx', FUZZ_RUN, async () => {
    expect(await run(casesFor(), { cookie: admin.cookie })).toEqual([]);
    await stillServing();
  });
});
