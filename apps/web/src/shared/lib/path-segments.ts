// A console or Pulsar path read as its decoded names ("/management/tenants/a%2Fb" → management,
// tenants, a/b). A segment that is not valid percent-encoding is kept as written rather than
// failing the whole path: it can only have been typed by hand.
export function pathSegments(path: string): string[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}
