import { describe, expect, it } from 'vitest';
import { inFlightLimit } from './in-flight-limit.ts';

describe('a limit on work in flight', () => {
  it('runs at most the limit at once, the rest in order as each ends, failures included', async () => {
    const run = inFlightLimit(2);
    let inFlight = 0;
    let most = 0;
    const started: number[] = [];
    const work = (index: number) => async () => {
      started.push(index);
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((settle) => setTimeout(settle, 5));
      inFlight -= 1;
      if (index === 1) throw new Error('refused');
      return index;
    };
    const answers = await Promise.allSettled([0, 1, 2, 3, 4].map((index) => run(work(index))));
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(answers.map((answer) => answer.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });
});
