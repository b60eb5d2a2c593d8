// Client-role permissions on the namespace (spec 6: actions consume, produce, functions): one row
// per role, actions saved as soon as they change (POST .../permissions/{role} with the full list),
// a role added with no actions, and revoking confirmed first — Pulsar Manager revoked on one click.
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Empty,
  Input,
  Popconfirm,
  Skeleton,
  Space,
  Table,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { toast } from '../../../shared/ui/toast-store.ts';
import { PulsarValueLabel } from '../../../shared/ui/pulsar-value-label.tsx';
import type { AuthAction, NamespaceRef } from './namespace-policies.api.ts';
import {
  useGrantPermission,
  useNamespacePermissions,
  useRevokePermission,
} from './namespace-policies.queries.ts';

const ACTIONS = ['consume', 'produce', 'functions'] as const satisfies readonly AuthAction[];

interface PermissionsSectionProps {
  namespaceRef: NamespaceRef;
  canWrite: boolean;
}

export function PermissionsSection({ namespaceRef, canWrite }: PermissionsSectionProps) {
  const { t } = useTranslation();
  const permissions = useNamespacePermissions(namespaceRef, true);
  const grant = useGrantPermission(namespaceRef);
  const revoke = useRevokePermission(namespaceRef);
  const [newRole, setNewRole] = useState('');
  const [roleError, setRoleError] = useState<string | null>(null);

  if (permissions.isPending) return <Skeleton active paragraph={{ rows: 2 }} aria-busy="true" />;
  if (permissions.isError) {
    return (
      <ErrorState
        title={t('namespacePolicies.loadFailed', {
          policy: t('namespacePolicies.groups.authorization'),
          reason: permissions.error.message,
        })}
        onRetry={() => void permissions.refetch()}
        retrying={permissions.isFetching}
      />
    );
  }

  const roles = Object.entries(permissions.data).map(([role, actions]) => ({ role, actions }));
  const failure = grant.error ?? revoke.error;

  const setActions = (role: string, actions: AuthAction[]) => {
    revoke.reset();
    grant.mutate(
      { role, actions },
      { onSuccess: () => toast.success(t('namespacePolicies.permissions.updated')) },
    );
  };

  const addRole = () => {
    const role = newRole.trim();
    if (!role) return setRoleError(t('namespacePolicies.permissions.roleRequired'));
    if (role in permissions.data) return setRoleError(t('namespacePolicies.permissions.roleExists'));
    setRoleError(null);
    revoke.reset();
    grant.mutate(
      { role, actions: [] },
      {
        onSuccess: () => {
          setNewRole('');
          toast.success(t('namespacePolicies.permissions.added'));
        },
      },
    );
  };

  return (
    <Card size="small">
      <Typography.Paragraph type="secondary">{t('namespacePolicies.permissions.help')}</Typography.Paragraph>
      <Table
        size="small"
        rowKey="role"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={roles}
        locale={{ emptyText: <Empty description={t('namespacePolicies.permissions.empty')} /> }}
        columns={[
          { title: t('namespacePolicies.permissions.role'), dataIndex: 'role', key: 'role' },
          {
            title: t('namespacePolicies.permissions.actions'),
            key: 'actions',
            render: (_, row) => (
              <Checkbox.Group
                aria-label={t('namespacePolicies.permissions.actionsOf', { role: row.role })}
                disabled={!canWrite || grant.isPending}
                value={row.actions}
                // Actions Beacon does not list (sources, sinks, packages) are kept as they are.
                onChange={(checked) =>
                  setActions(row.role, [
                    ...row.actions.filter((action) => !(ACTIONS as readonly string[]).includes(action)),
                    ...checked,
                  ])
                }
                options={ACTIONS.map((action) => ({
                  value: action,
                  label: <PulsarValueLabel vocabulary="authAction" value={action} />,
                }))}
              />
            ),
          },
          ...(canWrite
            ? [
                {
                  title: t('namespacePolicies.permissions.operation'),
                  key: 'operation',
                  render: (_: unknown, row: { role: string }) => (
                    <Popconfirm
                      title={t('namespacePolicies.permissions.revokeConfirm', { role: row.role })}
                      okText={t('namespacePolicies.actions.confirm')}
                      cancelText={t('namespacePolicies.actions.cancel')}
                      onConfirm={() => {
                        grant.reset();
                        revoke.mutate(row.role, {
                          onSuccess: () => toast.success(t('namespacePolicies.permissions.revoked')),
                        });
                      }}
                    >
                      <Button
                        danger
                        aria-label={t('namespacePolicies.permissions.revokeNamed', { role: row.role })}
                      >
                        {t('namespacePolicies.permissions.revoke')}
                      </Button>
                    </Popconfirm>
                  ),
                },
              ]
            : []),
        ]}
      />
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('namespacePolicies.saveFailed', { reason: failure.message })}
          style={{ marginTop: 8 }}
        />
      )}
      {canWrite && (
        <Space.Compact style={{ marginTop: 12, maxWidth: 480, width: '100%' }}>
          <Input
            aria-label={t('namespacePolicies.permissions.newRole')}
            placeholder={t('namespacePolicies.permissions.newRole')}
            status={roleError ? 'error' : undefined}
            value={newRole}
            onChange={(event) => {
              setNewRole(event.target.value);
              setRoleError(null);
            }}
            onPressEnter={addRole}
          />
          <Button onClick={addRole} loading={grant.isPending}>
            {t('namespacePolicies.permissions.addRole')}
          </Button>
        </Space.Compact>
      )}
      {roleError && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 4 }}>
          {roleError}
        </Typography.Text>
      )}
    </Card>
  );
}
