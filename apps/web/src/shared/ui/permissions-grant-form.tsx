// Granting a new client role: its name and the actions to give it (none is allowed: Pulsar lists a
// role with an empty set, as Pulsar Manager's "Add Role" did). A role already listed is changed
// in its row instead, so the form refuses it.
import { Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionAction } from './permissions-editor.tsx';
import styles from './permissions-grant-form.module.css';
import { PulsarValueLabel } from './pulsar-value-label.tsx';

interface GrantValues {
  role: string;
  actions: string[];
}

interface PermissionsGrantFormProps {
  offered: readonly PermissionAction[];
  existing: readonly string[];
  /** Resolves once the grant is answered, whether Pulsar took it or not. */
  onGrant: (role: string, actions: string[]) => Promise<void>;
}

export function PermissionsGrantForm({ offered, existing, onGrant }: PermissionsGrantFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<GrantValues>();
  const [pending, setPending] = useState(false);

  async function submit({ role, actions }: GrantValues) {
    if (pending) return;
    setPending(true);
    const name = role.trim();
    await onGrant(name, actions);
    setPending(false);
    // Granted or not, the row (or the refusal) now says what happened; a listed role is done.
    form.resetFields();
  }

  return (
    <Form<GrantValues>
      form={form}
      layout="inline"
      className={styles.form}
      aria-label={t('tables.permissions.grantTitle')}
      initialValues={{ role: '', actions: [] }}
      onFinish={(values) => void submit(values)}
      style={{ marginTop: 12, rowGap: 8 }}
    >
      <Form.Item
        name="role"
        label={t('tables.permissions.newRole')}
        rules={[
          {
            validator: (_, value: string | undefined) => {
              const role = value?.trim() ?? '';
              if (!role) return Promise.reject(new Error(t('tables.permissions.roleRequired')));
              if (existing.includes(role))
                return Promise.reject(new Error(t('tables.permissions.roleExists')));
              return Promise.resolve();
            },
          },
        ]}
      >
        <Input placeholder={t('tables.permissions.newRolePlaceholder')} />
      </Form.Item>
      <Form.Item name="actions" label={t('tables.permissions.newActions')}>
        <Checkbox.Group
          options={offered.map((action) => ({
            value: action,
            label: <PulsarValueLabel vocabulary="authAction" value={action} />,
          }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={pending}>
        {t('tables.permissions.grant')}
      </Button>
    </Form>
  );
}
