import type { LdapCode } from '@beacon/contracts';
import { useTranslation } from 'react-i18next';
import styles from './login-page.module.css';

/** Why the last login attempt did not sign the user in. */
export type LoginNotice =
  | { kind: 'refused' }
  /** A single sign-on user typed a password (issue 18 item 5). */
  | { kind: 'ssoAccount' }
  /** The directory (LDAP) is down, or its user is not let in (issue 32 item 3). */
  | { kind: 'directory'; code: LdapCode }
  | { kind: 'throttled'; reason: string; retryAfterSeconds: number | undefined }
  | { kind: 'unavailable'; detail: string };

/** Rendered from the notice kind, so a language switch re-words a notice already on screen. */
export function LoginNoticeAlert({ notice }: { notice: LoginNotice }) {
  const { t } = useTranslation();
  switch (notice.kind) {
    case 'refused':
      return (
        <div role="alert" className={`${styles.notice} ${styles.error}`}>
          {t('auth.login.failed')}
        </div>
      );
    case 'ssoAccount':
      return (
        <div role="alert" className={`${styles.notice} ${styles.error}`}>
          {t('sso.codes.SSO_PASSWORD_LOGIN')}
        </div>
      );
    case 'directory':
      return (
        <div role="alert" className={`${styles.notice} ${styles.error}`}>
          {t(`auth.login.directory.${notice.code}`)}
        </div>
      );
    case 'throttled':
      return (
        <div role="alert" className={`${styles.notice} ${styles.warning}`}>
          <strong className={styles.noticeTitle}>{t('auth.login.tooManyAttempts')}</strong>
          <span>
            {notice.reason}
            {notice.retryAfterSeconds !== undefined &&
              ` ${t('auth.login.retryAfter', { seconds: notice.retryAfterSeconds })}`}
          </span>
        </div>
      );
    case 'unavailable':
      return (
        <div role="alert" className={`${styles.notice} ${styles.error}`}>
          <strong className={styles.noticeTitle}>{t('auth.login.unavailable')}</strong>
          <span>{notice.detail}</span>
        </div>
      );
  }
}
