import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { useZodRules } from '../../../shared/forms/index.ts';

interface PasswordFieldsProps {
  rules: ReturnType<typeof useZodRules>;
  /** "New password" when another password (the current one) is on the form too. */
  newLabel?: boolean;
  /** The dialog opens on the password (no other field comes first). */
  autoFocus?: boolean;
}

/** A new password and its repeat; the repeat is checked again whenever the password changes. */
export function PasswordFields({ rules, newLabel = false, autoFocus = false }: PasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={newLabel ? t('users.fields.newPassword') : t('users.fields.password')}
        extra={t('users.fields.passwordHint')}
        rules={rules('password')}
      >
        <Input.Password autoComplete="new-password" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item
        name="repeatPassword"
        label={t('users.fields.repeatPassword')}
        dependencies={['password']}
        rules={rules('repeatPassword')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
