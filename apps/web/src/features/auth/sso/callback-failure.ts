import { SSO_CODES, type SsoCode } from '@beacon/contracts';
import type { TFunction } from 'i18next';

/** Why a single sign-on did not complete, in the order the callback finds out. */
export type CallbackFailure =
  | { kind: 'provider'; error: string; description: string | undefined }
  | { kind: 'missingCode' }
  | { kind: 'stateMismatch' }
  | { kind: 'refused'; status: number; reason: string | undefined; code?: string | undefined }
  | { kind: 'unreachable'; reason: string };

// The provider's words are shown as text; a cap keeps a crafted link from filling the page.
const MAX_PROVIDER_TEXT = 300;
const clip = (text: string) =>
  text.length > MAX_PROVIDER_TEXT ? `${text.slice(0, MAX_PROVIDER_TEXT)}…` : text;

/**
 * What the provider's answer (`/callback?…`) already says is wrong, before any exchange: its own
 * `error` (RFC 6749 §4.1.2.1), no `code`, or a `state` other than the one this tab sent.
 */
export function failureInAnswer(
  query: URLSearchParams,
  expectedState: string | undefined,
): CallbackFailure | undefined {
  const error = query.get('error');
  if (error) {
    const description = query.get('error_description')?.trim();
    return { kind: 'provider', error: clip(error), description: description ? clip(description) : undefined };
  }
  if (!query.get('code')) return { kind: 'missingCode' };
  // No remembered state: this tab did not start the sign-on, so the server, which issued it, judges.
  if (expectedState !== undefined && query.get('state') !== expectedState) return { kind: 'stateMismatch' };
  return undefined;
}

export function failureText(t: TFunction, failure: CallbackFailure): string {
  switch (failure.kind) {
    case 'provider':
      return failure.description
        ? t('auth.callback.providerErrorDescribed', {
            error: failure.error,
            description: failure.description,
          })
        : t('auth.callback.providerError', { error: failure.error });
    case 'missingCode':
      return t('auth.callback.missingCode');
    case 'stateMismatch':
      return t('auth.callback.stateMismatch');
    case 'refused':
      // The server's code is worded in the user's language; its English text is the fallback.
      if (isSsoCode(failure.code)) return t(`sso.codes.${failure.code}`);
      return failure.reason
        ? t('auth.callback.refused', { reason: failure.reason })
        : t('auth.callback.refusedWithoutReason', { status: failure.status });
    case 'unreachable':
      return t('auth.callback.unreachable', { reason: failure.reason });
  }
}

const KNOWN_CODES: readonly string[] = Object.values(SSO_CODES);

function isSsoCode(code: string | undefined): code is SsoCode {
  return code !== undefined && KNOWN_CODES.includes(code);
}
