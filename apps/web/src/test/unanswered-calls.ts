import type { SetupServer } from 'msw/node';

/**
 * Records the calls no handler answered. MSW's 'error' strategy makes such a call fail, but code
 * that shows a failure calmly (a toast, a retry) would let the test pass; the test setup throws
 * after each test that made one, naming them.
 */
export function recordUnansweredCalls(server: Pick<SetupServer, 'events'>) {
  const calls: string[] = [];
  server.events.on('request:unhandled', ({ request }) => {
    calls.push(`${request.method} ${request.url}`);
  });
  return {
    /** Throws when a call went unanswered since the last check; forgets them either way. */
    assertNoneSinceLastCheck(): void {
      const unanswered = calls.splice(0);
      if (unanswered.length > 0) throw new Error(`Calls no handler answered:\n${unanswered.join('\n')}`);
    },
  };
}
