import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Deadlines } from './deadlines.ts';

describe('broker-call limits kept by one timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ends a limit no sooner than its length and at most a tick after, in the order they were set', () => {
    const deadlines = new Deadlines(800);
    const ended: string[] = [];
    deadlines.set(() => ended.push('first'));
    vi.advanceTimersByTime(300);
    deadlines.set(() => ended.push('second'));

    // A tick is an eighth of the length (100 ms); a limit set just as a tick passed gets one more.
    vi.advanceTimersByTime(499);
    expect(ended).toEqual([]);
    vi.advanceTimersByTime(101);
    expect(ended).toEqual(['first']);
    vi.advanceTimersByTime(299);
    expect(ended).toEqual(['first']);
    vi.advanceTimersByTime(1);
    expect(ended).toEqual(['first', 'second']);
  });

  it('never ends a cleared limit, and keeps no timer once nothing is pending', () => {
    const deadlines = new Deadlines(200);
    const ended: string[] = [];
    const kept = deadlines.set(() => ended.push('kept'));
    const cleared = deadlines.set(() => ended.push('cleared'));
    cleared.clear();
    vi.advanceTimersByTime(300);
    expect(ended).toEqual(['kept']);
    // Clearing an ended limit changes nothing.
    kept.clear();
    expect(vi.getTimerCount()).toBe(0);

    deadlines.set(() => ended.push('later')).clear();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(ended).toEqual(['kept']);
  });

  it('lets a limit that ends set the next one', () => {
    const deadlines = new Deadlines(100);
    const ended: number[] = [];
    deadlines.set(() => {
      ended.push(1);
      deadlines.set(() => ended.push(2));
    });
    vi.advanceTimersByTime(150);
    expect(ended).toEqual([1]);
    vi.advanceTimersByTime(150);
    expect(ended).toEqual([1, 2]);
  });
});
