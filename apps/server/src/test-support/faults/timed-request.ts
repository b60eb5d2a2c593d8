// One request over a real socket, timed to the end of its answer: what a browser meets when a broker
// misbehaves, including an answer whose headers arrived and whose body never did.
export interface TimedAnswer {
  status: number;
  body: string;
  /** Set when the connection failed before the answer was complete (it was cut). */
  cut: string | undefined;
  elapsedMs: number;
}

export async function timedRequest(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; giveUpMs: number },
): Promise<TimedAnswer> {
  const started = performance.now();
  // Guards the test itself: a hang longer than this is reported as such instead of stalling the run.
  const signal = AbortSignal.timeout(init.giveUpMs);
  let status = 0;
  try {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: init.headers ?? {},
      ...(init.body === undefined ? {} : { body: init.body }),
      signal,
    });
    status = response.status;
    const body = await response.text();
    return { status, body, cut: undefined, elapsedMs: performance.now() - started };
  } catch (error) {
    const reason = signal.aborted ? `no end within ${init.giveUpMs} ms` : describe(error);
    return { status, body: '', cut: reason, elapsedMs: performance.now() - started };
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
