/**
 * Runs work at most `max` at a time, the rest waiting their turn in order. A screen that reads many
 * things at once (a namespace's thirty-odd policies) must not meet the server's bulkhead, which
 * answers an environment's calls past 32 in flight with 503 "busy" (proxy-steps.ts).
 */
export function inFlightLimit(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((start) => waiting.push(start));
    running += 1;
    try {
      return await work();
    } finally {
      next();
    }
  };
}
