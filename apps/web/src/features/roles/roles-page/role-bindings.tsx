import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { EVERY_ENVIRONMENT } from '@beacon/contracts';
import { Button, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  AsyncState,
  DateTime,
  ResourceActions,
  ResourceTable,
  ResourceValue,
  toast,
  useConfirm,
  type ResourceColumn,
} from '../../../shared/ui/index.ts';
import { routes } from '../../../shared/routes/route-table.ts';
import type { RoleBindingSummary, RoleSummary } from '../roles.api.ts';
import { useRoleBindings, useUnbindRole } from '../roles.queries.ts';
import { BindUserDialog } from './bind-user-dialog.tsx';
import styles from './roles-page.module.css';

/** "All environments" for `*`, the environment's name otherwise. */
export function useEnvironmentLabel() {
  const { t } = useTranslation();
  return (environment: string) =>
    environment === EVERY_ENVIRONMENT ? t('roles.bindings.allEnvironments') : environment;
}

/** A role's bindings, shown when its row is expanded: who holds it where, bind and remove. */
export function RoleBindings({ role }: { role: RoleSummary }) {
  const { t } = useTranslation();
  const bindings = useRoleBindings({ role: role.roleName });
  const unbind = useUnbindRole();
  const environmentLabel = useEnvironmentLabel();
  const [binding, setBinding] = useState(false);
  const confirm = useConfirm();

  function askToUnbind(removing: RoleBindingSummary) {
    const { roleName, userName, environment } = removing;
    void confirm({
      danger: true,
      title: t('roles.unbindDialog.title', { user: userName, role: roleName }),
      description: t('roles.unbindDialog.description', {
        user: userName,
        role: roleName,
        environment: environmentLabel(environment),
      }),
      confirmLabel: t('roles.actions.unbind'),
      onConfirm: async () => {
        await unbind.mutateAsync({ roleName, userName, environment });
        toast.success(t('roles.unbindDialog.removed'));
      },
    });
  }

  const columns: ResourceColumn<RoleBindingSummary>[] = [
    {
      key: 'user',
      title: t('roles.bindings.columns.user'),
      render: (_, row) => (
        <Link
          to={routes.userAccess.href({ user: row.userName })}
          title={t('roles.bindings.access', { user: row.userName })}
        >
          {row.userName}
        </Link>
      ),
    },
    {
      key: 'environment',
      title: t('roles.bindings.columns.environment'),
      render: (_, row) => environmentLabel(row.environment),
    },
    {
      key: 'description',
      title: t('roles.bindings.columns.description'),
      render: (_, row) => <ResourceValue title={row.description}>{row.description}</ResourceValue>,
    },
    { key: 'createdBy', title: t('roles.bindings.columns.createdBy'), dataIndex: 'createdBy' },
    {
      key: 'createdAt',
      title: t('roles.bindings.columns.createdAt'),
      render: (_, row) => <DateTime value={row.createdAt} relative />,
    },
    {
      key: 'actions',
      title: t('roles.bindings.columns.actions'),
      render: (_, row) => (
        <ResourceActions>
          <Tooltip title={t('roles.actions.unbind')}>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('roles.actions.unbindNamed', {
                user: row.userName,
                role: row.roleName,
                environment: environmentLabel(row.environment),
              })}
              onClick={() => askToUnbind(row)}
            />
          </Tooltip>
        </ResourceActions>
      ),
    },
  ];

  const table = (rows: readonly RoleBindingSummary[], loading: boolean) => (
    <ResourceTable<RoleBindingSummary>
      rowKey={(row) => `${row.userName}\u0000${row.environment}`}
      columns={columns}
      rows={rows}
      loading={loading}
      emptyText={t('roles.bindings.empty')}
      pageSize={10}
    />
  );

  return (
    <section className={styles.bindings} aria-label={t('roles.bindings.title', { name: role.roleName })}>
      <div className={styles.bindingsHeader}>
        <Typography.Text strong>{t('roles.bindings.title', { name: role.roleName })}</Typography.Text>
        <Button
          size="small"
          icon={<UserAddOutlined aria-hidden />}
          aria-label={t('roles.actions.bindNamed', { name: role.roleName })}
          onClick={() => setBinding(true)}
        >
          {t('roles.actions.bind')}
        </Button>
      </div>
      {/* Loading inside the row is the table's own spinner: the page-sized one would jump the list. */}
      {bindings.isPending ? (
        table([], true)
      ) : (
        <AsyncState query={bindings} errorTitle={t('roles.bindings.loadFailed')}>
          {(answer) => table(answer.data, false)}
        </AsyncState>
      )}
      {binding && <BindUserDialog role={role} onClose={() => setBinding(false)} />}
    </section>
  );
}
