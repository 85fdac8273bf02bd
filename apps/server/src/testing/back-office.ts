import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertBrand, insertUser, type BrandRow, type UserOverrides, type UserRow } from '../db/factories.ts';
import { PASSWORD, signInWithPassword } from './auth-flows.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface SignedInUser {
  user: UserRow;
  cookie: string;
}

/** Makes an account with the shared password and signs it in. */
export async function signedIn(t: TestApp, overrides: UserOverrides): Promise<SignedInUser> {
  const user = await insertUser(t.database.db, { password: PASSWORD, ...overrides });
  const { response, cookie } = await signInWithPassword(t, user.email!);
  if (response.statusCode !== 200) throw new Error(`sign-in answered ${response.statusCode}: ${response.body}`);
  return { user, cookie };
}

/** Everyone the authorization matrices ask: two brands, and people of each role. */
export interface Cast {
  brand: BrandRow;
  otherBrand: BrandRow;
  admin: SignedInUser;
  manager: SignedInUser;
  otherManager: SignedInUser;
  agent: SignedInUser;
  customer: SignedInUser;
}

export async function backOfficeCast(t: TestApp): Promise<Cast> {
  const brand = await insertBrand(t.database.db);
  const otherBrand = await insertBrand(t.database.db);
  return {
    brand,
    otherBrand,
    admin: await signedIn(t, { role: 'admin' }),
    manager: await signedIn(t, { role: 'brand_manager', brandId: brand.id }),
    otherManager: await signedIn(t, { role: 'brand_manager', brandId: otherBrand.id }),
    agent: await signedIn(t, { role: 'agent', brandId: brand.id }),
    customer: await signedIn(t, { role: 'customer' }),
  };
}

const ASKERS = ['admin', 'manager', 'otherManager', 'agent', 'customer', 'signedOut'] as const;
export type Asker = (typeof ASKERS)[number];

export interface MatrixRow {
  /** e.g. `DELETE /api/agents/:id (agent of the brand)`. */
  name: string;
  /** Builds the request; called once per asker, so it can make a fresh record to delete. */
  request: () => Promise<InjectOptions> | InjectOptions;
  /** The status each asker gets. */
  expected: Record<Asker, number>;
}

/** Shorthand for the usual answers: admins and the brand's manager succeed with `ok`. */
export function statuses(ok: number, overrides: Partial<Record<Asker, number>> = {}): Record<Asker, number> {
  return {
    admin: ok,
    manager: ok,
    otherManager: 404,
    agent: 403,
    customer: 403,
    signedOut: 401,
    ...overrides,
  };
}

/** One test per endpoint × asker; `cast` is read lazily because it is made in `beforeAll`. */
export function authorizationMatrix(t: () => TestApp, cast: () => Cast, rows: MatrixRow[]): void {
  const cases = rows.flatMap((row) => ASKERS.map((asker) => ({ row, asker })));
  it.each(cases.map((c) => [c.row.name, c.asker, c] as const))('%s as %s', async (_name, asker, { row }) => {
    const options = await row.request();
    const cookie = asker === 'signedOut' ? undefined : cast()[asker].cookie;
    const response = await t().request({ ...options, ...(cookie ? { cookie } : {}) });
    expect(response.statusCode, response.body).toBe(row.expected[asker]);
  });
}

/** Admins only: every brand manager is refused, whichever brand. */
export const ADMIN_ONLY = statuses(200, { manager: 403, otherManager: 403 });
/** A public endpoint: everyone gets it, signed in or not. */
export const EVERYONE = statuses(200, { manager: 200, otherManager: 200, agent: 200, customer: 200, signedOut: 200 });

/**
 * A file's app and cast for its matrices, made before its tests and closed after them: `matrix(rows)` is
 * `authorizationMatrix` on them, and `app()` and `cast()` read them inside requests.
 */
export function backOfficeMatrices() {
  let app: TestApp;
  let people: Cast;
  beforeAll(async () => {
    app = await createTestApp();
    people = await backOfficeCast(app);
  });
  afterAll(() => app.close());
  return {
    app: () => app,
    cast: () => people,
    matrix: (rows: MatrixRow[]) =>
      authorizationMatrix(
        () => app,
        () => people,
        rows,
      ),
  };
}
