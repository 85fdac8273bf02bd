import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { databaseFailure } from './db-errors.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** The error the real driver raises for a statement (PGlite or PostgreSQL, through Drizzle). */
async function failureOf(statement: ReturnType<typeof sql>): Promise<unknown> {
  return database.db.execute(statement).then(
    () => {
      throw new Error('the statement succeeded');
    },
    (error: unknown) => error,
  );
}

describe('database failures that are not our bugs', () => {
  it('data the database cannot take is the client’s: an invalid value, a number out of range, a NUL', async () => {
    expect(databaseFailure(await failureOf(sql`select ${'not-a-uuid'}::uuid`))).toBe('client');
    expect(databaseFailure(await failureOf(sql`select ${'99999999999'}::int`))).toBe('client');
    expect(databaseFailure(await failureOf(sql`select ${'2024-13-45'}::date`))).toBe('client');
    if (database.kind === 'postgres') {
      expect(databaseFailure(await failureOf(sql`select ${'a\u0000b'}::text`))).toBe('client');
    }
  });

  it('a lost or refused connection, a shutdown or a timeout means unavailable', () => {
    const withCode = (code: string) => Object.assign(new Error('failed'), { code });
    expect(databaseFailure(withCode('57P01'))).toBe('unavailable');
    expect(databaseFailure(withCode('53300'))).toBe('unavailable');
    expect(databaseFailure(withCode('08006'))).toBe('unavailable');
    expect(databaseFailure(withCode('57014'))).toBe('unavailable');
    expect(databaseFailure(withCode('ECONNREFUSED'))).toBe('unavailable');
    expect(databaseFailure(new Error('wrapped', { cause: new Error('Connection terminated unexpectedly') }))).toBe(
      'unavailable',
    );
    expect(databaseFailure(new Error('timeout exceeded when trying to connect'))).toBe('unavailable');
  });

  it('anything else is ours to fix', async () => {
    expect(databaseFailure(await failureOf(sql`select * from no_such_table`))).toBeUndefined();
    expect(databaseFailure(new TypeError('x is undefined'))).toBeUndefined();
  });
});
