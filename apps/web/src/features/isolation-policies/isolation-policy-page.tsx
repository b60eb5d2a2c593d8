import { Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { DetailPage, isNotFound, pageStyles as styles } from '../../shared/ui/index.ts';
import { ClusterItemHeader } from '../failure-domains/index.ts';
import { routes } from '../../shared/routes/route-table.ts';
import { IsolationPolicyEditor, valuesOf } from './isolation-policy-editor.tsx';
import { useIsolationPolicy } from './isolation-policies.queries.ts';
import { CREATE_FLAG } from './paths.ts';
import { HistoryPanel } from '../history/index.ts';

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

  const policy = useIsolationPolicy(cluster, namespaceIsolation, !creating);
  const header = (
    <ClusterItemHeader
      title={
        creating
          ? t('isolationPolicies.page.newTitle')
          : t('isolationPolicies.page.title', { name: namespaceIsolation })
      }
      cluster={cluster}
    />
  );
  if (creating)
    return (
      <DetailPage
        className={styles.page}
        header={header}
        body={<IsolationPolicyEditor cluster={cluster} />}
      />
    );
  return (
    <DetailPage
      className={styles.page}
      header={header}
      notFound={
        isNotFound(policy.error)
          ? {
              what: t('isolationPolicies.page.what', { name: namespaceIsolation }),
              backTo: routes.cluster.href({ cluster }, { tab: 'isolationPolicies' }),
              backLabel: t('isolationPolicies.page.back'),
            }
          : undefined
      }
      read={{ query: policy, errorTitle: t('isolationPolicies.page.loadFailed') }}
      body={
        policy.data && (
          <>
            <IsolationPolicyEditor
              cluster={cluster}
              existing={{
                name: namespaceIsolation,
                data: policy.data,
                values: valuesOf(namespaceIsolation, policy.data),
              }}
            />
            <Divider />
            <HistoryPanel target={{ kind: 'isolation-policy', name: `${cluster}/${namespaceIsolation}` }} />
          </>
        )
      }
    />
  );
}
