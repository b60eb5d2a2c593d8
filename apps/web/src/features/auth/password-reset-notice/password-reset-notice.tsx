import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/date-time.ts';
import { forgetPasswordReset, pendingPasswordReset } from './password-reset-store.ts';

/**
 * Shown once after a sign-in when another user set this user's password since its last one: a
 * reset the user did not ask for is how a takeover shows itself (issue 28 B16).
 */
export function PasswordResetNotice() {
  const { t, i18n } = useTranslation();
  const [reset, setReset] = useState(pendingPasswordReset);
  if (!reset) return null;
  const dismiss = () => {
    forgetPasswordReset();
    setReset(undefined);
  };
  return (
    <Modal
      open
      title={t('auth.passwordReset.title', { by: reset.by })}
      onCancel={dismiss}
      footer={
        <Button type="primary" onClick={dismiss}>
          {t('auth.passwordReset.dismiss')}
        </Button>
      }
    >
      <Typography.Paragraph>
        {t('auth.passwordReset.detail', { by: reset.by, time: formatDateTime(reset.at, i18n.language) })}
      </Typography.Paragraph>
    </Modal>
  );
}
