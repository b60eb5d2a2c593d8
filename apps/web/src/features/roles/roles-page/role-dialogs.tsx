import {
  createRoleRequestSchema,
  grantsOfVerbs,
  updateRoleRequestSchema,
  verbsOfGrants,
  type MessageGrant,
} from '@beacon/contracts';
import { Alert, AutoComplete, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CreateDialog, useZodRules } from '../../../shared/forms/index.ts';
import { currentEnvironmentName } from '../../environments/index.ts';
import { useTenantNames } from '../../tenants/index.ts';
import type { RoleSummary } from '../roles.api.ts';
import { useCreateRole, useUpdateRole } from '../roles.queries.ts';
import { MessageGrantsField } from './message-grants-field.tsx';

interface RoleValues {
  roleName: string;
  description: string;
  resourceName: string;
  grants: MessageGrant[];
}

/** The form's values as the API takes them: the grants become the role's verbs. */
const requestOf = ({ grants, ...values }: RoleValues) => ({
  ...values,
  resourceVerbs: verbsOfGrants(grants),
});

/**
 * The tenant a role administers: the current environment's tenants to pick from, any other name
 * typed freely, since a role is bound per environment and the tenant may live in another one.
 */
function TenantField({ rules }: { rules: ReturnType<typeof useZodRules> }) {
  const { t } = useTranslation();
  // Without a chosen environment there is no tenant list to ask for (the proxy's 'no active
  // environment' answer would send the console to the environment list): typing still works.
  const tenants = useTenantNames(currentEnvironmentName() !== undefined);
  const options = (tenants.data ?? []).map((tenant) => ({ value: tenant }));
  return (
    <Form.Item
      name="resourceName"
      label={t('roles.fields.tenant')}
      extra={t('roles.fields.tenantHint')}
      rules={rules('resourceName')}
    >
      <AutoComplete
        options={options}
        showSearch={{
          filterOption: (input, option) => String(option?.value).toLowerCase().includes(input.toLowerCase()),
        }}
      />
    </Form.Item>
  );
}

/** New role: a TENANTS role that administers one tenant → PUT roles/role. */
export function NewRoleDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RoleValues>();
  const create = useCreateRole();
  const rules = useZodRules(createRoleRequestSchema);
  return (
    <CreateDialog
      title={t('roles.createDialog.title')}
      okText={t('roles.createDialog.ok')}
      name="new-role"
      form={form}
      initialValues={{ roleName: '', description: '', resourceName: '', grants: [] }}
      create={{
        ...create,
        mutateAsync: (values: RoleValues) =>
          create.mutateAsync(createRoleRequestSchema.parse(requestOf(values))),
      }}
      createdText={t('roles.createDialog.created')}
      failed={t('roles.createDialog.failed')}
      onClose={onClose}
    >
      <Form.Item name="roleName" label={t('roles.fields.name')} rules={rules('roleName')}>
        <Input autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item name="description" label={t('roles.fields.description')} rules={rules('description')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <TenantField rules={rules} />
      <MessageGrantsField />
    </CreateDialog>
  );
}

/** Edit role: description, tenant and message grants; the name stays (bindings refer to it). */
export function EditRoleDialog({ role, onClose }: { role: RoleSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RoleValues>();
  const update = useUpdateRole();
  const rules = useZodRules(updateRoleRequestSchema);
  const { roleName, description, resourceName } = role;
  const grants = grantsOfVerbs(role.resourceVerbs);
  return (
    <CreateDialog
      title={t('roles.editDialog.title', { name: roleName })}
      okText={t('roles.editDialog.ok')}
      name="edit-role"
      form={form}
      initialValues={{ roleName, description, resourceName, grants }}
      create={{
        ...update,
        mutateAsync: (values: RoleValues) =>
          update.mutateAsync(updateRoleRequestSchema.parse({ ...requestOf(values), roleName })),
      }}
      createdText={t('roles.editDialog.updated')}
      failed={t('roles.editDialog.failed')}
      onClose={onClose}
    >
      <Alert type="info" showIcon title={t('roles.editDialog.atOnce')} style={{ marginBottom: 16 }} />
      <Form.Item name="roleName" label={t('roles.fields.name')}>
        <Input readOnly disabled />
      </Form.Item>
      <Form.Item name="description" label={t('roles.fields.description')} rules={rules('description')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} autoFocus />
      </Form.Item>
      <TenantField rules={rules} />
      <MessageGrantsField />
    </CreateDialog>
  );
}
