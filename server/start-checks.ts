/**
 * What `npm start` checks before it creates anything (DATA_DIR, the database, the SSH key-encryption key):
 * that the port is free and DATA_DIR can be written. Each problem is one line that says what to do — not a
 * stack trace after DATA_DIR was made (docs/decisions/0036-run-precompiled-server.md).
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** A reason the server cannot start that the person starting it can fix; the message says how. */
export class StartCheckError extends Error {}

/** The line for a port another process listens on (also what the server says if it loses the port after this check). */
export function portInUseMessage(host: string, port: number): string {
  // A second server on this machine needs its own DNS port (8053 by default) and, on the embedded database, its own
  // data folder (one writer): the example gives it both, so that following it does not stop at the next refusal.
  return `port ${port} on ${host} is already in use (is another server running?): stop it, or start this one beside it with its own ports and data, e.g. PORT=${port + 1} DNS_PORT=0 DATA_DIR=.data-${port + 1} npm start`;
}

/** Fails when HOST:PORT cannot be listened on; PORT 0 (any free port) always can. */
export async function checkPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return;
  const problem = await new Promise<string | undefined>((resolve) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve(undefined)));
  });
  if (problem === undefined) return;
  if (problem === 'EADDRINUSE') throw new StartCheckError(portInUseMessage(host, port));
  if (problem === 'EACCES')
    throw new StartCheckError(`port ${port} needs administrator rights on this system: choose a port above 1023, e.g. PORT=4010 npm start`);
  if (problem === 'EADDRNOTAVAIL')
    throw new StartCheckError(`HOST ${host} is not an address of this machine: use one of its addresses, e.g. HOST=127.0.0.1 npm start`);
  throw new StartCheckError(`cannot listen on ${host}:${port} (${problem}): choose another HOST or PORT`);
}

/**
 * Fails when DATA_DIR cannot be written: it, or the nearest folder above it that exists (where it would
 * be created), must accept a new entry. Tried for real (a probe folder, removed at once) because
 * permission bits say nothing for root, a read-only mount or a network file system.
 */
export function checkDataDirWritable(dataDir: string): void {
  const advice = 'make it writable, or set DATA_DIR to a folder you can write, e.g. DATA_DIR=$HOME/.tunnel-api npm start';
  let existing = dataDir;
  while (!fs.existsSync(existing)) {
    const parent = path.dirname(existing);
    if (parent === existing) break;
    existing = parent;
  }
  if (!fs.statSync(existing).isDirectory()) {
    throw new StartCheckError(`DATA_DIR ${dataDir} cannot be created: ${existing} is a file, not a folder; ${advice}`);
  }
  try {
    fs.rmdirSync(fs.mkdtempSync(path.join(existing, '.tunnel-api-write-check-')));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    const where = existing === dataDir ? `DATA_DIR ${dataDir}` : `DATA_DIR ${dataDir} cannot be created: ${existing}`;
    throw new StartCheckError(`${where} is not writable by this user (${code}); ${advice}`);
  }
}

/**
 * One line saying which setting to change when a port of another service than the API's cannot be listened on (as
 * checkPortFree does for PORT): `protocols` names what listens (`UDP or TCP`), `orElse` another way out.
 */
export function listenProblem(
  error: unknown,
  hostVariable: string,
  host: string,
  portVariable: string,
  port: number,
  notes: { protocols?: string; orElse?: string } = {},
): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') {
    const protocols = notes.protocols === undefined ? '' : ` (${notes.protocols})`;
    return new StartCheckError(
      `${portVariable} ${port} on ${host} is already in use${protocols}: stop what uses it, or choose another ${portVariable}${notes.orElse ?? ''}`,
    );
  }
  if (code === 'EACCES')
    return new StartCheckError(
      `${portVariable} ${port} needs administrator rights on this system: run with the right to bind it (e.g. CAP_NET_BIND_SERVICE), or choose a port above 1023`,
    );
  if (code === 'EADDRNOTAVAIL') return new StartCheckError(`${hostVariable} ${host} is not an address of this machine: use one of its addresses`);
  return error;
}
