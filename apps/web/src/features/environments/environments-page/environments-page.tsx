import { ApiOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { UNAVAILABLE_ENVIRONMENT_PARAM } from '../../../shared/layout/environment-in-address.ts';
import { HOME_PATH } from '../../../shared/auth/index.ts';
import {
  AsyncState,
  ConfirmButton,
  ResourceActions,
  ResourceTable,
  ResourceValue,
  type ResourceColumn,
  toast,
  ListPageHeader,
} from '../../../shared/ui/index.ts';
import { useUserInfo } from '../../auth/index.ts';
import { currentEnvironmentName, openEnvironment } from '../current-environment.ts';
import type { EnvironmentSummary } from '../environments.api.ts';
import {
  useDeleteEnvironment,
  useEnvironments,
  useTestEnvironmentConnection,
} from '../environments.queries.ts';
import { ConnectionTestAlert, EnvironmentDialog } from './environment-dialog.tsx';
import { EnvironmentStatusView } from './environment-status.tsx';
import styles from './environments-page.module.css';

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
  const current = currentEnvironmentName();
  // An address named an environment this user cannot open (shared/layout/environment-step.ts).
  const unavailable = useSearchParams()[0].get(UNAVAILABLE_ENVIRONMENT_PARAM);

  const createButton = isSuper && (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog({ mode: 'create' })}>
      {t('environments.actions.create')}
    </Button>
  );

  const columns: ResourceColumn<EnvironmentSummary>[] = [
    {
      key: 'name',
      title: t('environments.columns.name'),
      render: (_, environment) => (
        <Space size={4} wrap>
          <Tooltip title={t('environments.selectHint', { name: environment.name })}>
            <Button
              type="link"
              className={styles.nameButton}
              onClick={() => openEnvironment(environment.name, HOME_PATH)}
            >
              {environment.name}
            </Button>
          </Tooltip>
          {environment.name === current && <Tag color="blue">{t('environments.current')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'broker',
      title: t('environments.columns.broker'),
      render: (_, { broker }) => <ResourceValue title={broker}>{broker}</ResourceValue>,
    },
    {
      key: 'bookie',
      title: t('environments.columns.bookie'),
      render: (_, { bookie }) => <ResourceValue title={bookie}>{bookie}</ResourceValue>,
    },
    {
      key: 'status',
      title: t('environments.columns.status'),
      render: (_, environment) => (
        <EnvironmentStatusView
          status={environment.status}
          message={environment.statusMessage}
          checkedAt={environment.checkedAt}
        />
      ),
    },
    {
      key: 'credentials',
      title: t('environments.columns.credentials'),
      render: (_, environment) =>
        environment.hasToken || environment.hasTls ? (
          <Space size={4} wrap>
            {environment.hasToken && (
              <Tooltip title={t('environments.tokenConfigured')}>
                <Tag aria-label={t('environments.tokenConfigured')}>{t('environments.tokenSet')}</Tag>
              </Tooltip>
            )}
            {environment.hasTls && (
              <Tooltip title={t('environments.tlsConfigured')}>
                <Tag aria-label={t('environments.tlsConfigured')}>{t('environments.tlsSet')}</Tag>
              </Tooltip>
            )}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('environments.noCredentials')}</Typography.Text>
        ),
    },
    ...(isSuper
      ? [
          {
            key: 'actions',
            title: t('environments.columns.actions'),
            render: (_: unknown, environment: EnvironmentSummary) => (
              <ResourceActions>
                <Button
                  size="small"
                  icon={<EditOutlined aria-hidden />}
                  aria-label={t('environments.actions.editNamed', { name: environment.name })}
                  onClick={() => setDialog({ mode: 'edit', environment })}
                >
                  {t('environments.actions.edit')}
                </Button>
                <Button
                  size="small"
                  icon={<ApiOutlined aria-hidden />}
                  aria-label={t('environments.actions.testNamed', { name: environment.name })}
                  loading={connectionTest.isPending && connectionTest.variables.name === environment.name}
                  onClick={() => {
                    const { name, broker, bookie } = environment;
                    connectionTest.mutate({ name, broker, bookie });
                  }}
                >
                  {t('environments.actions.test')}
                </Button>
                <ConfirmButton
                  label={t('environments.actions.delete')}
                  title={t('environments.actions.deleteNamed', { name: environment.name })}
                  description={t('environments.deleteConfirm')}
                  confirmLabel={t('environments.actions.delete')}
                  danger
                  buttonProps={{
                    size: 'small',
                    icon: <DeleteOutlined aria-hidden />,
                    'aria-label': t('environments.actions.deleteNamed', { name: environment.name }),
                  }}
                  onConfirm={async () => {
                    await remove.mutateAsync(environment.name);
                    toast.success(t('environments.messages.deleted'));
                    if (connectionTest.variables?.name === environment.name) connectionTest.reset();
                  }}
                />
              </ResourceActions>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className={styles.page}>
      <ListPageHeader
        title={t('environments.title')}
        intro={
          <>
            {t('environments.intro')}
            {userInfo.data && !isSuper && ` ${t('environments.readOnly')}`}
          </>
        }
        actions={createButton}
      />
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
      <AsyncState query={environments} errorTitle={t('environments.loadFailed')}>
        {({ data }) => (
          <ResourceTable<EnvironmentSummary>
            rowKey="name"
            columns={columns}
            rows={data}
            emptyText={t('environments.empty')}
          />
        )}
      </AsyncState>
      {dialog && (
        <EnvironmentDialog
          environment={dialog.mode === 'edit' ? dialog.environment : undefined}
          onClose={() => setDialog(undefined)}
        />
      )}
    </div>
  );
}
