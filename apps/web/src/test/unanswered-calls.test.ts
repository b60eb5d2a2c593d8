import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { network, unansweredCalls } from './network.ts';

describe('the check for calls no handler answered', () => {
  it('names a call no handler answered, even when the caller swallowed its failure', async () => {
    await fetch('http://localhost/nowhere?page=2').catch(() => undefined);
    // Checked here, so the setup's own check after this test finds nothing left.
    expect(() => unansweredCalls.assertNoneSinceLastCheck()).toThrow(
      'Calls no handler answered:\nGET http://localhost/nowhere?page=2',
    );
  });

  it('stays quiet for answered calls, and forgets calls it already reported', async () => {
    network.use(http.get('http://localhost/answered', () => HttpResponse.json({ ok: true })));
    await fetch('http://localhost/nowhere').catch(() => undefined);
    expect(() => unansweredCalls.assertNoneSinceLastCheck()).toThrow();
    const answer = await fetch('http://localhost/answered');
    expect(await answer.json()).toEqual({ ok: true });
    expect(() => unansweredCalls.assertNoneSinceLastCheck()).not.toThrow();
  });
});
