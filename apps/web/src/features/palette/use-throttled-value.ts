// The query sent to the server: a keystroke after a pause goes at once (so a single keystroke is not
// kept waiting), keystrokes closer than `ms` go as one, the last one always (decision 0092).
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The value last sent, and `offer` for the field's change handler. After a pause the value is sent
 * in the keystroke's own event, one commit with the field's text: through an effect and a timer it
 * cost each keystroke 10–30 ms more on a busy machine (bench/palette-browser.ts, "keydown → search
 * request sent"). `onSend` is told each value as it is sent, before React renders it.
 */
export function useThrottledValue<Value>(
  initial: Value,
  ms: number,
  onSend?: (value: Value) => void,
): [Value, (value: Value) => void] {
  const [sent, setSent] = useState(initial);
  const lastSent = useRef(Number.NEGATIVE_INFINITY);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const offer = useCallback(
    (value: Value) => {
      clearTimeout(timer.current);
      const wait = lastSent.current + ms - performance.now();
      const send = () => {
        lastSent.current = performance.now();
        onSend?.(value);
        setSent(value);
      };
      if (wait <= 0) send();
      else timer.current = setTimeout(send, wait);
    },
    [ms, onSend],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return [sent, offer];
}
