// The young generation's growth factor (server/storage/young-generation.ts, docs/decisions/0086-worst-case-list-memory.md):
// set to 1 by the first hold, kept there while any hold is in place and for 2 s after the last ends, a hold within
// those 2 s keeping it, then set back to V8's 2. On fake timers, observing the flags the module sets (they are
// set for real). In a process of its own (the `main` project): the module's state is the process's, and the
// in-process project's files share their workers' modules.
import v8 from 'node:v8';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { holdYoungGeneration, youngGenerationHolds, youngGenerationLingering } from '../../server/storage/young-generation.js';

const operatorSet = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some((arg) =>
  arg.replaceAll('_', '-').startsWith('--semi-space-growth-factor'),
);

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe.skipIf(operatorSet)('the growth factor held, lingering 2 s after the last hold', () => {
  it('is 1 from the first hold to 2 s after the last release, a hold within those 2 s keeping it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const flags = vi.spyOn(v8, 'setFlagsFromString');
    const set = () => flags.mock.calls.map(([flag]) => flag);

    const first = holdYoungGeneration();
    const second = holdYoungGeneration();
    expect(set()).toEqual(['--semi-space-growth-factor=1']);
    expect(youngGenerationHolds()).toBe(2);
    first();
    first(); // a second call of the same release does nothing
    expect(youngGenerationHolds()).toBe(1);
    expect(vi.getTimerCount()).toBe(0); // one hold left: nothing to release later
    second();
    expect(youngGenerationHolds()).toBe(0);

    vi.advanceTimersByTime(1_999);
    expect(set()).toEqual(['--semi-space-growth-factor=1']);
    const within = holdYoungGeneration(); // cancels the pending release, sets nothing
    expect(vi.getTimerCount()).toBe(0);
    expect(set()).toEqual(['--semi-space-growth-factor=1']);
    within();

    vi.advanceTimersByTime(1_999);
    expect(set()).toEqual(['--semi-space-growth-factor=1']);
    vi.advanceTimersByTime(1);
    expect(set()).toEqual(['--semi-space-growth-factor=1', '--semi-space-growth-factor=2']);
    expect(vi.getTimerCount()).toBe(0);

    // The next hold sets it again.
    holdYoungGeneration()();
    expect(set()).toEqual(['--semi-space-growth-factor=1', '--semi-space-growth-factor=2', '--semi-space-growth-factor=1']);
    vi.advanceTimersByTime(2_000);
    expect(set().at(-1)).toBe('--semi-space-growth-factor=2');
  });
  it('goes back to 2 at once for a hold given back without its linger, unless another release or a linger owes one', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.advanceTimersByTime(10_000); // any linger of the test before ends
    const flags = vi.spyOn(v8, 'setFlagsFromString');
    flags.mockClear();
    const set = () => flags.mock.calls.map(([flag]) => flag);

    // Alone: set back at once, nothing pending.
    holdYoungGeneration()({ linger: false });
    expect(set()).toEqual(['--semi-space-growth-factor=1', '--semi-space-growth-factor=2']);
    expect(vi.getTimerCount()).toBe(0);
    expect(youngGenerationLingering()).toBe(false);

    // Another hold released with its linger while this one held: the last release lingers for it.
    flags.mockClear();
    const small = holdYoungGeneration();
    holdYoungGeneration()();
    small({ linger: false });
    expect(set()).toEqual(['--semi-space-growth-factor=1']);
    expect(youngGenerationLingering()).toBe(true);
    vi.advanceTimersByTime(2_000);
    expect(set()).toEqual(['--semi-space-growth-factor=1', '--semi-space-growth-factor=2']);

    // Taken while a linger ran: that linger is owed, so it starts again.
    flags.mockClear();
    holdYoungGeneration()();
    vi.advanceTimersByTime(1_000);
    holdYoungGeneration()({ linger: false });
    expect(youngGenerationLingering()).toBe(true);
    vi.advanceTimersByTime(1_999);
    expect(set()).toEqual(['--semi-space-growth-factor=1']);
    vi.advanceTimersByTime(1);
    expect(set()).toEqual(['--semi-space-growth-factor=1', '--semi-space-growth-factor=2']);

    // Owed once: the next hold given back without it is at once again.
    flags.mockClear();
    holdYoungGeneration()({ linger: false });
    expect(set()).toEqual(['--semi-space-growth-factor=1', '--semi-space-growth-factor=2']);
    expect(youngGenerationHolds()).toBe(0);
  });
});
