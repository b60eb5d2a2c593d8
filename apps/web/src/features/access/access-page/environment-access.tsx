import { CrownOutlined, StopOutlined } from '@ant-design/icons';
import { EVERY_ENVIRONMENT } from '@beacon/contracts';
import { Card, Empty, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/ui/index.ts';
import { routes } from '../../../shared/routes/route-table.ts';
import type { AccessPath, EffectiveAccess } from '../access.api.ts';
import styles from './access-page.module.css';

type EnvironmentAccess = EffectiveAccess['environments'][number];

/** "role in environment", linking to the role on the Roles screen. */
export function BindingLink({ path }: { path: AccessPath }) {
  const { t } = useTranslation();
  const environment = path.environment === EVERY_ENVIRONMENT ? t('access.allEnvironments') : path.environment;
  return (
    <Link to={routes.roles.href({}, { filter: path.roleName })}>
      {t('access.viaBinding', { role: path.roleName, environment })}
    </Link>
  );
}

function EnvironmentCard({ environment }: { environment: EnvironmentAccess }) {
  const { t } = useTranslation();
  let body;
  if (environment.super) {
    body = (
      <Space orientation="vertical" size={4}>
        <Tag color="blue" icon={<CrownOutlined aria-hidden />}>
          {t('access.superUser')}
        </Tag>
        <Typography.Text type="secondary">
          {t('access.superVia', { role: environment.super.roleName })}
        </Typography.Text>
      </Space>
    );
  } else if (environment.tenants.length === 0) {
    body = (
      <Typography.Text type="secondary">
        <StopOutlined aria-hidden /> {t('access.noAccess')}
      </Typography.Text>
    );
  } else {
    body = (
      <>
        <Typography.Paragraph className={styles.summary}>
          {t('access.tenantAdmin', { count: environment.tenants.length })}
        </Typography.Paragraph>
        <table className={styles.tenants}>
          <thead>
            <tr>
              <th scope="col">{t('access.columns.tenant')}</th>
              <th scope="col">{t('access.columns.via')}</th>
              <th scope="col">{t('access.columns.messages')}</th>
            </tr>
          </thead>
          <tbody>
            {environment.tenants.map(({ tenant, via, messages }) => (
              <tr key={tenant}>
                <td>{tenant}</td>
                <td>
                  <ul className={styles.via}>
                    {via.map((path) => (
                      <li key={`${path.roleName}\u0000${path.environment}`}>
                        <BindingLink path={path} />
                      </li>
                    ))}
                  </ul>
                </td>
                <td>
                  {messages.length === 0 ? (
                    <Typography.Text type="secondary">{t('access.noMessageGrants')}</Typography.Text>
                  ) : (
                    messages.map((grant) => <Tag key={grant}>{t(`roles.grants.${grant}`)}</Tag>)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  }
  return (
    <Card
      size="small"
      title={
        <Typography.Title level={3} className={styles.cardTitle}>
          {environment.environment}
        </Typography.Title>
      }
    >
      {body}
    </Card>
  );
}

/** One card per registered environment: super, the tenants administered there and why, or nothing. */
export function EnvironmentAccessList({ access }: { access: EffectiveAccess }) {
  const { t } = useTranslation();
  if (access.environments.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('access.noEnvironments')} />;
  return (
    <div className={styles.cards}>
      {access.environments.map((environment) => (
        <EnvironmentCard key={environment.environment} environment={environment} />
      ))}
    </div>
  );
}
