import { isHttpError } from './http-error.ts';

/**
 * Beacon's proxy answers 429 past a session's calls per second and 503 past an environment's calls
 * in flight, both with `Retry-After: 1` (pulsar-proxy.routes.ts), and asks Pulsar nothing then. A
 * screen that reads a hundred things at once (a topic's policies at every level) waits that second
 * and asks again, a few times, instead of showing the refusal.
 */
const ASKED_TO_WAIT = new Set([429, 503]);
const WAIT_MS = 1_000;

export async function retryWhenAskedToWait<T>(
  work: () => Promise<T>,
  signal: AbortSignal,
  attempts = 5,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const askedToWait = isHttpError(error) && error.status !== undefined && ASKED_TO_WAIT.has(error.status);
      if (!askedToWait || attempt >= attempts) throw error;
      // Spread a little, so the calls refused together do not all come back in the same instant.
      await pause(WAIT_MS + Math.random() * 250 * attempt, signal);
    }
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    signal.throwIfAborted();
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}
