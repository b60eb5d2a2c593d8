// jsdom runs under Node, where MSW does not copy a mocked Set-Cookie header into document.cookie
// as it does in a real browser; fake server handlers call storeCookie to play that part, and tests
// use it to set up the cookies a signed-in browser holds.

export function storeCookie(name: string, value: string): void {
  document.cookie = `${name}=${value}; Path=/; SameSite=Strict`;
}

export function browserCookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split(';')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => {
        const separator = pair.indexOf('=');
        return [pair.slice(0, separator), decodeURIComponent(pair.slice(separator + 1))];
      }),
  );
}

export function clearBrowserCookies(): void {
  for (const name of Object.keys(browserCookies())) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}
