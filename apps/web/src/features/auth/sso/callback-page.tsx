import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LOGIN_PATH, loginPathFor, returnPathAfterLogin, startSession } from '../../../shared/auth/index.ts';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { failureInAnswer, type CallbackFailure } from './callback-failure.ts';
import { exchangeSignOnCode } from './sign-on-exchange.ts';
import { expectedSignOnState, forgetSignOnState } from './sign-on-state.ts';
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
        if (outcome.kind === 'refused') return toLogin(outcome);
        startSession(outcome.identity);
        // Only console paths are followed, as after a password login.
        const target = returnPathAfterLogin(
          new URL(loginPathFor(outcome.returnTo ?? '/'), window.location.origin).searchParams,
        );
        void navigate(target, { replace: true });
      },
      (error: unknown) =>
        toLogin({ kind: 'unreachable', reason: error instanceof Error ? error.message : String(error) }),
    );
  }, [navigate, searchParams]);

  return <PageLoading />;
}
