// Where keyboard focus goes when a dialog closes (issue 28 A13: it was lost to the page's body).
// antd returns it to the element that opened the dialog; when that element has gone with what the
// dialog deleted (a table row's Delete button), focus goes to the page's heading instead, so the
// keyboard goes on from the top of the same page rather than from nowhere.
import { useLayoutEffect, useRef } from 'react';

/** The page's main heading, focusable for this purpose only (not in the tab order). */
function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('#console-main h1') ?? document.querySelector('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

/** Focus back on `trigger` while it is on the page, else on the page's heading. */
export function returnFocus(trigger: Element | null): void {
  if (trigger instanceof HTMLElement && trigger.isConnected && trigger !== document.body) trigger.focus();
  else pageHeading()?.focus();
}

/**
 * For a dialog shown while `open`: remembers what had focus as it opened (a layout effect runs
 * before the dialog moves focus into itself) and returns a function for the dialog's `afterClose`.
 */
export function useReturnFocus(open: boolean): () => void {
  const trigger = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) trigger.current = document.activeElement;
  }, [open]);
  return () => returnFocus(trigger.current);
}
