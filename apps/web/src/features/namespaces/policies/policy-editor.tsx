// The one editor every namespace and topic policy uses (architecture guide §5): it reads the policy
// from its own endpoint at one level (a namespace, or a topic's local or global values), says whether
// that level sets it or inherits (and, then, what is in force and where it comes from), validates
// with the catalogue's schema before anything is sent, saves, keeps what the user typed when
// Pulsar refuses (showing Pulsar's reason), and clears in whichever way Pulsar allows.
import { Alert, Button, Card, Flex, Form, Skeleton, Space, Tag, Typography } from 'antd';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { comparable, issueMessage, useUnsavedChangesGuard } from '../../../shared/forms/index.ts';
import { ErrorState, ConfirmButton, toast } from '../../../shared/ui/index.ts';
import {
  type PolicyLevel,
  useClearPolicy,
  usePolicy,
  usePolicyDefaults,
  useSetPolicy,
} from './namespace-policies.queries.ts';
import type { PolicyId } from './policy-catalog.ts';
import { PolicyFieldInput } from './policy-field-input.tsx';
import { PolicyReference } from './policy-reference.tsx';
import { fieldText, policyText } from './policy-texts.ts';
import type { FormValue, PolicyDescriptor, PolicyForm } from './policy-types.ts';
import type { TranslationKey } from '../../../shared/i18n/en/index.ts';

/** The words that name the level being edited; a namespace's by default. */
export interface PolicyLevelTexts {
  /** Said when a value is saved; a namespace's policies each have their own sentence. */
  saved?: TranslationKey;
  set: TranslationKey;
  inherited: TranslationKey;
  clearConfirm: TranslationKey;
  cleared: TranslationKey;
}

const NAMESPACE_TEXTS: PolicyLevelTexts = {
  set: 'namespacePolicies.source.set',
  inherited: 'namespacePolicies.source.inherited',
  clearConfirm: 'namespacePolicies.actions.clearConfirm',
  cleared: 'namespacePolicies.cleared',
};

interface PolicyEditorProps {
  level: PolicyLevel;
  policy: PolicyDescriptor<PolicyId>;
  texts?: PolicyLevelTexts;
  /**
   * What is in force and where it comes from, shown whatever this level holds (a topic's editor:
   * its other level, the namespace or the broker). Without it, the broker settings show while the
   * level inherits.
   */
  inForce?: ReactNode;
  canWrite: boolean;
  /** Why the form is read-only when the rest of the level is not (a write Pulsar keeps for super users). */
  readOnlyReason?: string;
  /** Choices for the replication-clusters field: the tenant's allowed clusters. */
  clusterOptions?: readonly string[];
}

type Source = 'set' | 'inherited' | 'namespaceOnly';

export function PolicyEditor({
  level,
  policy,
  texts = NAMESPACE_TEXTS,
  inForce,
  canWrite,
  readOnlyReason,
  clusterOptions = [],
}: PolicyEditorProps) {
  const { t } = useTranslation();
  const query = usePolicy(level, policy, true);
  const save = useSetPolicy(level, policy);
  const clear = useClearPolicy(level, policy);
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
        toast.success(texts.saved ? t(texts.saved, { policy: label }) : t(policyText(policy.id, 'success')));
      },
    });
  };

  // The shared dialog shows Pulsar's refusal in place and stays open; it closes on success.
  const clearToDefault = async () => {
    save.reset();
    await clear.mutateAsync(undefined);
    setDraft(null);
    setErrors({});
    toast.success(t(texts.cleared, { policy: label }));
  };

  return (
    <Card
      size="small"
      title={
        <Typography.Title level={3} id={headingId} style={{ fontSize: 16, margin: 0 }}>
          {label}
        </Typography.Title>
      }
      extra={<SourceTag source={source} texts={texts} />}
      role="group"
      aria-labelledby={headingId}
    >
      <Typography.Paragraph type="secondary">{t(policyText(policy.id, 'help'))}</Typography.Paragraph>
      <PolicyReference policy={policy} />
      {inForce ?? (source === 'inherited' && <InheritedValue policy={policy} />)}
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
              description={t(texts.clearConfirm, { policy: label })}
              confirmLabel={t('namespacePolicies.actions.clearVerb')}
              onConfirm={clearToDefault}
            />
          )}
        </Space>
      )}
      {readOnlyReason && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {readOnlyReason}
        </Typography.Paragraph>
      )}
      <ClearNote policy={policy} />
      {guard.prompt}
    </Card>
  );
}

/**
 * While the namespace leaves the policy unset: the broker settings in force, by name and value, so
 * an operator sees what applies and which key of broker.conf to change (the plain hint when the
 * broker's values cannot be read, or the policy has none).
 */
function InheritedValue({ policy }: { policy: PolicyDescriptor<PolicyId> }) {
  const { t } = useTranslation();
  const keys = policy.brokerKeys;
  const defaults = usePolicyDefaults(keys !== undefined);
  const values = defaults.data?.values;
  if (!keys || !values)
    return <Typography.Paragraph>{t('namespacePolicies.inheritedHint')}</Typography.Paragraph>;
  return (
    <Typography.Paragraph>
      {t('namespacePolicies.inheritedFrom')}{' '}
      {keys.map((key, index) => (
        <Fragment key={key}>
          {index > 0 && ', '}
          <Typography.Text code>{key}</Typography.Text> = {values[key] === '' ? '""' : (values[key] ?? '—')}
        </Fragment>
      ))}
    </Typography.Paragraph>
  );
}

function SourceTag({ source, texts }: { source: Source; texts: PolicyLevelTexts }) {
  const { t } = useTranslation();
  const color = source === 'set' ? 'blue' : source === 'inherited' ? 'default' : 'purple';
  const text = source === 'namespaceOnly' ? 'namespacePolicies.source.namespaceOnly' : texts[source];
  return <Tag color={color}>{t(text)}</Tag>;
}

/** Says plainly when Pulsar offers no DELETE for the policy, and what clearing does instead. */
function ClearNote({ policy }: { policy: PolicyDescriptor<PolicyId> }) {
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
