import { ERROR_TOAST_MS } from '@beacon/contracts';

// Short-lived messages. A module-level store rather than antd's message API, so that the login
// page (which loads no antd) and route loaders (which run outside React) can show them too.

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

const SUCCESS_MS = 3_000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}

export function dismissToast(id: number): void {
  publish(toasts.filter((toast) => toast.id !== id));
}

function show(kind: ToastKind, text: string, durationMs: number): void {
  const id = nextId++;
  publish([...toasts, { id, kind, text }]);
  setTimeout(() => dismissToast(id), durationMs);
}

export const toast = {
  success: (text: string, durationMs = SUCCESS_MS) => show('success', text, durationMs),
  info: (text: string, durationMs = SUCCESS_MS) => show('info', text, durationMs),
  /** Error toasts last ERROR_TOAST_MS (5 s, spec 9) unless told otherwise. */
  error: (text: string, durationMs = ERROR_TOAST_MS) => show('error', text, durationMs),
};

/** Removes every toast at once (a fresh page in tests). */
export function clearToasts(): void {
  publish([]);
}
