import { describe, expect, it } from 'vitest';
import { requestedView } from './requested-view.ts';

const view = (query: string) => requestedView(new URLSearchParams(query));

describe('the tab and operation a subscription address asks for', () => {
  it.each(['skip', 'expire', 'clear', 'reset', 'peek'] as const)(
    'reads Pulsar Manager’s topTab=backlogOperation&leftTab=%s',
    (leftTab) => {
      expect(view(`topTab=backlogOperation&leftTab=${leftTab}`)).toEqual({
        tab: 'backlog',
        operation: leftTab,
      });
    },
  );

  it('opens consumers when Pulsar Manager asks for them, whatever leftTab says', () => {
    expect(view('topTab=consumers&leftTab=reset')).toEqual({ tab: 'consumers', operation: 'reset' });
    expect(view('leftTab=reset')).toEqual({ tab: 'consumers', operation: 'reset' });
  });

  it('falls back to the first operation when leftTab is unknown', () => {
    expect(view('topTab=backlogOperation&leftTab=bogus')).toEqual({ tab: 'backlog', operation: 'skip' });
  });

  it('lets Beacon’s own tab and operation win over Pulsar Manager’s', () => {
    expect(view('operation=peek&topTab=consumers&leftTab=reset')).toEqual({
      tab: 'backlog',
      operation: 'peek',
    });
    expect(view('tab=backlog&topTab=consumers')).toEqual({ tab: 'backlog', operation: 'skip' });
  });

  it('opens consumers with no query', () => {
    expect(view('')).toEqual({ tab: 'consumers', operation: 'skip' });
  });
});
