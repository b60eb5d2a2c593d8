// One run of a plan (an apply or a dry run): each call's outcome as its line arrives, the end line,
// or the server's refusal of the whole run. A new run, or leaving the screen, stops the one before.
import type { ApplyLine, PlannedCall } from '@beacon/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { applyChanges } from './changes.api.ts';

export type CallLine = Extract<ApplyLine, { kind: 'call' }>;
export type EndLine = Extract<ApplyLine, { kind: 'end' }>;

export interface PlanRun {
  running: boolean;
  dryRun: boolean;
  outcomes: ReadonlyMap<number, CallLine>;
  end?: EndLine;
  /** The server refused the run before it began (a forbidden call, a lost session). */
  refusal?: unknown;
}

const IDLE: PlanRun = { running: false, dryRun: false, outcomes: new Map() };

export function usePlanRun(environment: string, calls: readonly PlannedCall[], onApplied?: () => void) {
  const [run, setRun] = useState<PlanRun>(IDLE);
  const controller = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => controller.current?.abort(), []);
  // Another plan is another run: what the last one did no longer describes it.
  useEffect(() => {
    controller.current?.abort();
    setRun(IDLE);
  }, [environment, calls]);

  const start = useCallback(
    async (dryRun: boolean) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const outcomes = new Map<number, CallLine>();
      setRun({ running: true, dryRun, outcomes });
      const take = (line: ApplyLine) => {
        if (abort.signal.aborted) return;
        if (line.kind === 'call') {
          outcomes.set(line.index, line);
          setRun((before) => ({ ...before, outcomes: new Map(outcomes) }));
        } else if (line.kind === 'end') {
          setRun((before) => ({ ...before, running: false, end: line }));
          if (!dryRun && line.applied > 0) onApplied?.();
        }
      };
      try {
        await applyChanges(environment, { calls, dryRun }, take, abort.signal);
      } catch (error) {
        if (!abort.signal.aborted) setRun((before) => ({ ...before, running: false, refusal: error }));
      } finally {
        setRun((before) => (before.running ? { ...before, running: false } : before));
      }
    },
    [environment, calls, onApplied],
  );

  const stop = useCallback(() => {
    controller.current?.abort();
    setRun((before) => ({ ...before, running: false }));
  }, []);

  return { run, start, stop };
}
