// The palette's keys (decision 0092): Ctrl+K (⌘K on a Mac) anywhere in the console, and "/" where it
// would type nothing — the focus is not in a text field — like the search key of many web consoles.
// Neither fires inside another dialog, which has its own keyboard.

const TEXT_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'number',
  'password',
  'tel',
  'url',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);

/** Would "/" type into `target`? */
export function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
    return true;
  if (target instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(target.type);
  const role = target.getAttribute('role');
  return role === 'textbox' || role === 'combobox' || role === 'searchbox';
}

export const isMac = (): boolean => /Mac|iPhone|iPad/.test(navigator.userAgent);

/** Does this key press ask for the palette? */
export function asksForPalette(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey) return false;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('[role="dialog"]')) return false;
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey) return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !typesText(event.target);
}
