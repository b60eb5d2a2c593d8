// Small UI preferences (spec 9: sidebarStatus, language, size; and the theme) live in
// localStorage. Storage can be disabled (private windows, policies); the console then works with
// the defaults for this page only.

export function readStoredSetting<Value extends string>(
  key: string,
  allowed: readonly Value[],
  fallback: Value,
): Value {
  try {
    const stored = localStorage.getItem(key);
    return allowed.find((value) => value === stored) ?? fallback;
  } catch {
    return fallback;
  }
}

export function writeStoredSetting(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // See above: the choice still applies to this page.
  }
}
