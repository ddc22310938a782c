// A background task's failures logged once per change of state (server/ops/failure-log.ts): one line on the first
// failure, none while it keeps failing, one when it works again, and none while it keeps working.
import { describe, expect, it } from 'vitest';
import { FailureLog } from './failure-log.js';

describe('FailureLog', () => {
  it('logs the first failure, stays silent while failing, and logs once when working again', () => {
    const lines: string[] = [];
    let now = 1_000;
    const failures = new FailureLog(
      'poll',
      (line) => lines.push(line),
      () => now,
    );

    failures.succeeded();
    expect(lines).toEqual([]);
    expect(failures.failing).toBe(false);

    failures.failed(new Error('connection refused'));
    expect(failures.failing).toBe(true);
    now += 500;
    failures.failed(new Error('connection reset'));
    failures.failed('the database system is shutting down');
    expect(lines).toEqual(['poll: connection refused; retrying (logged again once it works)']);

    now += 2_000;
    failures.succeeded();
    failures.succeeded();
    expect(failures.failing).toBe(false);
    expect(lines).toEqual(['poll: connection refused; retrying (logged again once it works)', 'poll: working again after 2.5 s']);
  });

  it('logs the next failure after working again, and rounds long outages to whole seconds', () => {
    const lines: string[] = [];
    let now = 0;
    const failures = new FailureLog(
      'poll',
      (line) => lines.push(line),
      () => now,
    );
    failures.failed(new Error('first'));
    failures.succeeded();
    failures.failed('second');
    now += 42_400;
    failures.succeeded();
    expect(lines).toEqual([
      'poll: first; retrying (logged again once it works)',
      'poll: working again after 0.0 s',
      'poll: second; retrying (logged again once it works)',
      'poll: working again after 42 s',
    ]);
  });
});
