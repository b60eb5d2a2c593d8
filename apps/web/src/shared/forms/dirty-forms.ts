// Which mounted forms hold unsaved changes, in the order they became dirty. A router supports one
// blocker at a time, so only the first dirty form blocks navigation (for all of them); the list
// says which one that is.
let dirty: readonly symbol[] = [];
const listeners = new Set<() => void>();

export function markDirty(form: symbol, isDirty: boolean): void {
  const listed = dirty.includes(form);
  if (isDirty === listed) return;
  dirty = isDirty ? [...dirty, form] : dirty.filter((entry) => entry !== form);
  for (const listener of listeners) listener();
}

export function firstDirtyForm(): symbol | undefined {
  return dirty[0];
}

export function subscribeToDirtyForms(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
