// The error log behind the top bar's bug badge (spec 8): uncaught errors and failed calls, each
// with the page URL it happened on. Everything logged here also goes to the browser console.

export interface ErrorLogEntry {
  id: number;
  /** When it happened (ms since the epoch). */
  at: number;
  message: string;
  /** Where it came from: the failed call, or the kind of uncaught error. */
  info: string;
  /** The page URL at the time. */
  url: string;
  stack: string | undefined;
}

const MAX_ENTRIES = 200;

let entries: readonly ErrorLogEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly ErrorLogEntry[]): void {
  entries = next;
  for (const listener of listeners) listener();
}

export function subscribeToErrorLog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function errorLogEntries(): readonly ErrorLogEntry[] {
  return entries;
}

export function clearErrorLog(): void {
  publish([]);
}

export function logError(error: unknown, info: string): void {
  console.error(`[${info}]`, error);
  const entry: ErrorLogEntry = {
    id: nextId++,
    at: Date.now(),
    message: error instanceof Error ? error.message : String(error),
    info,
    url: window.location.href,
    stack: error instanceof Error ? error.stack : undefined,
  };
  // Keep the newest; a page stuck in an error loop must not grow memory without bound.
  publish([...entries, entry].slice(-MAX_ENTRIES));
}

/** Records errors no code caught: thrown in event handlers, or promises nobody awaited. */
export function captureUncaughtErrors(): () => void {
  const onError = (event: ErrorEvent) => logError(event.error ?? event.message, 'uncaught error');
  const onRejection = (event: PromiseRejectionEvent) => logError(event.reason, 'unhandled promise rejection');
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
