// The confirmation of sensitive actions for a user who signs in through single sign-on and holds no
// Beacon password (issue 28 B16): the console sends the browser to the provider for a fresh
// sign-in (the server asks with prompt=login and max_age=0); the callback page brings the user back
// to where they were, and the action is done again within the 5 minutes the confirmation lasts.
import { SSO_API_PATHS, type SsoAuthorizationResponse } from '@beacon/contracts';
import { Alert, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestData } from '../api/index.ts';
import { failureReason } from '../ui/failure-reason.ts';
import { rememberSignOnState } from './sign-on-state.ts';
import { appPath } from '../lib/base-path.ts';

export function ProviderConfirmation({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function start() {
    setPending(true);
    setFailure(undefined);
    try {
      const { url, state } = await requestData<SsoAuthorizationResponse>(SSO_API_PATHS.reconfirmation, {
        method: 'POST',
        json: { returnTo: `${appPath(window.location.pathname)}${window.location.search}` },
        reportErrors: false,
      });
      rememberSignOnState(state);
      window.location.assign(url);
    } catch (error) {
      setFailure(t('reauth.provider.failed', { reason: failureReason(error) }));
      setPending(false);
    }
  }

  return (
    <Modal
      open
      title={t('reauth.provider.title')}
      okText={t('reauth.provider.start')}
      cancelText={t('ui.confirm.cancel')}
      onOk={() => void start()}
      onCancel={onCancel}
      // Not confirmLoading, which would also block Cancel while the browser leaves for the provider.
      okButtonProps={{ loading: pending }}
      mask={{ closable: false }}
    >
      <Typography.Paragraph>{t('reauth.provider.explanation')}</Typography.Paragraph>
      {failure ? <Alert type="error" showIcon role="alert" title={failure} /> : null}
    </Modal>
  );
}
