// Spec 4 and 9: the global component size — medium (default), small or mini — remembered under
// the storage key `size`.
import { STORAGE_KEYS } from '@beacon/contracts';
import { useSyncExternalStore } from 'react';
import { readStoredSetting, writeStoredSetting } from './stored-setting.ts';

export const UI_SIZES = ['medium', 'small', 'mini'] as const;
export type UiSize = (typeof UI_SIZES)[number];
export const DEFAULT_UI_SIZE: UiSize = 'medium';

let size: UiSize | undefined;
const listeners = new Set<() => void>();

export function currentUiSize(): UiSize {
  size ??= readStoredSetting(STORAGE_KEYS.size, UI_SIZES, DEFAULT_UI_SIZE);
  return size;
}

export function setUiSize(next: UiSize): void {
  writeStoredSetting(STORAGE_KEYS.size, next);
  size = next;
  for (const listener of listeners) listener();
}

/** Forgets the value read earlier, so the next read sees storage again (tests, other tabs). */
export function reloadUiSize(): void {
  size = undefined;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUiSize(): UiSize {
  return useSyncExternalStore(subscribe, currentUiSize, currentUiSize);
}
