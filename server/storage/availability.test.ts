import net from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { unavailabilityOf } from './availability.js';

/** An error as the drivers raise them: a message and a code (a SQLSTATE or Node's errno name). */
function driverError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code === undefined ? {} : { code });
}

describe('unavailabilityOf', () => {
  it.each([
    { given: driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), want: 'unavailable' },
    { given: driverError('read ECONNRESET', 'ECONNRESET'), want: 'unavailable' },
    { given: driverError('terminating connection due to administrator command', '57P01'), want: 'unavailable' },
    { given: driverError('the database system is starting up', '57P03'), want: 'unavailable' },
    { given: driverError('sorry, too many clients already', '53300'), want: 'unavailable' },
    { given: driverError('connection failure', '08006'), want: 'unavailable' },
    { given: driverError('Connection terminated unexpectedly'), want: 'unavailable' },
    { given: driverError('timeout exceeded when trying to connect'), want: 'unavailable' },
    { given: driverError('PGlite is closed'), want: 'unavailable' },
    { given: new WebAssembly.RuntimeError('unreachable'), want: 'unavailable' },
    { given: driverError('could not extend file "base/5/16384": No space left on device', '53100'), want: 'disk_full' },
    { given: driverError('ENOSPC: no space left on device, write', 'ENOSPC'), want: 'disk_full' },
    // The request's or the code's fault: not the database's availability.
    { given: driverError('duplicate key value violates unique constraint', '23505'), want: undefined },
    { given: driverError('syntax error at or near "SELEC"', '42601'), want: undefined },
    { given: new TypeError('cannot read properties of undefined'), want: undefined },
    { given: 'a string', want: undefined },
    // A request body its client cut off: Node's 'aborted' carries ECONNRESET, and Fastify marks it 400.
    { given: Object.assign(driverError('aborted', 'ECONNRESET'), { statusCode: 400 }), want: undefined },
  ])('$given.message → $want', ({ given, want }) => {
    expect(unavailabilityOf(given)).toBe(want);
  });

  it('recognises what pg really raises for a closed port and an exhausted pool', async () => {
    // A port nothing listens on: bound, then closed.
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const refused = new pg.Pool({ connectionString: `postgres://x@127.0.0.1:${port}/x`, connectionTimeoutMillis: 2000 });
    const error = await refused.query('SELECT 1').catch((caught: unknown) => caught);
    await refused.end();
    expect(unavailabilityOf(error)).toBe('unavailable');

    // A server that accepts and never answers: the pool's connection timeout fires.
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
    const stuck = new pg.Pool({ connectionString: `postgres://x@127.0.0.1:${(silent.address() as net.AddressInfo).port}/x`, connectionTimeoutMillis: 100 });
    const timeout = await stuck.query('SELECT 1').catch((caught: unknown) => caught);
    await stuck.end().catch(() => undefined);
    silent.close();
    expect(String(timeout)).toContain('timeout');
    expect(unavailabilityOf(timeout)).toBe('unavailable');
  });
});
