import { SaveOutlined } from '@ant-design/icons';
import type { NamespaceIsolationData } from '@beacon/pulsar-admin';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Can } from '../../shared/auth/index.ts';
import { FormFailure, useZodRules } from '../../shared/forms/index.ts';
import { DangerZone } from '../../shared/ui/index.ts';
import { toast } from '../../shared/ui/toast-store.ts';
import { clusterTabPath } from '../failure-domains/index.ts';
import { IsolationPreview } from './isolation-preview.tsx';
import {
  isolationPolicySchema,
  type IsolationPolicyValues,
  type RegexListName,
} from './isolation-policy-schema.ts';
import {
  useDeleteIsolationPolicy,
  useIsolationPolicies,
  useSetIsolationPolicy,
} from './isolation-policies.queries.ts';
import { RegexListInput } from './regex-list-input.tsx';
import styles from './isolation-policy-page.module.css';

const NEW_POLICY: IsolationPolicyValues = {
  name: '',
  namespaces: [],
  primary: [],
  secondary: [],
  policyType: 'min_available',
  minLimit: 1,
  usageThreshold: 80,
};

/** A parameter Pulsar keeps as text ("3") as the form's number, when it is one. */
function whole(text: string | undefined): number | null {
  return text !== undefined && /^\d+$/.test(text) ? Number(text) : null;
}

export function valuesOf(name: string, data: NamespaceIsolationData): IsolationPolicyValues {
  const parameters = data.auto_failover_policy.parameters;
  return {
    name,
    namespaces: data.namespaces,
    primary: data.primary,
    secondary: data.secondary ?? [],
    policyType: 'min_available',
    minLimit: whole(parameters.min_limit),
    usageThreshold: whole(parameters.usage_threshold),
  };
}

interface Existing {
  name: string;
  data: NamespaceIsolationData;
  values: IsolationPolicyValues;
}

const NO_DRAFTS = { namespaces: '', primary: '', secondary: '' };

/**
 * The policy form (create or edit) beside its live preview. Create and Update send the whole
 * policy (POST replaces it); fields Pulsar keeps that the form does not show (unload_scope, other
 * parameters) are sent back as they were.
 */
export function IsolationPolicyEditor({ cluster, existing }: { cluster: string; existing?: Existing }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<IsolationPolicyValues>();
  const save = useSetIsolationPolicy(cluster);
  const policies = useIsolationPolicies(cluster);
  const others = existing ? [] : Object.keys(policies.data ?? {});
  const rules = useZodRules(isolationPolicySchema(others, !existing));
  const [drafts, setDrafts] = useState(NO_DRAFTS);
  const initial = existing?.values ?? NEW_POLICY;
  const watched = Form.useWatch([], form) as Partial<IsolationPolicyValues> | undefined;
  const current = { ...initial, ...watched };

  async function submit(values: IsolationPolicyValues) {
    const parameters = {
      ...existing?.data.auto_failover_policy.parameters,
      min_limit: String(values.minLimit),
      usage_threshold: String(values.usageThreshold),
    };
    await save.mutateAsync({
      ...existing?.data,
      name: existing?.name ?? values.name.trim(),
      namespaces: values.namespaces,
      primary: values.primary,
      secondary: values.secondary,
      auto_failover_policy: { policy_type: 'min_available', parameters },
    });
    if (existing) {
      toast.success(t('isolationPolicies.messages.updated'));
    } else {
      toast.success(t('isolationPolicies.messages.created'));
      await navigate(clusterTabPath(cluster, 'isolationPolicies'));
    }
  }

  const regexField = (list: RegexListName) => (
    <Form.Item
      name={list}
      label={t(`isolationPolicies.form.${list}`)}
      extra={t(`isolationPolicies.form.${list}Hint`)}
      rules={rules(list)}
    >
      <RegexListInput
        list={list}
        label={t(`isolationPolicies.form.${list}`)}
        onDraftChange={(draft) => setDrafts((before) => ({ ...before, [list]: draft }))}
      />
    </Form.Item>
  );

  return (
    <>
      <div className={styles.layout}>
        <Form<IsolationPolicyValues>
          form={form}
          layout="vertical"
          name="isolation-policy"
          initialValues={initial}
          onFinish={(values) => void submit(values).catch(() => undefined)}
        >
          {!existing && (
            <Form.Item name="name" label={t('isolationPolicies.form.name')} rules={rules('name')}>
              <Input placeholder={t('isolationPolicies.form.namePlaceholder')} autoFocus />
            </Form.Item>
          )}
          {regexField('namespaces')}
          {regexField('primary')}
          {regexField('secondary')}
          <Form.Item
            name="policyType"
            label={t('isolationPolicies.form.policyType')}
            extra={t('isolationPolicies.form.policyTypeHint')}
          >
            <Select options={[{ value: 'min_available', label: 'min_available' }]} />
          </Form.Item>
          <div className={styles.numbers}>
            <Form.Item
              name="minLimit"
              label={t('isolationPolicies.form.minLimit')}
              extra={t('isolationPolicies.form.minLimitHint')}
              rules={rules('minLimit')}
            >
              <InputNumber precision={0} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item
              name="usageThreshold"
              label={t('isolationPolicies.form.usageThreshold')}
              extra={t('isolationPolicies.form.usageThresholdHint')}
              rules={rules('usageThreshold')}
            >
              <InputNumber precision={0} addonAfter="%" style={{ width: 200 }} />
            </Form.Item>
          </div>
          <Can permission="cluster.write">
            <Button
              type="primary"
              htmlType="submit"
              icon={<SaveOutlined aria-hidden />}
              loading={save.isPending}
            >
              {existing ? t('isolationPolicies.actions.update') : t('isolationPolicies.actions.create')}
            </Button>
          </Can>
          <div aria-live="polite">
            <FormFailure
              title={
                existing ? t('isolationPolicies.page.updateFailed') : t('isolationPolicies.page.createFailed')
              }
              error={save.error ?? undefined}
              style={{ marginTop: 12 }}
            />
          </div>
        </Form>
        <IsolationPreview
          cluster={cluster}
          input={{
            namespaces: current.namespaces ?? [],
            primary: current.primary ?? [],
            secondary: current.secondary ?? [],
            drafts,
            minLimit: current.minLimit ?? null,
          }}
        />
      </div>
      {existing && (
        <Can permission="cluster.write">
          <PolicyDangerZone cluster={cluster} name={existing.name} />
        </Can>
      )}
    </>
  );
}

function PolicyDangerZone({ cluster, name }: { cluster: string; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteIsolationPolicy(cluster);

  async function confirm() {
    await remove.mutateAsync(name);
    toast.success(t('isolationPolicies.messages.deleted'));
    await navigate(clusterTabPath(cluster, 'isolationPolicies'));
  }

  return (
    <DangerZone
      title={t('isolationPolicies.page.dangerZone')}
      actionLabel={t('isolationPolicies.actions.deletePolicy')}
      dialog={{
        title: t('isolationPolicies.deleteDialog.title'),
        description: t('isolationPolicies.deleteDialog.question', { name }),
        confirmLabel: t('isolationPolicies.actions.delete'),
      }}
      onConfirm={confirm}
    />
  );
}
