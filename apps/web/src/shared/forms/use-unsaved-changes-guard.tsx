// Leaving a form with unsaved changes asks first (issue 14 item 12): a navigation inside the app
// (links, the visited-page tabs, back/forward), closing the form's dialog, and a browser reload
// or close. One hook for every form; it returns the question to render and a way to close.
import { type ReactNode, use, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { type Location, UNSAFE_LocationContext, useBlocker } from 'react-router';
import {
  discardChanges,
  firstDirtyForm,
  hasUnsavedChanges,
  markDirty,
  releaseForm,
  subscribeToDirtyForms,
} from './dirty-forms.ts';
import { LeaveConfirm } from './leave-confirm.tsx';

export interface UnsavedChangesGuard {
  /**
   * Runs `close` at once when nothing changed, else after the user agreed to discard. `dirtyNow`
   * is what the form holds this moment, where it knows: the rendered flag follows the last
   * keystroke a render later, and a fast Escape must not beat it.
   */
  confirmDiscard: (close: () => void, dirtyNow?: boolean) => void;
  /** The question (and, for the first dirty form, the route blocker): render it with the form. */
  prompt: ReactNode;
}

export function useUnsavedChangesGuard(isDirty: boolean): UnsavedChangesGuard {
  const [form] = useState(() => Symbol('form'));
  // The page the form is on: a kept-alive page sees its own location, not the one in front.
  // Read from the context directly so a form rendered outside a router still works.
  const page = use(UNSAFE_LocationContext)?.location.pathname ?? '';
  const [pendingClose, setPendingClose] = useState<(() => void) | undefined>();
  const blocksRoutes = useSyncExternalStore(subscribeToDirtyForms, () => firstDirtyForm() === form);

  // The registry also answers the browser's reload/close question (dirty-forms.ts).
  useEffect(() => {
    markDirty(form, page, isDirty);
    return () => releaseForm(form, page);
  }, [form, page, isDirty]);

  const confirmDiscard = useCallback(
    (close: () => void, dirtyNow?: boolean) =>
      (dirtyNow ?? isDirty) ? setPendingClose(() => close) : close(),
    [isDirty],
  );

  const prompt = (
    <>
      {blocksRoutes && <RouteLeaveBlocker page={page} />}
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

/**
 * A move to another page or tab of the console while the page still has unsaved changes (read at
 * the moment of the move: a tab action that already asked has discarded them). A change of hash
 * alone leaves the form on screen.
 */
const leavesChangedPage = ({
  currentLocation,
  nextLocation,
}: {
  currentLocation: Location;
  nextLocation: Location;
}) =>
  (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search) &&
  hasUnsavedChanges(currentLocation.pathname);

/** Mounted only while some form is dirty: react-router allows one blocker at a time. */
function RouteLeaveBlocker({ page }: { page: string }) {
  const blocker = useBlocker(leavesChangedPage);
  // Mounted only while asked: a closed antd dialog that is still mounted keeps its place on the
  // Escape stack until its closing animation ends (never, under jsdom).
  if (blocker.state !== 'blocked') return null;
  return (
    <LeaveConfirm
      open
      onLeave={() => {
        blocker.proceed();
        // The page is kept alive while hidden: without this, coming back would show the very
        // changes the user agreed to discard.
        discardChanges([page]);
      }}
      onStay={() => blocker.reset()}
    />
  );
}
