import { changeOwnPasswordRequestSchema } from '@beacon/contracts';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CreateDialog, useZodRules } from '../../shared/forms/index.ts';
import { PasswordFields } from './users-page/password-fields.tsx';
import { useChangeOwnPassword } from './users.queries.ts';

interface OwnPasswordValues {
  currentPassword: string;
  password: string;
  repeatPassword: string;
}

/**
 * The user menu's Change password, for every signed-in user: the current password, then the new one
 * twice. The server ends the user's other sessions and keeps this one.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<OwnPasswordValues>();
  const change = useChangeOwnPassword();
  const rules = useZodRules(changeOwnPasswordRequestSchema);
  return (
    <CreateDialog
      title={t('users.ownPassword.title')}
      okText={t('users.ownPassword.ok')}
      name="own-password"
      form={form}
      initialValues={{ currentPassword: '', password: '', repeatPassword: '' }}
      create={change}
      createdText={t('users.ownPassword.done')}
      failed={t('users.ownPassword.failed')}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('users.ownPassword.intro')}</Typography.Paragraph>
      <Form.Item
        name="currentPassword"
        label={t('users.fields.currentPassword')}
        rules={rules('currentPassword')}
      >
        <Input.Password autoComplete="current-password" autoFocus />
      </Form.Item>
      <PasswordFields rules={rules} newLabel />
    </CreateDialog>
  );
}
