import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useNavigate } from '../../../shared/ui/console-link.tsx';
import { SSO_CODES } from '@beacon/contracts';
import {
  HOME_PATH,
  LOGIN_PATH,
  loginPathFor,
  returnPathAfterLogin,
  startSession,
} from '../../../shared/auth/index.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { toast } from '../../../shared/ui/toast-store.ts';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { failureInAnswer, type CallbackFailure } from './callback-failure.ts';
import { exchangeSignOnCode } from './sign-on-exchange.ts';
import { expectedSignOnState, forgetSignOnState } from '../../../shared/auth/sign-on-state.ts';
import type { SignOnFailureState } from './sign-on-failure-notice.tsx';

/**
 * /callback: where the single sign-on provider returns (spec 2). The provider's `code` and `state`
 * are exchanged for a session exactly as a login is read; then the page the user first asked for
 * opens. When it does not complete, the login page says which step failed and why, in the user's
 * language (issue 18 item 6), with the button to start again: never a blank page or a loop.
 */
export function CallbackPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // A code is good once: StrictMode's second effect run must not spend it again (and fail).
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const toLogin = (failure: CallbackFailure) =>
      void navigate(LOGIN_PATH, {
        replace: true,
        state: { signOnFailure: failure } satisfies SignOnFailureState,
      });
    const early = failureInAnswer(searchParams, expectedSignOnState());
    forgetSignOnState();
    if (early) return toLogin(early);
    exchangeSignOnCode(searchParams.get('code') ?? '', searchParams.get('state') ?? '').then(
      (outcome) => {
        // Only console paths are followed, as after a password login.
        const target = (returnTo: string | undefined) =>
          returnPathAfterLogin(new URL(loginPathFor(returnTo ?? '/'), window.location.origin).searchParams);
        // A reconfirmation (issue 28 B16) belongs to a running session: its outcome is said where
        // the user was, never on the login page (which a signed-in user does not see).
        if (outcome.kind === 'confirmed') {
          toast.success(i18n.t('reauth.provider.done'));
          return void navigate(target(outcome.returnTo), { replace: true });
        }
        if (outcome.kind === 'refused' && outcome.code === SSO_CODES.reconfirmationRefused) {
          toast.error(i18n.t('sso.codes.SSO_RECONFIRMATION_REFUSED'));
          return void navigate(HOME_PATH, { replace: true });
        }
        if (outcome.kind === 'refused') return toLogin(outcome);
        startSession(outcome.identity);
        void navigate(target(outcome.returnTo), { replace: true });
      },
      (error: unknown) =>
        toLogin({ kind: 'unreachable', reason: error instanceof Error ? error.message : String(error) }),
    );
  }, [navigate, searchParams]);

  return <PageLoading />;
}
