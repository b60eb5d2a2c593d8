// What is in force on a topic for one policy, and where it comes from (issue 31 item 2): the topic's
// local value, else its global value (a local value wins, PIP-92), else the namespace's, else the
// broker's settings, named with their keys. Below the topic, the value is Pulsar's own `applied`
// read where it has one (the topic's, else the namespace's, else the broker's; it never crosses from
// local to global, decision 0078), and the source is the first level that sets the policy. Every
// read here shares its cache with the editors and the namespace's tab: no call of its own but
// `applied`.
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  readPolicy,
  namespaceLevel,
  usePolicy,
  usePolicyDefaults,
  fieldText,
  optionText,
  type PolicyDescriptor,
  type PolicyForm,
  type PolicyId,
} from '../../namespaces/index.ts';
import type { TopicName } from '../topic-name.ts';
import { brokerKeysOf, type TopicPolicy } from './topic-policy-catalog.ts';
import { topicLevel, topicPolicyKey, topicPolicyTarget } from './topic-policy-levels.ts';

interface InForceProps {
  name: TopicName;
  cluster: string | undefined;
  entry: TopicPolicy;
}

type Resolved =
  | { source: 'local' | 'global' | 'namespace'; form: PolicyForm }
  | { source: 'broker'; form: PolicyForm | undefined };

export function TopicPolicyInForce({ name, cluster, entry }: InForceProps) {
  const { t } = useTranslation();
  const { policy, namespacePolicy } = entry;
  const local = usePolicy(topicLevel(name, cluster, 'local'), policy, true);
  const global = usePolicy(topicLevel(name, cluster, 'global'), policy, entry.global);
  const inNamespace = usePolicy(
    namespaceLevel({ tenant: name.tenant, namespace: name.namespace }),
    namespacePolicy ?? policy,
    namespacePolicy !== undefined,
  );
  const applied = useQuery({
    queryKey: topicPolicyKey(name, 'applied', policy.id),
    queryFn: ({ signal }) =>
      readPolicy(topicPolicyTarget(name, cluster, 'local'), policy, signal, { applied: 'true' }),
    enabled: entry.applied,
    retry: false,
  });
  const brokerKeys = brokerKeysOf(entry);
  const defaults = usePolicyDefaults(brokerKeys !== undefined);

  const reads = [
    local,
    ...(entry.global ? [global] : []),
    ...(namespacePolicy ? [inNamespace] : []),
    ...(entry.applied ? [applied] : []),
  ];
  const failed = reads.find((read) => read.isError);
  if (failed?.error)
    return (
      <Typography.Paragraph>
        {t('topicPolicies.inForce.unknown', { reason: failed.error.message })}
      </Typography.Paragraph>
    );
  if (reads.some((read) => read.isPending))
    return <Typography.Paragraph type="secondary">{t('topicPolicies.inForce.loading')}</Typography.Paragraph>;

  const resolved = resolve({
    local: policy.fromPulsar(local.data),
    global: entry.global ? policy.fromPulsar(global.data) : undefined,
    namespace: namespacePolicy?.fromPulsar(inNamespace.data),
    applied: entry.applied ? policy.fromPulsar(applied.data) : undefined,
  });
  const values = defaults.data?.values;
  return (
    <Typography.Paragraph data-testid={`in-force-${policy.id}`}>
      <Typography.Text strong>{t('topicPolicies.inForce.label')}</Typography.Text>{' '}
      {resolved.form && <>{formText(policy, resolved.form, t)} — </>}
      {resolved.source === 'namespace'
        ? t('topicPolicies.inForce.namespace', { namespace: `${name.tenant}/${name.namespace}` })
        : t(`topicPolicies.inForce.${resolved.source}`)}
      {resolved.source === 'broker' && brokerKeys && values && (
        <>
          {': '}
          {brokerKeys.map((key, index) => (
            <Fragment key={key}>
              {index > 0 && ', '}
              <Typography.Text code>{key}</Typography.Text> ={' '}
              {values[key] === '' ? '""' : (values[key] ?? '—')}
            </Fragment>
          ))}
        </>
      )}
    </Typography.Paragraph>
  );
}

/**
 * The first level that sets the policy. Below the topic, Pulsar's applied answer is the value when
 * there is one: the namespace's or the broker's as Pulsar itself resolves them.
 */
export function resolve(levels: {
  local: PolicyForm | undefined;
  global: PolicyForm | undefined;
  namespace: PolicyForm | undefined;
  applied: PolicyForm | undefined;
}): Resolved {
  if (levels.local) return { source: 'local', form: levels.local };
  if (levels.global) return { source: 'global', form: levels.global };
  if (levels.namespace) return { source: 'namespace', form: levels.applied ?? levels.namespace };
  return { source: 'broker', form: levels.applied };
}

/** "Retention time (minutes) 60, retention size (MB) 1024": each field by its label. */
function formText(policy: PolicyDescriptor<PolicyId>, form: PolicyForm, t: TFunction): string {
  return policy.fields
    .map((field) => {
      const value = form[field.name];
      const text =
        typeof value === 'boolean'
          ? t(value ? 'namespacePolicies.options.enabled' : 'namespacePolicies.options.disabled')
          : Array.isArray(value)
            ? value.join(', ')
            : (field.input === 'choice' || field.input === 'select') && value
              ? t(optionText(value))
              : (value ?? '');
      return policy.fields.length === 1 ? text : `${t(fieldText(policy.id, field.name))} ${text}`;
    })
    .join(', ');
}
