import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH, LOGIN_PATH, startSession } from '../../../shared/auth/index.ts';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { failureInAnswer, failureText, type CallbackFailure } from './callback-failure.ts';
import { exchangeSignOnCode } from './sign-on-exchange.ts';
import { expectedSignOnState, forgetSignOnState } from './sign-on-state.ts';
import styles from './sso-page.module.css';

/**
 * /callback: where the single sign-on provider returns (spec 2). The provider's `code` and
 * `state` are exchanged for a session exactly as a login is read; then the console opens. When
 * it does not complete, the page says which step failed and why, in the user's language.
 */
export function CallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code') ?? '';
  const state = searchParams.get('state') ?? '';
  const [failure, setFailure] = useState<CallbackFailure | undefined>(() =>
    failureInAnswer(searchParams, expectedSignOnState()),
  );
  // A code is good once: StrictMode's second effect run must not spend it again (and fail).
  const exchanged = useRef(false);
  const answerFailed = failure !== undefined;

  useEffect(() => {
    if (answerFailed || exchanged.current) return;
    exchanged.current = true;
    forgetSignOnState();
    exchangeSignOnCode(code, state).then(
      (outcome) => {
        if (outcome.kind === 'refused') return setFailure(outcome);
        startSession(outcome.identity);
        void navigate(HOME_PATH, { replace: true });
      },
      (error: unknown) =>
        setFailure({ kind: 'unreachable', reason: error instanceof Error ? error.message : String(error) }),
    );
  }, [answerFailed, code, state, navigate]);

  if (!failure) return <PageLoading />;
  return (
    <main className={styles.page}>
      <div className={styles.panel} role="alert">
        <h1 className={styles.heading}>{t('auth.callback.failed')}</h1>
        <p>{failureText(t, failure)}</p>
        <Link to={LOGIN_PATH}>{t('auth.callback.backToLogin')}</Link>
      </div>
    </main>
  );
}
