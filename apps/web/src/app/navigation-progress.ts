import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

// Spec 1: a bar along the top while a navigation loads (code or data), without a spinner.
// NProgress's own template marks the bar role="bar", which is no ARIA role (axe: aria-roles,
// critical); the bar is decoration, so it gets none and stays out of the accessibility tree.
export const PROGRESS_BAR_TEMPLATE = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';
NProgress.configure({ showSpinner: false, template: PROGRESS_BAR_TEMPLATE, barSelector: '.bar' });

export function useNavigationProgress(): void {
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (busy) NProgress.start();
    else NProgress.done();
  }, [busy]);
}
