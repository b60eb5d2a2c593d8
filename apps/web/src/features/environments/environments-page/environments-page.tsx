import { ApiOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { UNAVAILABLE_ENVIRONMENT_PARAM } from '../../../shared/layout/environment-in-address.ts';
import { ResourceList, RowAction } from '../../../shared/ui/index.ts';
import { useUserInfo } from '../../auth/index.ts';
import type { EnvironmentSummary } from '../environments.api.ts';
import {
  useDeleteEnvironment,
  useEnvironments,
  useTestEnvironmentConnection,
} from '../environments.queries.ts';
import { ConnectionTestAlert, EnvironmentDialog } from './environment-dialog.tsx';
import { useEnvironmentColumns } from './environment-columns.tsx';

type Dialog = { mode: 'create' } | { mode: 'edit'; environment: EnvironmentSummary };

/**
 * /environments (spec 2, 3; inventory 1.4): every environment with its URLs, status and whether
 * credentials are stored. Its name selects it. Superusers add, change, test and delete them;
 * tenant administrators only read the list.
 */
export function EnvironmentsPage() {
  const { t } = useTranslation();
  const userInfo = useUserInfo();
  const isSuper = userInfo.data?.roles.includes('super') ?? false;
  const environments = useEnvironments();
  const remove = useDeleteEnvironment();
  const connectionTest = useTestEnvironmentConnection();
  const [dialog, setDialog] = useState<Dialog | undefined>();
  // An address named an environment this user cannot open (shared/layout/environment-step.ts).
  const unavailable = useSearchParams()[0].get(UNAVAILABLE_ENVIRONMENT_PARAM);

  // Environments are Beacon's own, outside Pulsar's permission table: only a superuser manages them.
  return (
    <ResourceList
      resource="environments"
      query={environments}
      rows={(answer) => answer.data}
      rowKey="name"
      name={(environment) => environment.name}
      columns={useEnvironmentColumns()}
      header={{
        intro: (
          <>
            {t('environments.list.intro')}
            {userInfo.data && !isSuper && ` ${t('environments.readOnly')}`}
          </>
        ),
      }}
      notice={
        <>
          {unavailable && (
            <Alert
              type="warning"
              showIcon
              role="alert"
              message={t('environments.unavailable', { environment: unavailable })}
            />
          )}
          <div aria-live="polite">
            <ConnectionTestAlert test={connectionTest} onClose={() => connectionTest.reset()} />
          </div>
        </>
      }
      create={isSuper ? { onCreate: () => setDialog({ mode: 'create' }) } : undefined}
      edit={isSuper ? { onEdit: (environment) => setDialog({ mode: 'edit', environment }) } : undefined}
      rowActions={
        isSuper
          ? {
              beforeDelete: ({ name, broker, bookie }) => (
                <RowAction
                  tooltip={t('environments.actions.test')}
                  label={t('environments.actions.testNamed', { name })}
                  icon={<ApiOutlined aria-hidden />}
                  loading={connectionTest.isPending && connectionTest.variables.name === name}
                  onClick={() => connectionTest.mutate({ name, broker, bookie })}
                />
              ),
            }
          : undefined
      }
      remove={
        isSuper
          ? {
              run: (environment) => remove.mutateAsync(environment.name),
              // The result of a test of the deleted environment would name what is gone.
              afterRemove: (environment) => {
                if (connectionTest.variables?.name === environment.name) connectionTest.reset();
              },
            }
          : undefined
      }
    >
      {dialog && (
        <EnvironmentDialog
          environment={dialog.mode === 'edit' ? dialog.environment : undefined}
          onClose={() => setDialog(undefined)}
        />
      )}
    </ResourceList>
  );
}
