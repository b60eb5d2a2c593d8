// The POLICIES tab of a namespace (spec 3; inventory §1.9): every policy of the catalogue, grouped
// in sections, plus the role permissions. Users the server would refuse see a forbidden state
// instead of a wall of failed calls; users who may read but not write get every editor read-only.
import { Alert, Flex, Typography } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ForbiddenPage } from '../../../shared/ui/index.ts';
import { useCan } from '../../../shared/auth/can.tsx';
import type { NamespaceRef } from './namespace-policies.api.ts';
import { useAllowedClusters } from './namespace-policies.queries.ts';
import { NamespaceDangerZone } from './namespace-danger-zone.tsx';
import { PermissionsSection } from './permissions-section.tsx';
import { POLICY_CATALOG, POLICY_GROUPS } from './policy-catalog.ts';
import { PolicyEditor } from './policy-editor.tsx';

export function NamespacePoliciesTab({ tenant, namespace }: { tenant: string; namespace: string }) {
  const { t } = useTranslation();
  const canRead = useCan('namespace.read', tenant);
  const canWritePolicies = useCan('namespace.policy.write', tenant);
  const canWritePermissions = useCan('namespace.permission.write', tenant);
  const allowedClusters = useAllowedClusters(tenant, canRead);
  const namespaceRef: NamespaceRef = { tenant, namespace };

  if (!canRead) {
    return <ForbiddenPage level={2} detail={t('namespacePolicies.forbidden', { tenant })} />;
  }

  return (
    <Flex vertical gap="large">
      {!canWritePolicies && <Alert type="info" showIcon title={t('namespacePolicies.readOnly')} />}
      {allowedClusters.isError && (
        <Alert
          type="warning"
          showIcon
          title={t('namespacePolicies.clustersUnavailable', { reason: allowedClusters.error.message })}
        />
      )}
      {POLICY_GROUPS.map((group) => (
        <Fragment key={group}>
          <section aria-labelledby={`policy-group-${group}`}>
            <Typography.Title level={2} id={`policy-group-${group}`} style={{ fontSize: 18 }}>
              {t(`namespacePolicies.groups.${group}`)}
            </Typography.Title>
            <Flex vertical gap="middle">
              {POLICY_CATALOG.filter((policy) => policy.group === group).map((policy) => (
                <PolicyEditor
                  key={policy.id}
                  namespaceRef={namespaceRef}
                  policy={policy}
                  canWrite={canWritePolicies}
                  clusterOptions={allowedClusters.data ?? []}
                />
              ))}
            </Flex>
          </section>
          {/* Permissions are a list of roles, not one value: their own section, after the clusters. */}
          {group === 'clusters' && (
            <section aria-labelledby="policy-group-authorization">
              <Typography.Title level={2} id="policy-group-authorization" style={{ fontSize: 18 }}>
                {t('namespacePolicies.groups.authorization')}
              </Typography.Title>
              <PermissionsSection namespaceRef={namespaceRef} canWrite={canWritePermissions} />
            </section>
          )}
        </Fragment>
      ))}
      <NamespaceDangerZone tenant={tenant} namespace={namespace} />
    </Flex>
  );
}
