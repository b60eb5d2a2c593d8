import { SaveOutlined } from '@ant-design/icons';
import type { NamespaceIsolationData } from '@beacon/pulsar-admin';
import { Button, Form, Input, InputNumber, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, DangerZone, toast, useConfirm } from '../../shared/ui/index.ts';
import { Can } from '../../shared/auth/index.ts';
import { FormFailure, useZodRules } from '../../shared/forms/index.ts';
import { routes } from '../../shared/routes/route-table.ts';
import { useAllNamespaces } from './all-namespaces.queries.ts';
import { useClusterNamespaces } from './cluster-namespaces.ts';
import { IsolationPreview } from './isolation-preview.tsx';
import { matchingNames } from './java-regex.ts';
import { namespacesUnloaded, type UnloadScope } from './unload-on-save.ts';
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
  unloadScope: 'changed',
};

const UNLOAD_SCOPES: UnloadScope[] = ['changed', 'all_matching', 'none'];

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
    unloadScope: scopeOf(data),
  };
}

/** The policy's stored unload_scope; none stored acts as `changed` (ClustersBase.java:818-824). */
function scopeOf(data: NamespaceIsolationData): UnloadScope {
  const stored = (data as { unload_scope?: unknown }).unload_scope;
  return UNLOAD_SCOPES.includes(stored as UnloadScope) ? (stored as UnloadScope) : 'changed';
}

interface Existing {
  name: string;
  data: NamespaceIsolationData;
  values: IsolationPolicyValues;
}

const NO_DRAFTS = { namespaces: '', primary: '', secondary: '' };

/**
 * The policy form (create or edit) beside its live preview. Create and Update send the whole
 * policy (POST replaces it); fields Pulsar keeps that the form does not show (other parameters) are
 * sent back as they were. Saving unloads the cluster's namespaces the policy moves, as its
 * unload_scope says (ClustersBase#filterAndUnloadMatchedNamespaceAsync, audit D16): the form offers
 * the scope and, when a save would unload any namespace, names them and asks before saving.
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
  const confirm = useConfirm();

  // What a save would unload: the cluster's namespaces that the new or the old regexes match.
  const allNamespaces = useAllNamespaces();
  const old = existing ? { namespaces: existing.data.namespaces, primary: existing.data.primary } : undefined;
  const candidates = matchingNames(
    [...(current.namespaces ?? []), ...(old?.namespaces ?? [])],
    allNamespaces.data ?? [],
  );
  const ofCluster = useClusterNamespaces(cluster, candidates);
  const unloadedBy = (values: IsolationPolicyValues) =>
    namespacesUnloaded(
      { namespaces: values.namespaces, primary: values.primary },
      old,
      values.unloadScope,
      ofCluster.local ?? candidates,
    );

  function finish(values: IsolationPolicyValues) {
    const unloaded = unloadedBy(values);
    if (unloaded.length === 0) return void submit(values).catch(() => undefined);
    // A save that unloads namespaces names them first.
    void confirm({
      title: t('isolationPolicies.saveDialog.title'),
      description: t('isolationPolicies.saveDialog.question', { count: unloaded.length, cluster }),
      confirmLabel: t('isolationPolicies.saveDialog.confirm'),
      onConfirm: () => submit(values),
      children: (
        <Space size={[4, 4]} wrap>
          {unloaded.map((name) => (
            <Tag key={name}>{name}</Tag>
          ))}
        </Space>
      ),
    });
  }

  async function submit(values: IsolationPolicyValues) {
    const parameters = {
      ...existing?.data.auto_failover_policy.parameters,
      min_limit: String(values.minLimit),
      usage_threshold: String(values.usageThreshold),
    };
    const { unload_scope: _stored, ...kept } = (existing?.data ?? {}) as NamespaceIsolationData & {
      unload_scope?: unknown;
    };
    // Pulsar's default (none stored) is sent as nothing, so a policy keeps its data as it was.
    const scope =
      values.unloadScope === 'changed' && _stored === undefined ? {} : { unload_scope: values.unloadScope };
    await save.mutateAsync({
      ...kept,
      name: existing?.name ?? values.name.trim(),
      namespaces: values.namespaces,
      primary: values.primary,
      secondary: values.secondary,
      auto_failover_policy: { policy_type: 'min_available', parameters },
      ...scope,
    });
    if (existing) {
      toast.success(t('isolationPolicies.messages.updated'));
    } else {
      toast.success(t('isolationPolicies.messages.created'));
      await navigate(routes.cluster.href({ cluster }, { tab: 'isolationPolicies' }));
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
          onFinish={finish}
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
          <Form.Item
            name="unloadScope"
            label={t('isolationPolicies.form.unloadScope')}
            extra={t('isolationPolicies.form.unloadScopeHint')}
          >
            <Select
              aria-label={t('isolationPolicies.form.unloadScope')}
              options={UNLOAD_SCOPES.map((scope) => ({
                value: scope,
                label: t(`isolationPolicies.form.unloadScopes.${scope}`),
              }))}
            />
          </Form.Item>
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
    await navigate(routes.cluster.href({ cluster }, { tab: 'isolationPolicies' }));
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
