import { Worker } from 'node:worker_threads';

/**
 * PGlite in a worker thread (`pglite-worker.mjs`), reached through the part of PGlite's interface Drizzle's PGlite
 * driver uses: `query`, `transaction` (whose handle has `query`), `exec`. A transaction holds PGlite's lock in the
 * worker from BEGIN to COMMIT or ROLLBACK while this side sends its statements one by one, so other queries wait for
 * it, exactly as on PGlite itself. The server's event loop never runs a query: it posts a message and is free.
 */
interface PgliteResults<T> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface PgliteQueryOptions {
  rowMode?: 'array' | 'object';
  /** Drizzle passes identity parsers for dates and intervals (it converts the text itself): only their keys matter. */
  parsers?: Record<number, unknown>;
}

interface PgliteTransactionHandle {
  query<T>(text: string, params?: unknown[], options?: PgliteQueryOptions): Promise<PgliteResults<T>>;
  exec(text: string): Promise<unknown>;
}

export interface PgliteClient extends PgliteTransactionHandle {
  /** A named statement, parsed and planned once in the worker, then only bound and run (never in a transaction). */
  statement<T>(name: string, text: string, params: unknown[]): Promise<PgliteResults<T>>;
  transaction<T>(work: (handle: PgliteTransactionHandle) => Promise<T>): Promise<T>;
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
}

type Reply = { id: number; result?: unknown; error?: Record<string, unknown> } | { ready: true };

/** An error from the worker, with PostgreSQL's fields (code, constraint, detail…) back on it. */
function toError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message ?? 'PGlite failed'));
  Object.assign(error, fields);
  return error;
}

export async function startPglite(options: { dataDir?: string; dump?: Blob }): Promise<PgliteClient> {
  const dump = options.dump ? await options.dump.arrayBuffer() : undefined;
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir: options.dataDir, dump },
    transferList: dump ? [dump] : [],
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let nextTransaction = 0;
  let stopped: Error | null = null;

  // The worker keeps the process alive only while a request waits for it (a forgotten close must not hang a process).
  worker.unref();
  const settle = (id: number) => {
    const entry = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return entry;
  };

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) return resolve();
      const entry = settle(reply.id);
      if (reply.error) entry?.reject(toError(reply.error));
      else entry?.resolve(reply.result);
    });
    const fail = (error: Error) => {
      stopped = error;
      reject(error);
      for (const id of [...pending.keys()]) settle(id)?.reject(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The database worker stopped (exit code ${code})`)));
  });
  worker.ref();
  await ready;
  worker.unref();

  function request<T>(message: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = ++nextId;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.ref();
      worker.postMessage({ ...message, id }, transfer);
    });
  }

  const queryOn =
    (tx?: number) =>
    <T>(text: string, params: unknown[] = [], options: PgliteQueryOptions = {}) =>
      request<PgliteResults<T>>({
        op: 'query',
        tx,
        text,
        params,
        rowMode: options.rowMode,
        textTypes: Object.keys(options.parsers ?? {}).map(Number),
      });

  return {
    query: queryOn(),
    statement: (name, text, params) => request({ op: 'statement', name, text, params }),
    exec: (text) => request({ op: 'exec', text }),
    async transaction(work) {
      const tx = ++nextTransaction;
      await request({ op: 'begin', tx });
      const handle: PgliteTransactionHandle = {
        query: queryOn(tx),
        exec: (text) => request({ op: 'query', tx, text }),
      };
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await work(handle);
      } catch (error) {
        await request({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await request({ op: 'end', tx, commit: true });
      return result;
    },
    async dumpDataDir() {
      return new Blob([await request<ArrayBuffer>({ op: 'dump' })]);
    },
    async close() {
      if (stopped) return;
      await request({ op: 'close' });
      await worker.terminate();
    },
  };
}
