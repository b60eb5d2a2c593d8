import { useTranslation } from 'react-i18next';
import { useCsrfToken } from '../auth.queries.ts';
import { SetupPendingNotice } from '../setup/setup-pending-notice.tsx';
import { SignOnSection } from '../sso/sign-on-section.tsx';
import { AuthPageFrame } from './auth-page-frame.tsx';
import { LoginForm } from './login-form.tsx';
import styles from './login-page.module.css';

export function LoginPage() {
  const { t } = useTranslation();
  // Pulsar Manager's login page fetches the CSRF cookie on arrival; scripts written against it
  // expect the cookie to exist once the page has loaded.
  useCsrfToken();

  return (
    <AuthPageFrame headingId="login-heading" before={<SetupPendingNotice />}>
      <h1 id="login-heading" className={styles.heading}>
        {t('auth.login.heading')}
      </h1>
      <p className={styles.subtitle}>{t('common.appDescription')}</p>
      <LoginForm />
      <SignOnSection />
    </AuthPageFrame>
  );
}
