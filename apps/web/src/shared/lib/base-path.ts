// The path the console is served under (BEACON_BASE_PATH, decision 0091): `/pulsar` behind an
// ingress that forwards only that prefix, '' at the root. The server writes it into the page it
// serves; the router's paths and the app's own addresses never hold it — it is put on where an
// address leaves the app (fetch, a full-page navigation) and taken off where one comes in.

/** `/pulsar`, or '' (also where there is no page: the build's prerender). Read from the page each
 * time: it is asked for per request, not per render, and a test may set it. */
export function basePath(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLMetaElement>('meta[name="beacon-base-path"]')?.content ?? '';
}

/** The browser's address for a console path: `/topics` → `/pulsar/topics`. */
export function documentPath(appPath: string): string {
  return basePath() + appPath;
}

/** The console path of a browser address under the base path: `/pulsar/topics` → `/topics`. */
export function appPath(pathname: string): string {
  const base = basePath();
  if (base === '' || !(pathname === base || pathname.startsWith(`${base}/`))) return pathname;
  return pathname.slice(base.length) || '/';
}
