import { WarningOutlined } from '@ant-design/icons';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Link, AsyncState, pageStyles } from '../../../shared/ui/index.ts';
import { useEffectiveAccess } from '../access.queries.ts';
import { BindingLink, EnvironmentAccessList } from './environment-access.tsx';
import { TenantActions } from './tenant-actions.tsx';
import { ViewAs } from './view-as.tsx';
import styles from './access-page.module.css';
import { routes } from '../../../shared/routes/route-table.ts';

/**
 * /users/:user/access (super only; issue 15 item 3): for each registered environment what the user
 * reaches and through which binding, the actions a tenant admin holds, bindings to environments
 * that are gone, and "view as": the menu the user would see.
 */
export function AccessPage() {
  const { t } = useTranslation();
  const userName = useParams().user ?? '';
  const access = useEffectiveAccess(userName);

  return (
    <div className={pageStyles.page}>
      <AsyncState
        query={access}
        errorTitle={t('access.loadFailed')}
        forbiddenTitle={t('access.forbidden')}
        notFound={{
          what: t('access.notFound', { name: userName }),
          backTo: routes.users.href({}),
          backLabel: t('access.backToUsers'),
        }}
      >
        {(answer) => (
          <>
            <div className={pageStyles.header}>
              <div>
                <Typography.Title level={1} className={pageStyles.title}>
                  {t('access.title', { name: answer.userName })}
                </Typography.Title>
                <Typography.Paragraph type="secondary" className={pageStyles.intro}>
                  {t('access.intro', { name: answer.userName })}
                </Typography.Paragraph>
              </div>
              <Link to={routes.users.href({})}>{t('access.backToUsers')}</Link>
            </div>
            {answer.unmatchedBindings.length > 0 && (
              <Alert
                type="warning"
                showIcon
                icon={<WarningOutlined aria-hidden />}
                title={t('access.unmatched.title')}
                description={
                  <>
                    <Typography.Paragraph>{t('access.unmatched.description')}</Typography.Paragraph>
                    <ul className={styles.via}>
                      {answer.unmatchedBindings.map((path) => (
                        <li key={`${path.roleName}\u0000${path.environment}`}>
                          <BindingLink path={path} />
                        </li>
                      ))}
                    </ul>
                  </>
                }
              />
            )}
            <section aria-labelledby="access-environments" className={styles.section}>
              <Typography.Title level={2} id="access-environments" className={styles.sectionTitle}>
                {t('access.environments')}
              </Typography.Title>
              <EnvironmentAccessList access={answer} />
            </section>
            <section aria-labelledby="access-actions" className={styles.section}>
              <Typography.Title level={2} id="access-actions" className={styles.sectionTitle}>
                {t('access.actions.title')}
              </Typography.Title>
              <TenantActions access={answer} />
            </section>
            <section aria-labelledby="access-view-as" className={styles.section}>
              <Typography.Title level={2} id="access-view-as" className={styles.sectionTitle}>
                {t('access.viewAs.title', { name: answer.userName })}
              </Typography.Title>
              <Typography.Paragraph type="secondary">
                {t('access.viewAs.intro', { name: answer.userName })}
              </Typography.Paragraph>
              <ViewAs access={answer} />
            </section>
          </>
        )}
      </AsyncState>
    </div>
  );
}
