// The one role-permissions editor of namespaces, topics and partitioned topics: each client role
// with its actions (changed in place, saved at once as Pulsar's full list for the role), revoking
// confirmed in the shared dialog, and a role granted below. The caller passes the resource's own
// calls and success words; Pulsar's actions read in the user's language with the word as tooltip.
import { RefusalNotice } from '../forms/form-failure.tsx';
import { Checkbox, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from './confirm-button.tsx';
import { ErrorState } from './error-state.tsx';
import { failureReason } from './failure-reason.ts';
import { PermissionsGrantForm } from './permissions-grant-form.tsx';
import { PulsarValueLabel } from './pulsar-value-label.tsx';
import { ResourceTable, type ResourceColumn } from './resource-table.tsx';
import { toast } from './toast-store.ts';

/** Pulsar's AuthAction values; each resource offers the ones it takes. */
export type PermissionAction = 'produce' | 'consume' | 'functions' | 'sources' | 'sinks' | 'packages';

/** The permissions query as TanStack Query answers it. */
export interface PermissionsQuery {
  data: Record<string, readonly string[]> | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface PermissionsEditorProps {
  /** The resource's name in questions, e.g. `acme/iot` or `persistent://acme/iot/telemetry`. */
  resource: string;
  /** The table's accessible name. */
  label: string;
  emptyText: string;
  offered: readonly PermissionAction[];
  permissions: PermissionsQuery;
  canWrite: boolean;
  /** Sets the role's whole list of actions (Pulsar's grant replaces the list). */
  grant: (role: string, actions: string[]) => Promise<unknown>;
  revoke: (role: string) => Promise<unknown>;
  /**
   * Grants made on the enclosing namespace, which a topic's permissions include: Pulsar 4.0 revokes
   * only the topic's own grant and answers 204 for a role granted on the namespace, which keeps its
   * actions (PulsarAuthorizationProvider#revokePermissionAsync). Such a role is shown with its
   * actions read-only and the namespace to change them in, not with a revoke that would do nothing.
   */
  inherited?: { namespace: string; roles: Record<string, readonly string[]> };
  /** The resource's own success words (Pulsar Manager's, per resource). */
  said: {
    granted: (role: string) => string;
    updated: (role: string) => string;
    revoked: (role: string) => string;
  };
}

interface RoleRow {
  role: string;
  actions: readonly string[];
}

export function PermissionsEditor(props: PermissionsEditorProps) {
  const { resource, label, emptyText, offered, permissions, canWrite, grant, revoke, said, inherited } =
    props;
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string>();

  if (permissions.isError)
    return (
      <ErrorState
        title={t('tables.permissions.loadFailed')}
        detail={permissions.error?.message}
        onRetry={() => void permissions.refetch()}
        retrying={permissions.isFetching}
      />
    );

  const rows: RoleRow[] = Object.entries(permissions.data ?? {})
    .map(([role, actions]) => ({ role, actions }))
    .sort((a, b) => a.role.localeCompare(b.role));

  async function attempt(call: () => Promise<unknown>, success: string) {
    setRefusal(undefined);
    try {
      await call();
      toast.success(success);
    } catch (error) {
      setRefusal(failureReason(error));
    }
  }

  // Actions this resource does not offer (e.g. sinks granted by another tool) are kept as they are.
  const setActions = (row: RoleRow, checked: string[]) =>
    void attempt(
      () =>
        grant(row.role, [
          ...row.actions.filter((action) => !offered.includes(action as PermissionAction)),
          ...checked,
        ]),
      said.updated(row.role),
    );

  const fromNamespace = (row: RoleRow) => inherited?.roles[row.role] !== undefined;

  const columns: ResourceColumn<RoleRow>[] = [
    { key: 'role', title: t('tables.permissions.role'), dataIndex: 'role' },
    {
      key: 'actions',
      title: t('tables.permissions.actions'),
      render: (_, row) =>
        canWrite ? (
          <Checkbox.Group
            aria-label={t('tables.permissions.actionsOf', { role: row.role })}
            value={[...row.actions]}
            disabled={fromNamespace(row)}
            onChange={(checked) => setActions(row, checked)}
            options={offered.map((action) => ({
              value: action,
              label: <PulsarValueLabel vocabulary="authAction" value={action} />,
            }))}
          />
        ) : (
          <Space size={[4, 4]} wrap aria-label={t('tables.permissions.actionsOf', { role: row.role })}>
            {row.actions.map((action) => (
              <Tag key={action}>
                <PulsarValueLabel vocabulary="authAction" value={action} />
              </Tag>
            ))}
          </Space>
        ),
    },
  ];
  if (canWrite)
    columns.push({
      key: 'operation',
      title: t('tables.permissions.operation'),
      render: (_, row) =>
        fromNamespace(row) ? (
          <Typography.Text type="secondary">
            {t('tables.permissions.inherited', { namespace: inherited?.namespace })}
          </Typography.Text>
        ) : (
          <ConfirmButton
            danger
            label={t('tables.permissions.revoke')}
            buttonProps={{
              size: 'small',
              'aria-label': t('tables.permissions.revokeNamed', { role: row.role }),
            }}
            title={t('tables.permissions.revokeTitle', { role: row.role })}
            description={t('tables.permissions.revokeQuestion', { role: row.role, resource })}
            confirmLabel={t('tables.permissions.revoke')}
            onConfirm={async () => {
              setRefusal(undefined);
              await revoke(row.role);
              toast.success(said.revoked(row.role));
            }}
          />
        ),
    });

  return (
    <div>
      {!canWrite && (
        <Typography.Paragraph type="secondary">{t('tables.permissions.readOnly')}</Typography.Paragraph>
      )}
      <ResourceTable<RoleRow>
        aria-label={label}
        rowKey="role"
        columns={columns}
        rows={rows}
        loading={permissions.isPending}
        emptyText={emptyText}
      />
      {canWrite && (
        <PermissionsGrantForm
          offered={offered}
          existing={rows.map((row) => row.role)}
          onGrant={(role, actions) => attempt(() => grant(role, actions), said.granted(role))}
        />
      )}
      <RefusalNotice
        text={refusal === undefined ? undefined : t('tables.permissions.refused', { reason: refusal })}
      />
    </div>
  );
}
