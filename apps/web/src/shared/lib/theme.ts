// Light or dark. Stored like the other UI preferences (decision 0012) and applied to <html> before
// the first render, so the login page (which loads no antd) and the toasts follow it too.
import { readStoredSetting, writeStoredSetting } from './stored-setting.ts';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_STORAGE_KEY = 'theme';

let theme: Theme = 'light';
const listeners = new Set<() => void>();

export function restoreTheme(): void {
  applyTheme(readStoredSetting(THEME_STORAGE_KEY, THEMES, 'light'));
}

export function currentTheme(): Theme {
  return theme;
}

export function switchTheme(next: Theme): void {
  writeStoredSetting(THEME_STORAGE_KEY, next);
  applyTheme(next);
}

export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function applyTheme(next: Theme): void {
  theme = next;
  document.documentElement.dataset.theme = next;
  document.documentElement.style.colorScheme = next;
  for (const listener of listeners) listener();
}
