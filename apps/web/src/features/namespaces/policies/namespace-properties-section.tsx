// The namespace's key/value properties through the shared editor: a key set with PUT …/properties
// (which keeps the others; NamespacesBase.java:2494-2499), removed with DELETE …/property/{key}.
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PropertiesEditor } from '../../../shared/ui/index.ts';
import type { NamespaceRef } from './namespace-policies.api.ts';
import {
  useNamespaceProperties,
  useRemoveNamespaceProperty,
  useSaveNamespaceProperty,
} from './namespace-labels.queries.ts';

export function NamespacePropertiesSection({
  namespaceRef,
  canWrite,
}: {
  namespaceRef: NamespaceRef;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const properties = useNamespaceProperties(namespaceRef, true);
  const save = useSaveNamespaceProperty(namespaceRef);
  const remove = useRemoveNamespaceProperty(namespaceRef);
  const name = `${namespaceRef.tenant}/${namespaceRef.namespace}`;
  return (
    <Card size="small">
      <Typography.Paragraph type="secondary">{t('properties.namespace.help')}</Typography.Paragraph>
      <PropertiesEditor
        resource={name}
        label={t('properties.namespace.table', { namespace: name })}
        properties={properties}
        canWrite={canWrite}
        save={(key, value) => save.mutateAsync({ key, value })}
        remove={(key) => remove.mutateAsync(key)}
      />
    </Card>
  );
}
