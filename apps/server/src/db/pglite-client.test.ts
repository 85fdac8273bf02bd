import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTemplate } from '../testing/pglite-template.ts';
import { startPglite, type PgliteClient } from './pglite-client.ts';

// PGlite in its worker thread, whatever database the rest of the suite runs on: this is about the embedded mode.
let client: PgliteClient;

beforeAll(async () => {
  client = await startPglite({ dump: await pgliteTemplate() });
  await client.query('create table scratch (id int primary key, note text)');
});
afterAll(() => client.close());

describe('PGlite in a worker thread', () => {
  it('keeps the event loop free while it works through a backlog of queries', async () => {
    let finished = 0;
    const backlog = Array.from({ length: 400 }, (_, index) =>
      client.query('insert into scratch (id, note) values ($1, $2)', [index + 1, 'x']).then(() => (finished += 1)),
    );
    // On the server's own thread PGlite would run the whole backlog before this callback could run.
    const finishedWhenTheLoopRan = await new Promise<number>((resolve) => setImmediate(() => resolve(finished)));
    await Promise.all(backlog);
    expect(finishedWhenTheLoopRan).toBeLessThan(400);
    expect((await client.query<{ count: number }>('select count(*)::int as count from scratch')).rows).toEqual([
      { count: 400 },
    ]);
  });

  it('commits a transaction whole, rolls a failed one back, and holds other queries until it ends', async () => {
    await client.transaction(async (tx) => {
      await tx.query('insert into scratch (id, note) values (1001, $1)', ['kept']);
      await tx.query('update scratch set note = $1 where id = 1001', ['kept twice']);
    });
    const failed = client.transaction(async (tx) => {
      await tx.query('insert into scratch (id, note) values (1002, $1)', ['lost']);
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');

    let outsideRan = false;
    const inside = client.transaction(async (tx) => {
      await tx.query('insert into scratch (id, note) values (1003, $1)', ['first']);
      // Asked for while the transaction is open: it must see the transaction's outcome, not its middle.
      const outside = client.query<{ note: string }>('select note from scratch where id = 1003').then((result) => {
        outsideRan = true;
        return result.rows;
      });
      await tx.query('update scratch set note = $1 where id = 1003', ['second']);
      expect(outsideRan).toBe(false);
      // Wrapped: returning the promise itself would wait for it inside the transaction.
      return { outside };
    });
    expect(await (await inside).outside).toEqual([{ note: 'second' }]);

    const { rows } = await client.query<{ id: number; note: string }>(
      'select id, note from scratch where id > 1000 order by id',
    );
    expect(rows).toEqual([
      { id: 1001, note: 'kept twice' },
      { id: 1003, note: 'second' },
    ]);
  });

  it('reports PostgreSQL’s error fields (a duplicate names its constraint)', async () => {
    const duplicate = await client.query('insert into scratch (id) values (1)').catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(Error);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'scratch_pkey' });
  });

  it('reads dates as text when asked (Drizzle converts them itself) and as dates otherwise', async () => {
    const at = "select '2026-11-20T10:00:00Z'::timestamptz as at";
    expect((await client.query<{ at: unknown }>(at)).rows[0]?.at).toBeInstanceOf(Date);
    const text = (await client.query<{ at: unknown }>(at, [], { parsers: { 1184: (value: string) => value } })).rows;
    expect(typeof text[0]?.at).toBe('string');
  });

  it('runs a named statement prepared once: its values typed, its rows parsed, its errors told, in turn', async () => {
    const upsert = `insert into scratch (id, note) values ($1, $2) on conflict (id) do update set note = $2
      returning id, note, $3::timestamptz as at, $4::boolean as flag, $5::jsonb as data`;
    const at = new Date('2026-11-20T10:00:00.000Z');
    for (const note of ['one', 'two']) {
      const { rows } = await client.statement('scratch_upsert', upsert, [
        2001,
        note,
        at.toISOString(),
        true,
        '{"a":1}',
      ]);
      expect(rows).toEqual([{ id: 2001, note, at, flag: true, data: { a: 1 } }]);
    }
    const duplicate = await client
      .statement('scratch_insert', 'insert into scratch (id) values ($1)', [2001])
      .catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'scratch_pkey' });
    // The session is whole after the error, and a named statement waits for an open transaction as a query does.
    let statementRan = false;
    await client.transaction(async (tx) => {
      await tx.query('update scratch set note = $1 where id = 2001', ['inside']);
      const outside = client
        .statement<{ note: string }>('scratch_note', 'select note from scratch where id = $1', [2001])
        .then(({ rows }) => ((statementRan = true), rows));
      await tx.query('update scratch set note = $1 where id = 2001', ['committed']);
      expect(statementRan).toBe(false);
      return { outside };
    });
    expect((await client.statement('scratch_note', 'select note from scratch where id = $1', [2001])).rows).toEqual([
      { note: 'committed' },
    ]);
    expect(statementRan).toBe(true);
  });
});
