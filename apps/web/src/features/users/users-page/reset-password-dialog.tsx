import { changePasswordRequestSchema } from '@beacon/contracts';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CreateDialog, useZodRules } from '../../../shared/forms/index.ts';
import type { UserSummary } from '../users.api.ts';
import { useResetPassword } from '../users.queries.ts';
import { PasswordFields } from './password-fields.tsx';

interface ResetValues {
  name: string;
  password: string;
  repeatPassword: string;
}

/** A super user sets another user's password; the server ends every session of that user. */
export function ResetPasswordDialog({ user, onClose }: { user: UserSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ResetValues>();
  const reset = useResetPassword();
  const rules = useZodRules(changePasswordRequestSchema);
  return (
    <CreateDialog
      title={t('users.resetDialog.title', { name: user.name })}
      okText={t('users.resetDialog.ok')}
      name="reset-password"
      form={form}
      // The name is in the form's values (no field shows it) so the rules check the whole request.
      initialValues={{ name: user.name, password: '', repeatPassword: '' }}
      create={{
        ...reset,
        mutateAsync: (values: ResetValues) => reset.mutateAsync({ ...values, name: user.name }),
      }}
      createdText={t('users.resetDialog.done')}
      failed={t('users.resetDialog.failed')}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">
        {t('users.resetDialog.intro', { name: user.name })}
      </Typography.Paragraph>
      <PasswordFields rules={rules} autoFocus />
    </CreateDialog>
  );
}
