import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../shared/i18n/language-switch.tsx';
import { BeaconMark } from '../../../shared/ui/beacon-mark.tsx';
import { useCsrfToken } from '../auth.queries.ts';
import { SetupPendingNotice } from '../setup/setup-pending-notice.tsx';
import { LoginForm } from './login-form.tsx';
import styles from './login-page.module.css';

export function LoginPage() {
  const { t } = useTranslation();
  // Pulsar Manager's login page fetches the CSRF cookie on arrival; scripts written against it
  // expect the cookie to exist once the page has loaded.
  useCsrfToken();

  return (
    <main className={styles.page}>
      <SetupPendingNotice />
      <section className={styles.panel} aria-labelledby="login-heading">
        <div className={styles.brandRow}>
          <span className={styles.brand}>
            <BeaconMark />
            {t('common.appName')}
          </span>
          <LanguageSwitch />
        </div>
        <h1 id="login-heading" className={styles.heading}>
          {t('auth.login.heading')}
        </h1>
        <p className={styles.subtitle}>{t('common.appDescription')}</p>
        <LoginForm />
      </section>
    </main>
  );
}
