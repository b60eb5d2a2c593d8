// What each palette action runner shares (palette-action-runner.tsx): its props, and asking its one
// question as it mounts.
import { useEffect, useRef } from 'react';
import type { PaletteAction } from './palette-actions.ts';

export interface RunnerProps<Kind extends PaletteAction['kind']> {
  action: Extract<PaletteAction, { kind: Kind }>;
  onDone: () => void;
}

/** Runs `ask` once as the runner mounts (twice-run effects in development included), then onDone. */
export function useAskOnce(ask: () => Promise<unknown>, onDone: () => void) {
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void ask().finally(onDone);
  });
}
