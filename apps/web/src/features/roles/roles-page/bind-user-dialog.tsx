import { EVERY_ENVIRONMENT, FORM_ISSUES, roleBindingRequestSchema } from '@beacon/contracts';
import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CreateDialog, useZodRules } from '../../../shared/forms/index.ts';
import { useEnvironments } from '../../environments/index.ts';
import type { RoleSummary } from '../roles.api.ts';
import { useBindRole, useUserNameSearch } from '../roles.queries.ts';

interface BindValues {
  userName: string;
  environment: string;
  description: string;
}

const bindSchema = roleBindingRequestSchema.extend({
  userName: z.string({ error: FORM_ISSUES.userNameRequired }).trim().min(1, FORM_ISSUES.userNameRequired),
});

/**
 * Bind a user to a role in one registered environment or in all of them (`*`, which also covers
 * environments registered later); the super role only ever in all of them (the server says so too).
 */
export function BindUserDialog({ role, onClose }: { role: RoleSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BindValues>();
  const bind = useBindRole();
  const rules = useZodRules(bindSchema);
  const [search, setSearch] = useState('');
  const users = useUserNameSearch(search);
  const environments = useEnvironments();
  const everywhereOnly = role.resourceType === 'ALL';
  const everywhere = { value: EVERY_ENVIRONMENT, label: t('roles.bindings.everyEnvironment') };
  const environmentOptions = everywhereOnly
    ? [everywhere]
    : [everywhere, ...(environments.data?.data ?? []).map(({ name }) => ({ value: name, label: name }))];

  return (
    <CreateDialog
      title={t('roles.bindDialog.title', { name: role.roleName })}
      okText={t('roles.bindDialog.ok')}
      name="bind-user"
      form={form}
      initialValues={{ userName: '', environment: everywhereOnly ? EVERY_ENVIRONMENT : '', description: '' }}
      create={{
        ...bind,
        mutateAsync: (values: BindValues) =>
          bind.mutateAsync({ roleName: role.roleName, ...bindSchema.parse(values) }),
      }}
      createdText={t('roles.bindDialog.bound')}
      failed={t('roles.bindDialog.failed')}
      onClose={onClose}
    >
      <Form.Item name="userName" label={t('roles.fields.user')} rules={rules('userName')}>
        <Select
          showSearch={{ filterOption: false, onSearch: setSearch }}
          placeholder={t('roles.fields.userPlaceholder')}
          loading={users.isFetching}
          options={(users.data ?? []).map((name) => ({ value: name, label: name }))}
          autoFocus
        />
      </Form.Item>
      <Form.Item
        name="environment"
        label={t('roles.fields.environment')}
        rules={rules('environment')}
        extra={everywhereOnly ? t('roles.fields.superEnvironmentHint') : undefined}
      >
        <Select options={environmentOptions} disabled={everywhereOnly} loading={environments.isPending} />
      </Form.Item>
      <Form.Item name="description" label={t('roles.fields.description')} rules={rules('description')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </CreateDialog>
  );
}
