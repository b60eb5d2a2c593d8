import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH, LOGIN_PATH, startSession } from '../../../shared/auth/index.ts';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { loginWithSingleSignOn } from '../auth.api.ts';
import styles from './sso-page.module.css';

/**
 * /callback: where the single sign-on provider returns (spec 2). The provider's `code` and
 * `state` are exchanged for a session exactly as a login is read; then the console opens.
 */
export function CallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');
  const state = searchParams.get('state') ?? '';
  const [failure, setFailure] = useState<string | undefined>(
    code ? undefined : t('auth.callback.missingCode'),
  );

  useEffect(() => {
    if (!code) return;
    let cancelled = false;
    loginWithSingleSignOn(code, state).then(
      (outcome) => {
        if (cancelled) return;
        if (outcome.kind !== 'signed-in') return setFailure(t('auth.login.failed'));
        startSession(outcome.identity);
        void navigate(HOME_PATH, { replace: true });
      },
      (error: unknown) => {
        console.error('login error!!', error);
        if (!cancelled) setFailure(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [code, state, navigate, t]);

  if (!failure) return <PageLoading />;
  return (
    <main className={styles.page}>
      <div className={styles.panel} role="alert">
        <h1 className={styles.heading}>{t('auth.callback.failed')}</h1>
        <p>{failure}</p>
        <Link to={LOGIN_PATH}>{t('auth.callback.backToLogin')}</Link>
      </div>
    </main>
  );
}
