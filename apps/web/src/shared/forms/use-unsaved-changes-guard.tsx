// Leaving a form with unsaved changes asks first (issue 14 item 12): a navigation inside the app
// (links, the visited-page tabs, back/forward), closing the form's dialog, and a browser reload
// or close. One hook for every form; it returns the question to render and a way to close.
import { type ReactNode, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { type Location, useBlocker } from 'react-router';
import { firstDirtyForm, markDirty, subscribeToDirtyForms } from './dirty-forms.ts';
import { LeaveConfirm } from './leave-confirm.tsx';

export interface UnsavedChangesGuard {
  /** Runs `close` at once when nothing changed, else after the user agreed to discard. */
  confirmDiscard: (close: () => void) => void;
  /** The question (and, for the first dirty form, the route blocker): render it with the form. */
  prompt: ReactNode;
}

export function useUnsavedChangesGuard(isDirty: boolean): UnsavedChangesGuard {
  const [form] = useState(() => Symbol('form'));
  const [pendingClose, setPendingClose] = useState<(() => void) | undefined>();
  const blocksRoutes = useSyncExternalStore(subscribeToDirtyForms, () => firstDirtyForm() === form);

  useEffect(() => {
    markDirty(form, isDirty);
    return () => markDirty(form, false);
  }, [form, isDirty]);

  useEffect(() => {
    if (!isDirty) return;
    // The browser asks its own question on reload or close; the text is the browser's.
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [isDirty]);

  const confirmDiscard = useCallback(
    (close: () => void) => (isDirty ? setPendingClose(() => close) : close()),
    [isDirty],
  );

  const prompt = (
    <>
      {blocksRoutes && <RouteLeaveBlocker />}
      {pendingClose && (
        <LeaveConfirm
          open
          onLeave={() => {
            setPendingClose(undefined);
            pendingClose();
          }}
          onStay={() => setPendingClose(undefined)}
        />
      )}
    </>
  );
  return { confirmDiscard, prompt };
}

/** A move to another page or tab of the console; a change of hash alone leaves the form on screen. */
const leavesPage = ({
  currentLocation,
  nextLocation,
}: {
  currentLocation: Location;
  nextLocation: Location;
}) => currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;

/** Mounted only while some form is dirty: react-router allows one blocker at a time. */
function RouteLeaveBlocker() {
  const blocker = useBlocker(leavesPage);
  // Mounted only while asked: a closed antd dialog that is still mounted keeps its place on the
  // Escape stack until its closing animation ends (never, under jsdom).
  if (blocker.state !== 'blocked') return null;
  return <LeaveConfirm open onLeave={() => blocker.proceed()} onStay={() => blocker.reset()} />;
}
