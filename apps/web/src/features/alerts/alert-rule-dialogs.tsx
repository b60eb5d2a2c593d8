// New and Edit alert rule: the rule's fields (alert-rule-form.tsx) in the shared CreateDialog. An
// edited rule's webhooks keep their secrets (never shown back) unless a new one is typed.
import type { AlertRule } from '@beacon/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CreateDialog } from '../../shared/forms/index.ts';
import { NEW_RULE, RuleFields, ruleInputOf, type RuleValues } from './alert-rule-form.tsx';
import { useCreateAlertRule, useUpdateAlertRule } from './alerts.queries.ts';

const NO_SECRETS: ReadonlySet<string> = new Set();

export function NewAlertRuleDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RuleValues>();
  const create = useCreateAlertRule();
  return (
    <CreateDialog
      title={t('alertRules.createDialog.title')}
      okText={t('alertRules.createDialog.ok')}
      name="new-alert-rule"
      form={form}
      initialValues={NEW_RULE}
      create={{ ...create, mutateAsync: (values: RuleValues) => create.mutateAsync(ruleInputOf(values)) }}
      createdText={t('alertRules.createDialog.created')}
      failed={t('alertRules.createDialog.failed')}
      onClose={onClose}
    >
      <RuleFields keptSecrets={NO_SECRETS} />
    </CreateDialog>
  );
}

function valuesOf(rule: AlertRule): RuleValues {
  return {
    name: rule.name,
    environment: rule.environment,
    enabled: rule.enabled,
    kind: rule.kind,
    tenant: rule.scope.tenant ?? '',
    namespace: rule.scope.namespace ?? '',
    topicPattern: rule.scope.topicPattern ?? '',
    patternSyntax: rule.scope.patternSyntax,
    subscriptionPattern: rule.subscriptionPattern ?? '',
    threshold: rule.threshold,
    durationSeconds: rule.durationSeconds,
    destinations: rule.destinations.map(({ url, format }) => ({ url, format, secret: '' })),
  };
}

export function EditAlertRuleDialog({ rule, onClose }: { rule: AlertRule; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RuleValues>();
  const update = useUpdateAlertRule();
  const kept = new Set(rule.destinations.filter((entry) => entry.hasSecret).map((entry) => entry.url));
  return (
    <CreateDialog
      title={t('alertRules.editDialog.title')}
      okText={t('alertRules.editDialog.ok')}
      name="edit-alert-rule"
      form={form}
      initialValues={valuesOf(rule)}
      create={{
        ...update,
        mutateAsync: (values: RuleValues) => update.mutateAsync({ ...ruleInputOf(values), id: rule.id }),
      }}
      createdText={t('alertRules.editDialog.updated')}
      failed={t('alertRules.editDialog.failed')}
      onClose={onClose}
    >
      <RuleFields keptSecrets={kept} />
    </CreateDialog>
  );
}
