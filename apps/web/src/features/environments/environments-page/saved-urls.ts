// The server sends a stored token (or client certificate) only to the URLs it was saved with; the
// dialog mirrors that rule so it can ask for the credential again before the server refuses.

function normalized(url: string): string {
  try {
    return new URL(url.trim()).href.replace(/\/+$/, '');
  } catch {
    return url.trim();
  }
}

function urlsOf(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map(normalized);
}

/** Whether the form names a URL (service or bookie) the saved environment does not have. */
export function leavesSavedUrls(
  saved: { broker: string; bookie: string },
  form: { broker?: string | undefined; bookie?: string | undefined },
): boolean {
  const known = new Set([...urlsOf(saved.broker), ...urlsOf(saved.bookie)]);
  return [...urlsOf(form.broker), ...urlsOf(form.bookie)].some((url) => !known.has(url));
}
