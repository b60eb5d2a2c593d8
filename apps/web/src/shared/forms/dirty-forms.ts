// Which forms hold unsaved changes, on which page (by path), in the order they became dirty.
//
// A router supports one blocker at a time, so only the first dirty form of the page on screen
// blocks navigation (for all of them); the list says which one that is.
//
// The console keeps visited pages mounted but hidden while another tab is shown (React's
// <Activity>), and a hidden page's effects are cleaned up as if it had unmounted. A form on a
// page that is only hidden keeps its place here, so closing or refreshing that page's tab from
// another one still asks (issue 14 item 12). The page area says which pages are hidden.
const dirty = new Map<symbol, string>();
let hiddenPages: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();
const discardListeners = new Set<(paths: readonly string[]) => void>();

/** The browser asks its own question on reload or close (its text is the browser's). */
const askBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();

function changed(): void {
  // One listener for all pages: a hidden page's own effects are not running.
  if (dirty.size > 0) window.addEventListener('beforeunload', askBeforeUnload);
  else window.removeEventListener('beforeunload', askBeforeUnload);
  for (const listener of listeners) listener();
}

export function markDirty(form: symbol, page: string, isDirty: boolean): void {
  if (isDirty === (dirty.get(form) === page)) return;
  if (isDirty) dirty.set(form, page);
  else dirty.delete(form);
  changed();
}

/** A form's effects were cleaned up: it unmounted, unless its page was only hidden. */
export function releaseForm(form: symbol, page: string): void {
  if (!hiddenPages.has(page)) markDirty(form, page, false);
}

/**
 * Set by the page area (in a layout effect, so before the effects of pages it hides are cleaned
 * up). A page no longer hidden was shown again, whose forms mark themselves anew, or dropped, whose
 * forms will not: either way its entries go.
 */
export function setHiddenPages(pages: ReadonlySet<string>): void {
  const left = [...hiddenPages].filter((page) => !pages.has(page));
  const same = left.length === 0 && pages.size === hiddenPages.size;
  hiddenPages = pages;
  if (same) return;
  for (const [form, page] of dirty) if (left.includes(page)) dirty.delete(form);
  // Which form mounts the route blocker may change with the page in front.
  changed();
}

/** The first dirty form of a page on screen: the one that mounts the route blocker. */
export function firstDirtyForm(): symbol | undefined {
  for (const [form, page] of dirty) if (!hiddenPages.has(page)) return form;
  return undefined;
}

export function hasUnsavedChanges(page: string): boolean {
  return [...dirty.values()].includes(page);
}

/**
 * The user agreed to lose these pages' changes: their forms stop counting, and whoever keeps
 * the pages alive drops them, so coming back shows the page afresh, not the discarded values.
 */
export function discardChanges(pages: readonly string[]): void {
  for (const [form, page] of dirty) if (pages.includes(page)) dirty.delete(form);
  for (const listener of discardListeners) listener(pages);
  changed();
}

export function subscribeToDirtyForms(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function subscribeToDiscards(listener: (pages: readonly string[]) => void): () => void {
  discardListeners.add(listener);
  return () => discardListeners.delete(listener);
}
