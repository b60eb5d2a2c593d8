import { Alert, Button, Card, Descriptions, Flex, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../shared/forms/index.ts';
import { useCan } from '../../shared/auth/can.tsx';
import { AsyncState, failureReason, toast, useConfirm } from '../../shared/ui/index.ts';
import {
  useAssignResourceGroup,
  useNamespaceResourceGroup,
  useResourceGroups,
  type NamespaceRef,
} from './resource-groups.queries.ts';

interface NamespaceResourceGroupProps {
  namespaceRef: NamespaceRef;
  canWrite: boolean;
}

/**
 * The namespace's resource group on its POLICIES tab: the current one, another chosen from the
 * groups there are (a super user's list; a tenant admin, who may not list them, types the name and
 * Pulsar's 412 says when it does not exist), and Remove, confirmed.
 */
export function NamespaceResourceGroup({ namespaceRef, canWrite }: NamespaceResourceGroupProps) {
  const { t } = useTranslation();
  const current = useNamespaceResourceGroup(namespaceRef);
  const assign = useAssignResourceGroup(namespaceRef);
  const confirm = useConfirm();
  const canList = useCan('resource-group.read');
  const groups = useResourceGroups(canList && canWrite);
  const [chosen, setChosen] = useState('');
  const [missing, setMissing] = useState(false);
  const fullName = `${namespaceRef.tenant}/${namespaceRef.namespace}`;

  async function save() {
    const group = chosen.trim();
    setMissing(group === '');
    if (group === '') return;
    try {
      await assign.mutateAsync(group);
    } catch {
      return; // shown below, the choice kept
    }
    setChosen('');
    toast.success(t('resourceGroups.namespace.saved'));
  }

  function askToRemove(group: string) {
    void confirm({
      danger: true,
      title: t('resourceGroups.namespace.removeTitle'),
      description: t('resourceGroups.namespace.removeQuestion', { group, name: fullName }),
      confirmLabel: t('resourceGroups.namespace.remove'),
      onConfirm: async () => {
        await assign.mutateAsync(null);
        toast.success(t('resourceGroups.namespace.removed'));
      },
    });
  }

  const label = t('resourceGroups.namespace.choose');
  const picker = canList ? (
    <Select
      // An id of its own: a generated one is one constant under test, and the confirmation's title
      // (aria-labelledby) would name this select instead.
      id="namespace-resource-group"
      aria-label={label}
      style={{ minWidth: 220 }}
      showSearch
      placeholder={t('resourceGroups.namespace.choosePlaceholder')}
      loading={groups.isPending}
      value={chosen === '' ? undefined : chosen}
      onChange={(value: string) => setChosen(value)}
      options={(groups.data ?? []).map((group) => ({ value: group.name, label: group.name }))}
    />
  ) : (
    <Input
      id="namespace-resource-group"
      aria-label={label}
      style={{ maxWidth: 260 }}
      placeholder={t('resourceGroups.namespace.typePlaceholder')}
      value={chosen}
      onChange={(event) => setChosen(event.target.value)}
      onPressEnter={() => void save()}
    />
  );

  return (
    <Card size="small">
      <Typography.Paragraph type="secondary">{t('resourceGroups.namespace.help')}</Typography.Paragraph>
      <AsyncState query={current} errorTitle={t('resourceGroups.namespace.loadFailed')}>
        {(group) => (
          <Flex vertical gap="middle">
            <Descriptions
              size="small"
              column={1}
              items={[
                {
                  key: 'current',
                  label: t('resourceGroups.namespace.current'),
                  children: group ?? (
                    <Typography.Text type="secondary">{t('resourceGroups.namespace.none')}</Typography.Text>
                  ),
                },
              ]}
            />
            {canWrite && (
              <Form layout="inline" onFinish={() => void save()}>
                <Form.Item
                  label={label}
                  validateStatus={missing ? 'error' : undefined}
                  help={missing ? t('resourceGroups.namespace.required') : undefined}
                >
                  {picker}
                </Form.Item>
                <Form.Item>
                  <Button type="primary" htmlType="submit" loading={assign.isPending}>
                    {t('resourceGroups.namespace.set')}
                  </Button>
                </Form.Item>
                {group !== null && (
                  <Form.Item>
                    <Button
                      danger
                      aria-label={t('resourceGroups.namespace.removeNamed', { name: fullName })}
                      onClick={() => askToRemove(group)}
                    >
                      {t('resourceGroups.namespace.remove')}
                    </Button>
                  </Form.Item>
                )}
              </Form>
            )}
            {canList && groups.isError && (
              <Alert
                type="warning"
                showIcon
                title={t('resourceGroups.namespace.groupsUnavailable', {
                  reason: failureReason(groups.error),
                })}
              />
            )}
            <div aria-live="polite">
              <FormFailure
                title={t('resourceGroups.namespace.setFailed')}
                error={assign.error ?? undefined}
              />
            </div>
          </Flex>
        )}
      </AsyncState>
    </Card>
  );
}
