// Client-role permissions on the namespace (spec 6: actions consume, produce, functions) through the
// shared editor: actions saved as soon as they change (POST .../permissions/{role} with the full
// list), a role added with or without actions, and revoking confirmed first — Pulsar Manager
// revoked on one click.
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PermissionsEditor } from '../../../shared/ui/index.ts';
import type { AuthAction, NamespaceRef } from './namespace-policies.api.ts';
import {
  useGrantPermission,
  useNamespacePermissions,
  useRevokePermission,
} from './namespace-policies.queries.ts';

const ACTIONS = ['consume', 'produce', 'functions'] as const satisfies readonly AuthAction[];

interface PermissionsSectionProps {
  namespaceRef: NamespaceRef;
  canWrite: boolean;
}

export function PermissionsSection({ namespaceRef, canWrite }: PermissionsSectionProps) {
  const { t } = useTranslation();
  const permissions = useNamespacePermissions(namespaceRef, true);
  const grant = useGrantPermission(namespaceRef);
  const revoke = useRevokePermission(namespaceRef);
  const name = `${namespaceRef.tenant}/${namespaceRef.namespace}`;

  return (
    <Card size="small">
      <Typography.Paragraph type="secondary">{t('namespacePolicies.permissions.help')}</Typography.Paragraph>
      <PermissionsEditor
        resource={name}
        label={t('namespacePolicies.groups.authorization')}
        emptyText={t('namespacePolicies.permissions.empty')}
        offered={ACTIONS}
        permissions={permissions}
        canWrite={canWrite}
        grant={(role, actions) => grant.mutateAsync({ role, actions: actions as AuthAction[] })}
        revoke={(role) => revoke.mutateAsync(role)}
        said={{
          granted: () => t('namespacePolicies.permissions.added'),
          updated: () => t('namespacePolicies.permissions.updated'),
          revoked: () => t('namespacePolicies.permissions.revoked'),
        }}
      />
    </Card>
  );
}
