/** The requests a test saw for one method and path suffix of the topic. */
export function callsTo(seen: readonly Request[], method: string, pathEnd: string): Request[] {
  return seen.filter(
    (request) => request.method === method && new URL(request.url).pathname.endsWith(pathEnd),
  );
}
