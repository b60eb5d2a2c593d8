import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/ui/console-link.tsx';
import { LOGIN_PATH } from '../../../shared/auth/index.ts';
import styles from './sso-page.module.css';
import { documentPath } from '../../../shared/lib/base-path.ts';

/**
 * /auth-redirect (spec 2): Pulsar Manager's pop-up helper. Opened as a pop-up by the login page,
 * it hands its query to the opener's login page and closes; opened on its own, it says so.
 */
export function AuthRedirectPage() {
  const { t } = useTranslation();

  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener) return;
    try {
      // Reading another origin's location throws: only a console window of ours is handed the query.
      if (opener.location.origin !== window.location.origin) return;
      opener.location.href = `${documentPath(LOGIN_PATH)}#${window.location.search.slice(1)}`;
      window.close();
    } catch {
      // Not our window: stay open and show the message.
    }
  }, []);

  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <p>{t('auth.authRedirect.done')}</p>
        <Link to={LOGIN_PATH}>{t('auth.callback.backToLogin')}</Link>
      </div>
    </main>
  );
}
