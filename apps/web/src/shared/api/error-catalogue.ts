// The error catalogue of spec section 8: how the console reacts to an error answer. Deciding
// (reactionTo) is kept apart from acting (reportHttpError) so each rule can be read, and tested,
// on its own. The actions that need the running app (toasts, navigation) are connected at startup.
import { ERROR_TOAST_MS } from '@beacon/contracts';
import { endSession } from '../auth/session.ts';
import { i18n } from '../i18n/i18n.ts';
import { logError } from '../lib/error-log.ts';
import { errorText, errorTexts, type HttpError } from './http-error.ts';
import { needsPasswordConfirmation } from './password-confirmation.ts';
import { routes } from '../routes/route-table.ts';
import { appPath, documentPath } from '../lib/base-path.ts';

export type ErrorReaction =
  | { kind: 'end-session' }
  | { kind: 'go-to-environments' }
  | { kind: 'silent' }
  | { kind: 'toast'; text: string };

export interface ErrorCatalogueEffects {
  showError(text: string, durationMs: number): void;
  navigate(path: string): void;
  reloadPage(): void;
  /** The path on screen (the router's, which a memory router keeps apart from the address bar). */
  currentPath(): string;
}

const LOGIN_PAGE = '/login';

const NO_ACTIVE_ENVIRONMENT = 'no active environment';

/** The server's 400 for a call made with no environment chosen (or one it no longer knows). */
export function saysNoActiveEnvironment(status: number, body: unknown): boolean {
  return (
    status === 400 && errorTexts(body).some((text) => text.toLowerCase().includes(NO_ACTIVE_ENVIRONMENT))
  );
}

export function reactionTo(error: HttpError): ErrorReaction {
  if (error.failure !== 'status') return { kind: 'toast', text: error.message };
  const text = errorText(error.body);
  const texts = errorTexts(error.body).map((candidate) => candidate.toLowerCase());
  const mentions = (phrase: string) => texts.some((candidate) => candidate.includes(phrase.toLowerCase()));

  // A sensitive call whose password dialog was cancelled: say why it did not happen, in the user's language.
  if (needsPasswordConfirmation(error.status ?? 0, error.body)) {
    return { kind: 'toast', text: i18n.t('reauth.required') };
  }
  switch (error.status) {
    case 401:
      // The session is gone on the server: drop ours and start over from the login page.
      if (mentions('login')) return { kind: 'end-session' };
      break;
    case 400:
      if (saysNoActiveEnvironment(error.status, error.body)) return { kind: 'go-to-environments' };
      break;
    case 404:
      if (text === undefined) return { kind: 'toast', text: i18n.t('common.errors.notFound') };
      // Pulsar answers 404 when a cluster has no isolation policies yet: an empty list, not an error.
      if (mentions('NamespaceIsolationPolicies for cluster')) return { kind: 'silent' };
      break;
  }
  if (mentions('Trying to subscribe with incompatible')) {
    return { kind: 'toast', text: i18n.t('common.errors.incompatibleSchema') };
  }
  return { kind: 'toast', text: text ?? error.message };
}

const browserEffects: ErrorCatalogueEffects = {
  showError: (text) => console.error(text),
  navigate: (path) => window.location.assign(documentPath(path)),
  reloadPage: () => window.location.reload(),
  currentPath: () => appPath(window.location.pathname),
};
let effects = browserEffects;

/** Lets the running app show toasts and navigate inside the router; returns the disconnect. */
export function connectErrorCatalogue(appEffects: ErrorCatalogueEffects): () => void {
  effects = appEffects;
  return () => {
    if (effects === appEffects) effects = browserEffects;
  };
}

export function reportHttpError(error: HttpError): void {
  const reaction = reactionTo(error);
  // Spec 8: interface errors go to the error log (with the page URL) and the console. The
  // catalogue's silent reactions (and the logout, which reloads the page) leave no entry.
  if (reaction.kind === 'toast') {
    const status = error.status === undefined ? error.failure : `HTTP ${error.status}`;
    logError(error, `${error.request ?? 'HTTP call'} → ${status}`);
  }
  switch (reaction.kind) {
    case 'end-session':
      endSession();
      // The login page is where a reload would lead: reloading it anyway (its first call found a
      // stale session cookie) would wipe what the user had started typing.
      if (effects.currentPath() !== LOGIN_PAGE) effects.reloadPage();
      return;
    case 'go-to-environments':
      effects.navigate(routes.environments.href({}));
      return;
    case 'silent':
      return;
    case 'toast':
      effects.showError(reaction.text, ERROR_TOAST_MS);
  }
}
