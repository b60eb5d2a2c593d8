// Tells whoever shows links to Pulsar resources (the visited-page tabs) that a resource is gone:
// deleted from this console (any successful DELETE the HTTP client sends), or found missing by the
// page that opened it. A tiny event bus, so the HTTP client and the pages need not know the tabs.

export type GoneResource =
  /** A successful DELETE of this Pulsar admin path (`/admin/v2/tenants/finance`…). */
  | { kind: 'deleted'; adminPath: string }
  /** A console page (its pathname) that answered "not found". */
  | { kind: 'not-found'; pathname: string };

type Listener = (gone: GoneResource) => void;

const listeners = new Set<Listener>();

export function reportGone(gone: GoneResource): void {
  for (const listener of listeners) listener(gone);
}

/** Returns the unsubscribe function. */
export function onGone(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
