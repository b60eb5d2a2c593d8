// The prerendered login form (decision 0029) is on screen before the scripts have run. A submit
// in that window (Enter pressed while the scripts download) cannot be handled yet: index.html's
// inline script only blocks it (a plain HTML submit would put the password into the URL) and marks
// the form. The login form submits again once React has taken it over.

/** The form's property index.html's script sets; shared with apps/web/build/first-paint-html.ts. */
export const EARLY_SUBMIT_FLAG = 'beaconEarlySubmit';

/** Whether the user submitted the form before React took it over; clears the mark. */
export function takeEarlySubmit(form: HTMLFormElement): boolean {
  const marked = form as HTMLFormElement & { [EARLY_SUBMIT_FLAG]?: boolean };
  const early = marked[EARLY_SUBMIT_FLAG] === true;
  delete marked[EARLY_SUBMIT_FLAG];
  return early;
}
