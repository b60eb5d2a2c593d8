import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** Why the last login attempt did not sign the user in. */
export type LoginNotice =
  | { kind: 'refused' }
  | { kind: 'throttled'; reason: string; retryAfterSeconds: number | undefined }
  | { kind: 'unavailable'; detail: string };

/** Rendered from the notice kind, so a language switch re-words a notice already on screen. */
export function LoginNoticeAlert({ notice }: { notice: LoginNotice }) {
  const { t } = useTranslation();
  switch (notice.kind) {
    case 'refused':
      return <Alert type="error" showIcon title={t('auth.login.failed')} />;
    case 'throttled':
      return (
        <Alert
          type="warning"
          showIcon

          title={t('auth.login.tooManyAttempts')}
          description={
            <>
              {notice.reason}
              {notice.retryAfterSeconds !== undefined &&
                ` ${t('auth.login.retryAfter', { seconds: notice.retryAfterSeconds })}`}
            </>
          }
        />
      );
    case 'unavailable':
      return <Alert type="error" showIcon title={t('auth.login.unavailable')} description={notice.detail} />;
  }
}
