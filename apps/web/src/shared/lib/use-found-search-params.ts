import { useEffect } from 'react';
import { useNavigation, useSearchParams } from 'react-router';

/**
 * Writes into the address what a page found out on its own (the namespace a list opens on, say),
 * replacing the history entry, once `found` is known and the address does not name it yet.
 *
 * Not while another navigation is under way: the answer can arrive after the user left for another
 * screen whose code is still loading, and a search change then would be a new navigation back to
 * this page, cancelling the one the user asked for (the navigation journey saw Bookies bounce back
 * to Sinks). Once that navigation ends this page is gone; if it stayed, the effect runs again.
 */
export function useFoundSearchParams<Found extends { [Name in keyof Found]: string }>(
  found: Found | undefined,
  alreadyNamed: boolean,
): void {
  const [, setParams] = useSearchParams();
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    if (alreadyNamed || !found || navigating) return;
    setParams((current) => ({ ...Object.fromEntries(current), ...found }), { replace: true });
  }, [alreadyNamed, found, navigating, setParams]);
}
