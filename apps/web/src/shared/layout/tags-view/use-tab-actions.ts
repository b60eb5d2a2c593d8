import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../auth/index.ts';
import { redirectPathFor } from '../redirect-page.tsx';
import { useCurrentRoute } from '../use-current-route.ts';
import { useVisitedViewsStore, type VisitedView } from './visited-views.ts';

/** The four tab actions of spec 1: Refresh, Close, Close Others, Close All. */
export function useTabActions() {
  const store = useVisitedViewsStore();
  const navigate = useNavigate();
  const { pathname } = useCurrentRoute();

  /** After closing the page in front, show the most recently opened remaining tab, or home. */
  function leave(): void {
    const last = store.current().views.at(-1);
    void navigate(last ? last.fullPath : HOME_PATH);
  }

  return {
    refresh(view: VisitedView): void {
      store.forget(view.pathname);
      void navigate(redirectPathFor(view.fullPath), { replace: true });
    },
    close(view: VisitedView): void {
      store.close(view.pathname);
      if (view.pathname === pathname) leave();
    },
    closeOthers(view: VisitedView): void {
      store.closeOthers(view.pathname);
      if (view.pathname !== pathname) void navigate(view.fullPath);
    },
    closeAll(): void {
      store.closeAll();
      void navigate(HOME_PATH);
    },
  };
}
