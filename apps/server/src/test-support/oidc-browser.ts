// Plays the browser at the test provider: follows the authorization URL to its login form, submits
// it, and returns the provider's answer at Beacon's redirect URI (code, state, iss) without
// following it, as a browser would hand it to /callback.
const MAX_HOPS = 10;

export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URLSearchParams> {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!.trim(), value.join('='));
    }
    return response;
  };

  let url = authorizationUrl;
  let submitted = false;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const response = await send(url);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.searchParams.has('code') || next.searchParams.has('error')) return next.searchParams;
      url = next.href;
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action || submitted) throw new Error(`unexpected provider page at ${url}: ${page.slice(0, 300)}`);
    submitted = true;
    const posted = await send(new URL(action.replace(/&amp;/g, '&'), url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any password' }).toString(),
    });
    const after = posted.headers.get('location');
    if (!after) throw new Error(`the provider's login form answered ${posted.status}`);
    url = new URL(after, url).href;
  }
  throw new Error('too many redirects at the provider');
}
