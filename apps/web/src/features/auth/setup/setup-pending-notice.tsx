import { useTranslation } from 'react-i18next';
import loginStyles from '../login/login-page.module.css';
import styles from './setup-pending-notice.module.css';
import { useSetupStatus } from './setup.queries.ts';

/**
 * On the login page while first-run setup is pending: where the operator finds the setup link. It
 * appears once the status call answers (never in the prerendered markup); a failed status call
 * shows nothing, since the login form works without it.
 */
export function SetupPendingNotice() {
  const { t } = useTranslation();
  const status = useSetupStatus();
  if (status.data?.pending !== true) return null;
  return (
    <div role="status" className={`${loginStyles.notice} ${loginStyles.warning} ${styles.banner}`}>
      <strong className={loginStyles.noticeTitle}>{t('setup.pendingTitle')}</strong>
      <span>{t('setup.pendingHelp')}</span>
    </div>
  );
}
