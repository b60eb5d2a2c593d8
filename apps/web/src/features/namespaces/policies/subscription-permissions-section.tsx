// The client roles allowed on each subscription of the namespace (GET …/permissions/subscription),
// a grant of roles on a subscription and the revoke of one role. Pulsar's grant REPLACES the
// subscription's roles, so a grant here sends the roles already listed with the new ones: granting
// adds, as the form says (decision 0081). The shared PermissionsEditor is role → actions; this is
// subscription → roles, so it reuses the table, the confirm and the refusal notice, not the editor.
import { subscriptionNameSchema } from '@beacon/contracts';
import { Button, Card, Flex, Form, Input, Select, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { RefusalNotice, useZodRules } from '../../../shared/forms/index.ts';
import {
  ConfirmButton,
  ErrorState,
  ResourceTable,
  failureReason,
  toast,
  type ResourceColumn,
} from '../../../shared/ui/index.ts';
import type { NamespaceRef } from './namespace-policies.api.ts';
import {
  useGrantSubscriptionPermission,
  useRevokeSubscriptionPermission,
  useSubscriptionPermissions,
} from './namespace-labels.queries.ts';

interface Row {
  subscription: string;
  roles: readonly string[];
}

interface GrantValues {
  subscription: string;
  roles: string[];
}

const grantSchema = z.object({
  subscription: z
    .string()
    .min(1, { error: 'properties.subscriptionPermissions.subscriptionRequired' })
    .pipe(subscriptionNameSchema),
  roles: z
    .array(z.string().trim().min(1))
    .min(1, { error: 'properties.subscriptionPermissions.rolesRequired' }),
});

export function SubscriptionPermissionsSection({
  namespaceRef,
  canWrite,
}: {
  namespaceRef: NamespaceRef;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const permissions = useSubscriptionPermissions(namespaceRef, true);
  const grant = useGrantSubscriptionPermission(namespaceRef);
  const revoke = useRevokeSubscriptionPermission(namespaceRef);
  const [form] = Form.useForm<GrantValues>();
  const [refusal, setRefusal] = useState<string>();
  const rules = useZodRules(grantSchema);
  const name = `${namespaceRef.tenant}/${namespaceRef.namespace}`;
  const rows: Row[] = useMemo(
    () =>
      Object.entries(permissions.data ?? {})
        .map(([subscription, roles]) => ({ subscription, roles: [...roles].sort() }))
        .sort((a, b) => a.subscription.localeCompare(b.subscription)),
    [permissions.data],
  );

  if (permissions.isError)
    return (
      <ErrorState
        title={t('properties.subscriptionPermissions.loadFailed')}
        detail={permissions.error.message}
        onRetry={() => void permissions.refetch()}
        retrying={permissions.isFetching}
      />
    );

  async function submit({ subscription, roles }: GrantValues) {
    setRefusal(undefined);
    const kept = rows.find((row) => row.subscription === subscription)?.roles ?? [];
    try {
      await grant.mutateAsync({
        subscription,
        roles: [...new Set([...kept, ...roles.map((role) => role.trim())])],
      });
      toast.success(t('properties.subscriptionPermissions.granted', { subscription }));
      form.resetFields();
    } catch (error) {
      // Refused: the form keeps what was typed, beside Pulsar's reason.
      setRefusal(failureReason(error));
    }
  }

  const revokeButton = (row: Row, role: string) => (
    <ConfirmButton
      danger
      label={t('properties.subscriptionPermissions.revoke')}
      buttonProps={{
        size: 'small',
        type: 'link',
        'aria-label': t('properties.subscriptionPermissions.revokeNamed', {
          role,
          subscription: row.subscription,
        }),
      }}
      title={t('properties.subscriptionPermissions.revokeTitle', { role })}
      description={t('properties.subscriptionPermissions.revokeQuestion', {
        role,
        subscription: row.subscription,
        namespace: name,
      })}
      confirmLabel={t('properties.subscriptionPermissions.revoke')}
      onConfirm={async () => {
        setRefusal(undefined);
        await revoke.mutateAsync({ subscription: row.subscription, role });
        toast.success(
          t('properties.subscriptionPermissions.revoked', { role, subscription: row.subscription }),
        );
      }}
    />
  );

  const columns: ResourceColumn<Row>[] = [
    {
      key: 'subscription',
      title: t('properties.subscriptionPermissions.subscription'),
      dataIndex: 'subscription',
    },
    {
      key: 'roles',
      title: t('properties.subscriptionPermissions.roles'),
      render: (_, row) =>
        row.roles.length === 0 ? (
          <Typography.Text type="secondary">
            {t('properties.subscriptionPermissions.noRoles')}
          </Typography.Text>
        ) : (
          <Flex
            wrap
            gap="small"
            role="list"
            aria-label={t('properties.subscriptionPermissions.rolesOf', { subscription: row.subscription })}
          >
            {row.roles.map((role) => (
              <span role="listitem" key={role}>
                <Tag>{role}</Tag>
                {canWrite && revokeButton(row, role)}
              </span>
            ))}
          </Flex>
        ),
    },
  ];

  return (
    <Card size="small">
      <Typography.Paragraph type="secondary">
        {t('properties.subscriptionPermissions.help')}
      </Typography.Paragraph>
      {!canWrite && (
        <Typography.Paragraph type="secondary">
          {t('properties.subscriptionPermissions.readOnly')}
        </Typography.Paragraph>
      )}
      <ResourceTable<Row>
        aria-label={t('properties.subscriptionPermissions.table', { namespace: name })}
        rowKey="subscription"
        columns={columns}
        rows={rows}
        loading={permissions.isPending}
        emptyText={t('properties.subscriptionPermissions.empty')}
      />
      {canWrite && (
        <Form<GrantValues>
          form={form}
          layout="inline"
          aria-label={t('properties.subscriptionPermissions.grantTitle')}
          initialValues={{ subscription: '', roles: [] }}
          onFinish={(values) => void submit(values)}
          style={{ marginTop: 12, rowGap: 8 }}
        >
          <Form.Item
            name="subscription"
            label={t('properties.subscriptionPermissions.newSubscription')}
            rules={rules('subscription')}
          >
            <Input placeholder={t('properties.subscriptionPermissions.newSubscriptionPlaceholder')} />
          </Form.Item>
          <Form.Item
            name="roles"
            label={t('properties.subscriptionPermissions.newRoles')}
            rules={rules('roles')}
          >
            <Select
              mode="tags"
              open={false}
              suffixIcon={null}
              style={{ minWidth: 220 }}
              tokenSeparators={[',', ' ']}
              placeholder={t('properties.subscriptionPermissions.newRolesPlaceholder')}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={grant.isPending}>
            {t('properties.subscriptionPermissions.grant')}
          </Button>
        </Form>
      )}
      <RefusalNotice
        text={
          refusal === undefined
            ? undefined
            : t('properties.subscriptionPermissions.refused', { reason: refusal })
        }
      />
    </Card>
  );
}
