// The one editor every namespace policy uses (architecture guide §5): it reads the policy from
// its own endpoint, says whether the namespace sets it or inherits the broker default, validates
// with the catalogue's schema before anything is sent, saves, keeps what the user typed when
// Pulsar refuses (showing Pulsar's reason), and clears in whichever way Pulsar allows.
import { Alert, Button, Card, Flex, Form, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { comparable, issueMessage, useUnsavedChangesGuard } from '../../../shared/forms/index.ts';
import { ErrorState, ConfirmButton, toast } from '../../../shared/ui/index.ts';
import type { NamespaceRef } from './namespace-policies.api.ts';
import { useClearNamespacePolicy, usePolicy, useSetNamespacePolicy } from './namespace-policies.queries.ts';
import type { CatalogPolicy } from './policy-catalog.ts';
import { PolicyFieldInput } from './policy-field-input.tsx';
import { fieldText, policyText } from './policy-texts.ts';
import type { FormValue, PolicyForm } from './policy-types.ts';

interface PolicyEditorProps {
  namespaceRef: NamespaceRef;
  policy: CatalogPolicy;
  canWrite: boolean;
  /** Choices for the replication-clusters field: the tenant's allowed clusters. */
  clusterOptions?: readonly string[];
}

type Source = 'set' | 'inherited' | 'namespaceOnly';

export function PolicyEditor({ namespaceRef, policy, canWrite, clusterOptions = [] }: PolicyEditorProps) {
  const { t } = useTranslation();
  const query = usePolicy(namespaceRef, policy, true);
  const save = useSetNamespacePolicy(namespaceRef, policy);
  const clear = useClearNamespacePolicy(namespaceRef, policy);
  // What the user typed; null while the form simply shows what Pulsar has.
  const [draft, setDraft] = useState<PolicyForm | null>(null);
  const [errors, setErrors] = useState<Record<string, z.core.$ZodIssue>>({});
  const label = t(policyText(policy.id, 'label'));
  const headingId = `policy-${policy.id}`;
  const loaded = query.isSuccess ? (policy.fromPulsar(query.data) ?? policy.emptyForm) : undefined;
  const guard = useUnsavedChangesGuard(
    draft !== null && loaded !== undefined && comparable(draft) !== comparable(loaded),
  );

  if (query.isPending) {
    return (
      <Card size="small" title={label} aria-busy="true">
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      </Card>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={t('namespacePolicies.loadFailed', { policy: label, reason: query.error.message })}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const current = policy.fromPulsar(query.data);
  const source: Source = policy.clear.kind === 'none' ? 'namespaceOnly' : current ? 'set' : 'inherited';
  const form = draft ?? current ?? policy.emptyForm;
  const busy = save.isPending || clear.isPending;
  const failure = save.error ?? clear.error;

  const change = (name: string, value: FormValue) => {
    setDraft({ ...form, [name]: value });
    setErrors(({ [name]: _dropped, ...rest }) => rest);
    save.reset();
  };

  const submit = () => {
    // Enter in a read-only field while the policy saves must not send it twice.
    if (busy) return;
    const parsed = policy.schema.safeParse(form);
    if (!parsed.success) {
      const found: Record<string, z.core.$ZodIssue> = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? policy.fields[0]?.name);
        found[name] ??= issue;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    clear.reset();
    save.mutate(parsed.data, {
      onSuccess: () => {
        setDraft(null);
        toast.success(t(policyText(policy.id, 'success')));
      },
    });
  };

  // The shared dialog shows Pulsar's refusal in place and stays open; it closes on success.
  const clearToDefault = async () => {
    save.reset();
    await clear.mutateAsync(undefined);
    setDraft(null);
    setErrors({});
    toast.success(t('namespacePolicies.cleared', { policy: label }));
  };

  return (
    <Card
      size="small"
      title={
        <Typography.Title level={3} id={headingId} style={{ fontSize: 16, margin: 0 }}>
          {label}
        </Typography.Title>
      }
      extra={<SourceTag source={source} />}
      role="group"
      aria-labelledby={headingId}
    >
      <Typography.Paragraph type="secondary">{t(policyText(policy.id, 'help'))}</Typography.Paragraph>
      {source === 'inherited' && (
        <Typography.Paragraph>{t('namespacePolicies.inheritedHint')}</Typography.Paragraph>
      )}
      <Form layout="vertical" component="div">
        <Flex wrap gap="small">
          {policy.fields.map((field) => {
            const id = `${policy.id}-${field.name}`;
            const fieldLabel = t(fieldText(policy.id, field.name));
            const error = errors[field.name];
            return (
              <Form.Item
                key={field.name}
                label={fieldLabel}
                htmlFor={id}
                validateStatus={error ? 'error' : undefined}
                help={error ? issueMessage(error, t) : undefined}
                style={{ flex: '1 1 200px', minWidth: 0, marginBottom: 8 }}
              >
                <PolicyFieldInput
                  field={field}
                  id={id}
                  label={fieldLabel}
                  value={form[field.name] ?? ''}
                  invalid={Boolean(error)}
                  disabled={!canWrite}
                  saving={busy}
                  clusterOptions={clusterOptions}
                  onChange={(value) => change(field.name, value)}
                  onSubmit={submit}
                />
              </Form.Item>
            );
          })}
        </Flex>
      </Form>
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('namespacePolicies.saveFailed', { reason: failure.message })}
          style={{ marginBottom: 8 }}
        />
      )}
      {canWrite && (
        <Space wrap>
          <Button type="primary" onClick={submit} loading={save.isPending} disabled={clear.isPending}>
            {t('namespacePolicies.actions.save')}
          </Button>
          {policy.clear.kind !== 'none' && source === 'set' && (
            <ConfirmButton
              label={t('namespacePolicies.actions.clear')}
              buttonProps={{ loading: clear.isPending }}
              disabled={save.isPending}
              title={t('namespacePolicies.actions.clearTitle', { policy: label })}
              description={t('namespacePolicies.actions.clearConfirm', { policy: label })}
              confirmLabel={t('namespacePolicies.actions.clearVerb')}
              onConfirm={clearToDefault}
            />
          )}
        </Space>
      )}
      <ClearNote policy={policy} />
      {guard.prompt}
    </Card>
  );
}

function SourceTag({ source }: { source: Source }) {
  const { t } = useTranslation();
  const color = source === 'set' ? 'blue' : source === 'inherited' ? 'default' : 'purple';
  return <Tag color={color}>{t(`namespacePolicies.source.${source}`)}</Tag>;
}

/** Says plainly when Pulsar offers no DELETE for the policy, and what clearing does instead. */
function ClearNote({ policy }: { policy: CatalogPolicy }) {
  const { t } = useTranslation();
  if (policy.clear.kind === 'delete') return null;
  const clear = policy.clear;
  const text =
    clear.kind === 'none'
      ? t('namespacePolicies.noClear')
      : t(
          clear.newNamespaceValue ? 'namespacePolicies.newNamespaceClear' : 'namespacePolicies.sentinelClear',
          {
            value: JSON.stringify(clear.body),
          },
        );
  return (
    <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
      {text}
    </Typography.Paragraph>
  );
}
