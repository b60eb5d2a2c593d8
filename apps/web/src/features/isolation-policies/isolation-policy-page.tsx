import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { AsyncState } from '../../shared/ui/index.ts';
import styles from '../../shared/ui/page.module.css';
import { routes } from '../../shared/routes/route-table.ts';
import { IsolationPolicyEditor, valuesOf } from './isolation-policy-editor.tsx';
import { useIsolationPolicy } from './isolation-policies.queries.ts';
import { CREATE_FLAG } from './paths.ts';

/**
 * /management/clusters/:cluster/:namespaceIsolation/namespaceIsolationPolicy (inventory 1.16): a
 * policy's regexes and auto-failover limits with a live preview; `?created=true` opens it as the
 * form for a new policy.
 */
export function IsolationPolicyPage() {
  const { t } = useTranslation();
  const { cluster = '', namespaceIsolation = '' } = useParams();
  const [params] = useSearchParams();
  const creating = params.get(CREATE_FLAG) === 'true';

  return (
    <div className={styles.page}>
      <div>
        <Typography.Title level={1} className={styles.title}>
          {creating
            ? t('isolationPolicies.page.newTitle')
            : t('isolationPolicies.page.title', { name: namespaceIsolation })}
        </Typography.Title>
        <Descriptions
          size="small"
          column={1}
          items={[{ key: 'cluster', label: t('isolationPolicies.page.cluster'), children: cluster }]}
        />
      </div>
      {creating ? (
        <IsolationPolicyEditor cluster={cluster} />
      ) : (
        <ExistingPolicy cluster={cluster} name={namespaceIsolation} />
      )}
    </div>
  );
}

function ExistingPolicy({ cluster, name }: { cluster: string; name: string }) {
  const { t } = useTranslation();
  const policy = useIsolationPolicy(cluster, name);
  return (
    <AsyncState
      query={policy}
      errorTitle={t('isolationPolicies.page.loadFailed')}
      notFound={{
        what: t('isolationPolicies.page.what', { name }),
        backTo: routes.cluster.href({ cluster }, { tab: 'isolationPolicies' }),
        backLabel: t('isolationPolicies.page.back'),
      }}
    >
      {(data) => (
        <IsolationPolicyEditor cluster={cluster} existing={{ name, data, values: valuesOf(name, data) }} />
      )}
    </AsyncState>
  );
}
