// The password dialog of sensitive actions (issue 15 item 5). Mounted once under antd; the HTTP client
// opens it when a call is refused for want of a recent password, and retries the call once the server
// has accepted the password here. Cancel hands the call its original refusal.
import { API_PREFIX, CONFIRM_PASSWORD_PATH, type UserInfoResponse } from '@beacon/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { connectPasswordPrompt, errorText, request } from '../api/index.ts';
import { failureReason } from '../ui/failure-reason.ts';
import { ProviderConfirmation } from './provider-confirmation.tsx';
import { sessionKeys } from './user-info.ts';

const CONFIRM_PATH = CONFIRM_PASSWORD_PATH.slice(API_PREFIX.length);

export function PasswordConfirmationHost() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [form] = Form.useForm<{ password: string }>();
  const settle = useRef<((confirmed: boolean) => void) | undefined>(undefined);
  const queryClient = useQueryClient();

  useEffect(
    () =>
      connectPasswordPrompt(
        () =>
          new Promise<boolean>((resolve) => {
            settle.current = resolve;
            setFailure(undefined);
            setOpen(true);
          }),
      ),
    [],
  );

  function finish(confirmed: boolean) {
    settle.current?.(confirmed);
    settle.current = undefined;
    setFailure(undefined);
    setOpen(false);
  }

  async function submit({ password }: { password: string }) {
    if (pending) return;
    setPending(true);
    setFailure(undefined);
    try {
      const answer = await request(CONFIRM_PATH, { method: 'POST', json: { password }, reportErrors: false });
      if (answer.status === 200) return finish(true);
      if (answer.status === 403) setFailure(t('reauth.wrongPassword'));
      else if (answer.status === 429) setFailure(t('reauth.tooManyAttempts'));
      else setFailure(t('reauth.failed', { reason: errorText(answer.body) ?? `HTTP ${answer.status}` }));
    } catch (error) {
      setFailure(t('reauth.failed', { reason: failureReason(error) }));
    } finally {
      setPending(false);
    }
  }

  // Mounted only while asked: a closed antd dialog left in the page would share its generated ids with
  // the screen's own dialogs (tests find dialogs by the title those ids point at), and the form
  // starts empty each time.
  if (!open) return null;
  // A single sign-on user has no password to type: it confirms at the provider (issue 28 B16).
  const user = queryClient.getQueryData<UserInfoResponse>(sessionKeys.userInfo());
  if (user?.confirmsWith === 'provider') return <ProviderConfirmation onCancel={() => finish(false)} />;
  return (
    <Modal
      open
      title={t('reauth.title')}
      okText={t('reauth.confirm')}
      cancelText={t('ui.confirm.cancel')}
      onOk={() => form.submit()}
      onCancel={() => finish(false)}
      confirmLoading={pending}
      mask={{ closable: false }}
    >
      <Typography.Paragraph>{t('reauth.explanation')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="password"
          label={t('reauth.password')}
          rules={[{ required: true, message: t('reauth.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
      </Form>
      {failure ? <Alert type="error" showIcon role="alert" title={failure} /> : null}
    </Modal>
  );
}
