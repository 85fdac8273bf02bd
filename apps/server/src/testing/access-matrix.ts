import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { ACCESS, targetsOf } from './access-table.ts';
import { CALLERS, type AccessWorld, type Caller } from './access-world.ts';
import type { TestApp } from './test-app.ts';

/** A leak: a response that carries words of a chat the caller does not read, or a success the table refuses. */
export interface Finding {
  operation: string;
  target: string;
  caller: Caller;
  status: number;
  problem: string;
}

/** `GET /api/chats/{id}` → its method and path. */
const splitOperation = (operation: string) => {
  const [method, path] = operation.split(' ') as [InjectOptions['method'], string];
  return { method, path };
};

export const OPERATIONS = Object.keys(ACCESS);
export const READS = OPERATIONS.filter((operation) => operation.startsWith('GET '));
export const CHANGES = OPERATIONS.filter((operation) => !operation.startsWith('GET '));

/**
 * Calls one operation for each record it can point at, as every caller (as `callers` says: a change is sent only by
 * the callers the table refuses, so nothing is changed), and returns every leak. Changes carry our own Origin, so the
 * cross-site check lets them through to the route's own checks.
 */
export async function probe(
  t: TestApp,
  world: AccessWorld,
  operation: string,
  callers: (allowed: (caller: Caller) => boolean) => readonly Caller[] = () => CALLERS,
): Promise<{ findings: Finding[]; requests: number }> {
  const { method, path } = splitOperation(operation);
  const rule = ACCESS[operation]!;
  const findings: Finding[] = [];
  let requests = 0;
  for (const target of targetsOf(world, path)) {
    for (const caller of callers((who) => rule(who, target))) {
      const unsafe = method !== 'GET';
      const options: InjectOptions = {
        method,
        url: target.path,
        ...(unsafe ? { payload: {}, headers: { origin: t.config.publicUrl } } : {}),
      };
      const response = await t.request(world.as(caller, options));
      requests += 1;
      const found = (problem: string) =>
        findings.push({ operation, target: target.label, caller, status: response.statusCode, problem });
      for (const secret of world.secretsHiddenFrom(caller)) {
        if (response.body.includes(secret)) found(`carries ${secret.slice(0, 8)}`);
      }
      const success = response.statusCode >= 200 && response.statusCode < 400;
      if (success && !rule(caller, target)) found('succeeds for a caller the table refuses');
      // 503 is a part that is not configured here (Salla's app credentials); anything else 5xx is a fault.
      if (response.statusCode >= 500 && response.statusCode !== 503) found(`answers ${response.statusCode}`);
    }
  }
  return { findings, requests };
}

/** Fails with every finding listed (an empty list is the goal: 0 leaks). */
export function expectNoFindings(findings: Finding[]): void {
  expect(findings.map((f) => `${f.operation} [${f.target}] as ${f.caller}: ${f.status} ${f.problem}`)).toEqual([]);
}
