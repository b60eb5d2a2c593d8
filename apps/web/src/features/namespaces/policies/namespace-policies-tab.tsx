// The POLICIES tab of a namespace (spec 3; inventory §1.9): every policy of the catalogue, grouped
// in sections, plus the role permissions. Users the server would refuse see a forbidden state
// instead of a wall of failed calls; users who may read but not write get every editor read-only.
import { Alert, Card, Flex, Typography } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ForbiddenPage } from '../../../shared/ui/index.ts';
import { useCan } from '../../../shared/auth/can.tsx';
import type { NamespaceRef } from './namespace-policies.api.ts';
import { namespaceLevel, useAllowedClusters } from './namespace-policies.queries.ts';
import { NamespaceDangerZone } from './namespace-danger-zone.tsx';
import { NamespacePropertiesSection } from './namespace-properties-section.tsx';
import { PermissionsSection } from './permissions-section.tsx';
import { POLICY_CATALOG, POLICY_GROUPS, type CatalogPolicy } from './policy-catalog.ts';
import { SubscriptionPermissionsSection } from './subscription-permissions-section.tsx';
import { PolicyEditor } from './policy-editor.tsx';
import { policyText } from './policy-texts.ts';
import { NamespaceResourceGroup } from '../../resource-groups/index.ts';

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
                <NamespacePolicyEditor
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
              <Typography.Title level={3} id="policy-group-subscription-permissions" style={{ fontSize: 16 }}>
                {t('properties.subscriptionPermissions.title')}
              </Typography.Title>
              <SubscriptionPermissionsSection namespaceRef={namespaceRef} canWrite={canWritePermissions} />
            </section>
          )}
        </Fragment>
      ))}
      {/* The group is named in the path and chosen from a list Pulsar keeps: not a descriptor. */}
      <section aria-labelledby="policy-group-resource-group">
        <Typography.Title level={2} id="policy-group-resource-group" style={{ fontSize: 18 }}>
          {t('resourceGroups.namespace.title')}
        </Typography.Title>
        <NamespaceResourceGroup namespaceRef={namespaceRef} canWrite={canWritePolicies} />
      </section>
      {/* Labels, not policies: Pulsar does not act on them (issue 31 item 5). */}
      <section aria-labelledby="policy-group-properties">
        <Typography.Title level={2} id="policy-group-properties" style={{ fontSize: 18 }}>
          {t('properties.namespace.title')}
        </Typography.Title>
        <NamespacePropertiesSection namespaceRef={namespaceRef} canWrite={canWritePolicies} />
      </section>
      <NamespaceDangerZone tenant={tenant} namespace={namespace} />
    </Flex>
  );
}

/** One policy's editor, read-only where its write needs more than the tab's permission (writePermission). */
function NamespacePolicyEditor({
  namespaceRef,
  policy,
  canWrite,
  clusterOptions,
}: {
  namespaceRef: NamespaceRef;
  policy: CatalogPolicy;
  canWrite: boolean;
  clusterOptions: readonly string[];
}) {
  const mayWriteThisOne = useCan(policy.writePermission ?? 'namespace.policy.write', namespaceRef.tenant);
  const mayReadThisOne = useCan(policy.readPermission ?? 'namespace.read', namespaceRef.tenant);
  const { t } = useTranslation();
  if (!mayReadThisOne) return <SuperUserPolicy policy={policy} />;
  return (
    <PolicyEditor
      level={namespaceLevel(namespaceRef)}
      policy={policy}
      canWrite={canWrite && mayWriteThisOne}
      // Pulsar keeps this write for super users (delayed delivery): say so beside the read-only form.
      {...(canWrite && !mayWriteThisOne ? { readOnlyReason: t('namespacePolicies.superUserWrite') } : {})}
      clusterOptions={clusterOptions}
    />
  );
}

/** A policy Pulsar shows to super users only: named, with the reason, and no value to read. */
function SuperUserPolicy({ policy }: { policy: CatalogPolicy }) {
  const { t } = useTranslation();
  const headingId = `policy-${policy.id}`;
  return (
    <Card
      size="small"
      role="group"
      aria-labelledby={headingId}
      title={
        <Typography.Title level={3} id={headingId} style={{ fontSize: 16, margin: 0 }}>
          {t(policyText(policy.id, 'label'))}
        </Typography.Title>
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('namespacePolicies.superUserOnly')}
      </Typography.Paragraph>
    </Card>
  );
}
