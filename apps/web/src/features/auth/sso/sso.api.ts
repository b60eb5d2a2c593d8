// Single sign-on's calls besides the code exchange (issue 18): whether the login page shows the
// button, and the start of a flow, which answers the provider's address to send the browser to.
import { SSO_API_PATHS, type SsoSettings } from '@beacon/contracts';
import { isHttpError, errorText, request } from '../../../shared/api/index.ts';

/** Settings the server could not give (an old server, a network blip) mean no button: the password form stays. */
export async function fetchSignOnSettings(signal: AbortSignal): Promise<SsoSettings> {
  try {
    const response = await request<SsoSettings>(SSO_API_PATHS.settings, { signal, reportErrors: false });
    return response.status === 200 ? response.body : { enabled: false };
  } catch {
    return { enabled: false };
  }
}

export type SignOnStart =
  | { kind: 'redirect'; url: string; state: string }
  | { kind: 'failed'; code: string | undefined; reason: string | undefined };

/** Asks the server for a new flow; `returnTo` is the console page to open once signed in. */
export async function startSignOn(returnTo: string): Promise<SignOnStart> {
  try {
    const response = await request<{ url?: string; state?: string }>(SSO_API_PATHS.authorization, {
      method: 'POST',
      json: { returnTo },
      reportErrors: false,
    });
    const { url, state } = response.body;
    if (response.status === 200 && url && state) return { kind: 'redirect', url, state };
    return { kind: 'failed', code: codeOf(response.body), reason: errorText(response.body) };
  } catch (error) {
    // 5xx answers (the provider is down: 503) arrive as a thrown HttpError carrying the body.
    if (isHttpError(error)) return { kind: 'failed', code: codeOf(error.body), reason: error.message };
    throw error;
  }
}

export function codeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const code = (body as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}
