// The hold on a resource's reads while it is deleted: reads of it and below it wait, others do not;
// a release lets them go; an abort ends the wait with the signal's reason.
import { describe, expect, it } from 'vitest';
import { holdReads, waitForHeldReads } from './read-hold.ts';

const TOPIC = '/admin/v2/persistent/public/default/orders';
const settled = async (promise: Promise<void>) => {
  let state = 'waiting';
  promise.then(
    () => (state = 'went'),
    (error: unknown) => (state = `refused: ${String(error)}`),
  );
  await new Promise((resolve) => setTimeout(resolve, 10));
  return state;
};

describe('read hold', () => {
  it('holds the resource and what lies below it, not its neighbours, until released', async () => {
    const hold = holdReads(TOPIC);
    const own = waitForHeldReads(TOPIC);
    const below = waitForHeldReads(`${TOPIC}/stats`);
    expect(await settled(waitForHeldReads(`${TOPIC}-partition-0/stats`))).toBe('went');
    expect(await settled(waitForHeldReads('/admin/v2/namespaces/public/default'))).toBe('went');
    expect(await settled(own)).toBe('waiting');
    expect(await settled(below)).toBe('waiting');
    hold.release();
    expect(await settled(own)).toBe('went');
    expect(await settled(below)).toBe('went');
  });

  it('ends a held read when its signal aborts', async () => {
    const hold = holdReads(TOPIC);
    const controller = new AbortController();
    const read = waitForHeldReads(`${TOPIC}/permissions`, controller.signal);
    controller.abort(new Error('the page has gone'));
    expect(await settled(read)).toBe('refused: Error: the page has gone');
    hold.release();
  });

  it('waits for every hold that covers the path', async () => {
    const first = holdReads(TOPIC);
    const second = holdReads(TOPIC);
    const read = waitForHeldReads(`${TOPIC}/stats`);
    first.release();
    expect(await settled(read)).toBe('waiting');
    second.release();
    expect(await settled(read)).toBe('went');
  });
});
