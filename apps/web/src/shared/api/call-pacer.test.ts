import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callPacer } from './call-pacer.ts';

describe('pacing the console’s Pulsar calls', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lets a burst of its rate through at once, then one call every 1/rate seconds, in order', async () => {
    const take = callPacer(4, () => Date.now());
    const started: number[] = [];
    const calls = Array.from({ length: 7 }, (_, index) => take().then(() => started.push(index)));
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([0, 1, 2, 3]);
    await vi.advanceTimersByTimeAsync(250);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    await vi.advanceTimersByTimeAsync(500);
    await Promise.all(calls);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('gives a turn back when the caller leaves before it comes', async () => {
    const take = callPacer(1, () => Date.now());
    await take();
    const leaving = new AbortController();
    const waiting = take(leaving.signal);
    const settled = expect(waiting).rejects.toThrow('left');
    leaving.abort(new Error('left'));
    await settled;
    // The given-back turn is the next caller's: it waits one interval, not two.
    const next = vi.fn();
    void take().then(next);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(next).toHaveBeenCalled();
  });
});
