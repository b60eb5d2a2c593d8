import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from './http-error.ts';
import { retryWhenAskedToWait } from './retry-when-asked.ts';

const refusal = (status: number) => new HttpError('status', `refused ${String(status)}`, { status });

/** Work that fails with these errors, one per call, then answers 'read'. */
function answering(...failures: HttpError[]) {
  const calls = { count: 0 };
  const work = () => {
    calls.count += 1;
    const failure = failures.shift();
    return failure ? Promise.reject(failure) : Promise.resolve('read');
  };
  return { work, calls };
}

describe('asking again when Beacon’s proxy says to wait', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits a second after a 429 or a 503 and asks again', async () => {
    const { work, calls } = answering(refusal(429), refusal(503));
    const result = retryWhenAskedToWait(work, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls.count).toBe(1);
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(result).resolves.toBe('read');
    expect(calls.count).toBe(3);
  });

  it('passes any other failure on at once', async () => {
    const { work, calls } = answering(refusal(404));
    await expect(retryWhenAskedToWait(work, new AbortController().signal)).rejects.toThrow('refused 404');
    expect(calls.count).toBe(1);
  });

  it('gives up after its attempts with the last refusal', async () => {
    const { work, calls } = answering(refusal(429), refusal(429), refusal(429));
    const result = retryWhenAskedToWait(work, new AbortController().signal, 3);
    const settled = expect(result).rejects.toThrow('refused 429');
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
    expect(calls.count).toBe(3);
  });

  it('stops waiting when the screen is left', async () => {
    const { work, calls } = answering(refusal(429));
    const leaving = new AbortController();
    const result = retryWhenAskedToWait(work, leaving.signal);
    const settled = expect(result).rejects.toThrow('left');
    leaving.abort(new Error('left'));
    await settled;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls.count).toBe(1);
  });
});
