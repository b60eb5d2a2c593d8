// The query sent to the server: a keystroke after a pause goes at once (so a single keystroke is not
// kept waiting), keystrokes closer than `ms` go as one, the last one always (decision 0092).
import { useEffect, useRef, useState } from 'react';

export function useThrottledValue<Value>(value: Value, ms: number): Value {
  const [settled, setSettled] = useState(value);
  const lastSent = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const wait = Math.max(0, lastSent.current + ms - performance.now());
    const timer = setTimeout(() => {
      lastSent.current = performance.now();
      setSettled(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, settled, ms]);
  return settled;
}
