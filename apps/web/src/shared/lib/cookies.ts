// The session lives in plain cookies because Pulsar Manager's front end and the server read them by
// name (spec 7). Strict same-site keeps them off cross-site requests; Secure is added whenever the
// console is served over HTTPS.
import { basePath } from './base-path.ts';

export function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    return decodeCookieValue(pair.slice(separator + 1).trim());
  }
  return undefined;
}

export function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; ${cookieAttributes()}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; ${cookieAttributes()}`;
}

function cookieAttributes(): string {
  // Scoped to the console's base path, as the server's own cookies are (decision 0091).
  const attributes = [`Path=${basePath() || '/'}`, 'SameSite=Strict'];
  if (window.location.protocol === 'https:') attributes.push('Secure');
  return attributes.join('; ');
}

/** Cookies written by the server may hold characters we would have encoded; keep them as they are. */
function decodeCookieValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
