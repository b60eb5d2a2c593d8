import { useState } from 'react';
import { useNavigate } from '../../ui/console-link.tsx';
import { HOME_PATH } from '../../auth/index.ts';
import { discardChanges, hasUnsavedChanges } from '../../forms/index.ts';
import { redirectPathFor } from '../redirect-page.tsx';
import { useCurrentRoute } from '../use-current-route.ts';
import { useVisitedViewsStore, type VisitedView } from './visited-views.ts';

/** The question "discard unsaved changes?" a tab action is waiting on. */
export interface PendingDiscard {
  discard: () => void;
  stay: () => void;
}

/**
 * The four tab actions of spec 1: Refresh, Close, Close Others, Close All. An action that would
 * drop a page with unsaved changes, in front or hidden behind another tab, asks first and does
 * nothing until the user agrees (issue 14 item 12): staying keeps the tab.
 */
export function useTabActions() {
  const store = useVisitedViewsStore();
  const navigate = useNavigate();
  const { pathname } = useCurrentRoute();
  const [pending, setPending] = useState<PendingDiscard | undefined>();

  /** After closing the page in front, show the most recently opened remaining tab, or home. */
  function leave(): void {
    const last = store.current().views.at(-1);
    void navigate(last ? last.fullPath : HOME_PATH);
  }

  /** Runs `act` at once when none of `pages` has unsaved changes, else once the user agreed. */
  function unlessChanged(pages: readonly string[], act: () => void): void {
    const changed = pages.filter(hasUnsavedChanges);
    if (changed.length === 0) return act();
    setPending({
      discard: () => {
        setPending(undefined);
        // Before acting: the route blocker then finds nothing left to ask about.
        discardChanges(changed);
        act();
      },
      stay: () => setPending(undefined),
    });
  }

  const allPages = () => store.current().views.map((view) => view.pathname);

  return {
    pending,
    refresh(view: VisitedView): void {
      unlessChanged([view.pathname], () => {
        store.forget(view.pathname);
        void navigate(redirectPathFor(view.fullPath), { replace: true });
      });
    },
    close(view: VisitedView): void {
      unlessChanged([view.pathname], () => {
        store.close(view.pathname);
        if (view.pathname === pathname) leave();
      });
    },
    closeOthers(view: VisitedView): void {
      const others = [...allPages(), pathname].filter((page) => page !== view.pathname);
      unlessChanged(others, () => {
        store.closeOthers(view.pathname);
        if (view.pathname !== pathname) void navigate(view.fullPath);
      });
    },
    closeAll(): void {
      unlessChanged([...allPages(), pathname], () => {
        store.closeAll();
        void navigate(HOME_PATH);
      });
    },
  };
}
