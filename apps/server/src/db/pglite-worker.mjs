// @ts-check
// The embedded database (PGlite) in a thread of its own (docs/decisions/017). PGlite runs each query synchronously in
// WebAssembly and hands the next queued one over in a microtask, so on the server's own thread a backlog never lets a
// timer fire and every socket misses its ping. Here it may take the whole thread; the server's loop only posts
// messages. Plain JavaScript: a worker needs no TypeScript loader, in tests as in production.
// The other side is `pglite-client.ts`; the messages are described there.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread');
const port = parentPort;

/** @type {{ dataDir?: string; dump?: ArrayBuffer }} */
const options = workerData ?? {};

/** A value passed through unchanged (Drizzle reads dates and intervals as text and converts them itself). */
const asText = (/** @type {string} */ value) => value;

/** @param {unknown} error */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  /** @type {Record<string, unknown>} */
  const fields = { message: error.message, name: error.name };
  // PostgreSQL's own fields (code, constraint, detail, …): callers read them to tell a duplicate from a failure.
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

const database = await PGlite.create({
  ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  ...(options.dump ? { loadDataDir: new Blob([options.dump]) } : {}),
  // pg_trgm indexes the content search columns (migration 0003 creates the extension).
  extensions: { pg_trgm },
});

/** Open transactions by id: their PGlite handle, and how to end them. */
const transactions = new Map();

/**
 * @param {{ text: string; params?: unknown[]; rowMode?: 'array' | 'object'; textTypes?: number[] }} request
 * @param {{ query: PGlite['query'] }} target
 */
async function query(request, target) {
  const parsers = Object.fromEntries((request.textTypes ?? []).map((oid) => [oid, asText]));
  const result = await target.query(request.text, request.params ?? [], {
    ...(request.rowMode ? { rowMode: request.rowMode } : {}),
    parsers,
  });
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}

/** The hot paths' named statements, prepared once in this database's one session: name → its parameters' types. */
const prepared = new Map();

/**
 * A named statement (docs/decisions/018), as `query` runs an unnamed one but parsed and planned once: PGlite's
 * `query` parses, analyses and plans its text every time, which for the normal send's statement was most of its
 * cost (about 5.8 of 6.7 ms). Run alone, as `query` is (never inside a transaction, which waits for it).
 * @param {{ name: string; text: string; params?: unknown[] }} request
 */
async function runNamed(request) {
  const { serialize } = protocol;
  /** @param {Uint8Array} message */
  const exec = (message) => database.execProtocolStream(message, { syncToFs: false });
  return database._runExclusiveTransaction(() =>
    database._runExclusiveQuery(async () => {
      /** @type {any[]} */
      const messages = [];
      try {
        let types = prepared.get(request.name);
        if (!types) {
          await exec(serialize.parse({ name: request.name, text: request.text }));
          types = parse.parseDescribeStatementResults(
            await exec(serialize.describe({ type: 'S', name: request.name })),
          );
          prepared.set(request.name, types);
        }
        const values = (request.params ?? []).map((value, index) => {
          if (value === null || value === undefined) return null;
          const serializer = database.serializers[types[index]];
          return serializer ? serializer(value) : String(value);
        });
        for (const message of [
          serialize.bind({ statement: request.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
        ]) {
          messages.push(...(await exec(message)));
        }
      } finally {
        messages.push(...(await exec(serialize.sync())));
      }
      await database.syncToFs();
      const [result] = parse.parseResults(messages, database.parsers);
      return { rows: result?.rows ?? [], fields: result?.fields ?? [], affectedRows: result?.affectedRows };
    }),
  );
}

const ROLLBACK = Symbol('rollback');

/** Starts a transaction and keeps it open (PGlite's lock held) until `end` says commit or roll back. */
function begin(/** @type {number} */ id, /** @type {number} */ tx) {
  /** @type {(commit: boolean) => void} */
  let end = () => undefined;
  const ended = new Promise((resolve) => (end = resolve));
  /** @type {{ handle: any; end: (commit: boolean) => void; started: boolean; done?: Promise<void> }} */
  const record = { handle: undefined, end, started: false };
  transactions.set(tx, record);
  record.done = database
    .transaction(async (handle) => {
      record.handle = handle;
      record.started = true;
      port.postMessage({ id, result: null });
      if (!(await ended)) throw ROLLBACK;
    })
    .then(
      () => undefined,
      (error) => {
        if (error !== ROLLBACK) throw error;
      },
    )
    .finally(() => transactions.delete(tx));
  // BEGIN itself failed: the caller hears it now; otherwise `end` reports how the transaction ended (COMMIT may fail).
  record.done.catch((error) => {
    if (!record.started) port.postMessage({ id, error: plainError(error) });
  });
}

/** @param {any} message */
async function handle(message) {
  switch (message.op) {
    case 'query': {
      const open = message.tx === undefined ? undefined : transactions.get(message.tx);
      if (message.tx !== undefined && !open?.started) throw new Error('The transaction has ended');
      return query(message, open ? open.handle : database);
    }
    case 'statement':
      return runNamed(message);
    case 'exec':
      await database.exec(message.text);
      return null;
    case 'end': {
      const open = transactions.get(message.tx);
      if (!open) throw new Error('The transaction has ended');
      open.end(message.commit);
      await open.done;
      return null;
    }
    case 'dump': {
      const dump = await database.dumpDataDir('none');
      return await dump.arrayBuffer();
    }
    case 'close':
      await database.close();
      return null;
    default:
      throw new Error(`unknown request ${message.op}`);
  }
}

port.on('message', (message) => {
  if (message.op === 'begin') return begin(message.id, message.tx);
  handle(message).then(
    (result) => {
      const transfer = result instanceof ArrayBuffer ? [result] : [];
      port.postMessage({ id: message.id, result }, transfer);
      if (message.op === 'close') port.close();
    },
    (error) => port.postMessage({ id: message.id, error: plainError(error) }),
  );
});
port.postMessage({ ready: true });
