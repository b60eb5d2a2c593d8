/**
 * Keeps the console's own Pulsar calls under Beacon's per-session limit (SessionRateLimit: 50 calls
 * a second, answered 429 past it) so a screen that asks for a hundred things at once (a topic's
 * policies, at every level) is paced rather than refused: a token bucket of `perSecond` calls, full
 * at first, each call taking a token or waiting its turn for the next one.
 */
export function callPacer(perSecond: number, now: () => number = () => performance.now()) {
  let tokens = perSecond;
  let at = now();
  return function take(signal?: AbortSignal): Promise<void> {
    const time = now();
    tokens = Math.min(perSecond, tokens + ((time - at) / 1000) * perSecond);
    at = time;
    tokens -= 1;
    // Tokens below zero are turns taken in order: this call's comes that much later.
    if (tokens >= 0) return Promise.resolve();
    const waitMs = (-tokens / perSecond) * 1000;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', leave);
        resolve();
      }, waitMs);
      const leave = () => {
        clearTimeout(timer);
        tokens += 1; // the turn is given back
        reject(signal?.reason as Error);
      };
      signal?.addEventListener('abort', leave, { once: true });
    });
  };
}

/** The console's share of the session's 50 calls a second: the rest is room for another tab. */
export const pacePulsarCall = callPacer(40);
