// Spec 3 and 9: the console counts as mobile when the window is narrower than 1024 px, allowing
// 3 px for scrollbars and rounding (Pulsar Manager's ResizeHandler).
import { useSyncExternalStore } from 'react';

const MOBILE_BREAKPOINT = 1024;
const TOLERANCE = 3;

export function isMobileWidth(width: number): boolean {
  return width - TOLERANCE < MOBILE_BREAKPOINT;
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

const snapshot = () => isMobileWidth(window.innerWidth);

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
