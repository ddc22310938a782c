// The embedded database's own thread (docs/decisions/0079-pglite-on-a-worker-thread.md): PGlite, opened on the data
// directory it is given, running the statements the main thread sends (pglite-thread-client.ts), so that its
// WebAssembly runs beside HTTP instead of in turn with it. It only mirrors PGlite: what to run, when to open and end
// a transaction, and the order of commits are the main thread's (commit-groups.ts). Plain JavaScript, so that it
// starts the same under tsx, vitest and the precompiled server (which loads it from here) with no loader of its own.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @type {{ dataDir: string, startParams: string[], initDbStartParams: string[] }} */
const options = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/** @type {PGlite | undefined} */
let pg;
/**
 * Open transactions by id: their handle, and how to end them (PGlite's own transaction() holds its lock until
 * its callback returns, so every statement outside it waits, as in one process).
 * @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, end: (commit: boolean) => void, done: Promise<unknown> }>}
 */
const transactions = new Map();
let nextTransaction = 1;

port.on('message', (message) => {
  handle(message).then(
    (result) => port.postMessage({ id: message.id, result }),
    (error) => port.postMessage({ id: message.id, error: plainError(error) }),
  );
});

/** @param {{ id: number, op: string, tx?: number, sql?: string, params?: unknown[], commit?: boolean }} message */
async function handle(message) {
  switch (message.op) {
    case 'open':
      pg = await PGlite.create({
        dataDir: options.dataDir,
        relaxedDurability: false,
        startParams: [...PGlite.defaultStartParams, ...options.startParams],
        initDbStartParams: options.initDbStartParams,
      });
      return undefined;
    case 'query': {
      const { rows, affectedRows } = await on(message.tx).query(/** @type {string} */ (message.sql), message.params);
      return { rows, affectedRows };
    }
    case 'exec': {
      // Only the last statement's result is used (pglite-database.ts `run`): the others are not sent back.
      const last = (await on(message.tx).exec(/** @type {string} */ (message.sql))).at(-1);
      return last === undefined ? undefined : { rows: last.rows, affectedRows: last.affectedRows };
    }
    case 'begin':
      return begin();
    case 'end': {
      const open = transactions.get(/** @type {number} */ (message.tx));
      if (open === undefined) throw new Error(`no open transaction ${message.tx}`);
      transactions.delete(/** @type {number} */ (message.tx));
      open.end(message.commit === true);
      await open.done;
      return undefined;
    }
    case 'close':
      if (pg !== undefined && !pg.closed) await pg.close();
      return undefined;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

/** @param {number | undefined} tx */
function on(tx) {
  if (pg === undefined) throw new Error('the embedded database is not open');
  if (tx === undefined) return pg;
  const open = transactions.get(tx);
  if (open === undefined) throw new Error(`no open transaction ${tx}`);
  return open.tx;
}

/** Opens a transaction held until its 'end': resolves with its id once BEGIN is done. */
function begin() {
  const database = on(undefined);
  return new Promise((resolve, reject) => {
    const id = nextTransaction++;
    /** @type {(commit: boolean) => void} */
    let end = () => undefined;
    const ended = new Promise((endResolve, endReject) => {
      end = (commit) => (commit ? endResolve(undefined) : endReject(new Error('rolled back')));
    });
    const done = database.transaction(async (tx) => {
      transactions.set(id, { tx, end, done });
      resolve(id);
      await ended;
    });
    // A roll-back's error is the one the main thread asked for: its outcome is the 'end' reply's.
    done.catch(reject);
  });
}

/** An error as data that survives the message: its message and its plain fields (PostgreSQL's `code`, `constraint`…). */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  /** @type {Record<string, string | number | boolean>} */
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message, stack: error.stack };
}
