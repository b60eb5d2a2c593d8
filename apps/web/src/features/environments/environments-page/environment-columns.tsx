import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../../../shared/auth/index.ts';
import { ResourceValue, type ResourceColumn } from '../../../shared/ui/index.ts';
import { currentEnvironmentName, openEnvironment } from '../current-environment.ts';
import type { EnvironmentSummary } from '../environments.api.ts';
import { EnvironmentStatusView } from './environment-status.tsx';
import styles from './environments-page.module.css';

/** The environments list's columns; the row actions come from ResourceList (environments-page.tsx). */
export function useEnvironmentColumns(): ResourceColumn<EnvironmentSummary>[] {
  const { t } = useTranslation();
  const current = currentEnvironmentName();
  return [
    {
      key: 'name',
      title: t('environments.columns.name'),
      // The name selects the environment.
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
        environment.hasToken || environment.hasTls || environment.oauth2 ? (
          <Space size={4} wrap>
            {environment.oauth2 && (
              <Tooltip
                title={t('environments.oauth2Configured', {
                  clientId: environment.oauth2.clientId,
                  issuer: environment.oauth2.issuerUrl,
                })}
              >
                <Tag
                  aria-label={t('environments.oauth2Configured', {
                    clientId: environment.oauth2.clientId,
                    issuer: environment.oauth2.issuerUrl,
                  })}
                >
                  {t('environments.oauth2Set')}
                </Tag>
              </Tooltip>
            )}
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
  ];
}
