import { useCallback, useEffect, useState } from 'react';

/**
 * A value that clears itself after `lifetimeMs`, for messages that must stay on screen only for a
 * while (spec 9: the login error shows for 5 s). Showing a new value restarts the clock.
 */
export function useExpiringValue<Value>(lifetimeMs: number) {
  const [shown, setShown] = useState<{ value: Value } | undefined>();

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(undefined), lifetimeMs);
    return () => clearTimeout(timer);
  }, [shown, lifetimeMs]);

  // A fresh wrapper object each time, so showing the same text again restarts the timer.
  const show = useCallback((value: Value) => setShown({ value }), []);
  const clear = useCallback(() => setShown(undefined), []);
  return { value: shown?.value, show, clear };
}
