import { useSyncExternalStore } from 'react';

// Operators who ask their system for less motion (vestibular disorders, remote desktops that smear
// animations) get antd's zooms, fades and slides switched off. The e2e suite asks for it too, so a
// click never lands on a dialog that is still zooming in.
const QUERY = '(prefers-reduced-motion: reduce)';

function motionQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const query = motionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const prefersReducedMotion = (): boolean => motionQuery()?.matches ?? false;

/** Whether the system asks for reduced motion; follows a change while the console is open. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
