// A topic's own policies (issue 31 item 1), on the POLICIES tab of a topic and of a partitioned
// topic: every policy of the topic catalogue in the namespace's PolicyEditor, editing either the
// topic's local values or its global ones (the switch, kept in the address as `policyScope`), each
// with the value in force and its source. A partition has no policies of its own: Pulsar keeps them
// on the partitioned topic, so a partition's tab says so and links there.
import { Alert, Flex, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/auth/index.ts';
import { useSearchParam } from '../../../shared/lib/use-search-param.ts';
import { routes, topicParams } from '../../../shared/routes/route-table.ts';
import { ForbiddenPage, Link } from '../../../shared/ui/index.ts';
import { PolicyEditor, type PolicyLevelTexts } from '../../namespaces/index.ts';
import { fullTopicName, parentTopic, type TopicName } from '../topic-name.ts';
import { TOPIC_POLICY_CATALOG } from './topic-policy-catalog.ts';
import { TopicPolicyInForce } from './topic-policy-in-force.tsx';
import { topicLevel, type TopicPolicyScope } from './topic-policy-levels.ts';

export const POLICY_SCOPE_PARAM = 'policyScope';

const TOPIC_TEXTS: PolicyLevelTexts = {
  saved: 'topicPolicies.saved',
  set: 'topicPolicies.source.set',
  inherited: 'topicPolicies.source.inherited',
  clearConfirm: 'topicPolicies.clearConfirm',
  cleared: 'topicPolicies.cleared',
};

export function TopicPoliciesSection({ name, cluster }: { name: TopicName; cluster: string | undefined }) {
  const { t } = useTranslation();
  const canRead = useCan('topic.read', name.tenant);
  const canWrite = useCan('topic.policy.write', name.tenant);
  const [scopeParam, setScopeParam] = useSearchParam(POLICY_SCOPE_PARAM);
  // Switched at once, the address following: a navigation renders in a transition, and editors of
  // the level left behind must not stay on screen to take a value meant for the other one.
  const [scope, setScope] = useState<TopicPolicyScope>(scopeParam === 'global' ? 'global' : 'local');
  const choose = (next: TopicPolicyScope) => {
    setScope(next);
    setScopeParam(next === 'global' ? 'global' : '');
  };
  const parent = parentTopic(name);

  return (
    <section aria-labelledby="topic-policies-title">
      <Typography.Title level={2} id="topic-policies-title" style={{ fontSize: 18 }}>
        {t('topicPolicies.title')}
      </Typography.Title>
      {parent ? (
        <Alert
          type="info"
          showIcon
          title={
            <Link to={routes.partitionedTopic.href(topicParams(parent), { cluster })}>
              {t('topicPolicies.onPartition', { topic: fullTopicName(parent) })}
            </Link>
          }
        />
      ) : !canRead ? (
        <ForbiddenPage level={2} detail={t('topicPolicies.forbidden', { tenant: name.tenant })} />
      ) : (
        <Flex vertical gap="middle">
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('topicPolicies.explain')}
          </Typography.Paragraph>
          <Flex wrap gap="small" align="center">
            <Typography.Text id="topic-policy-scope">{t('topicPolicies.scope.label')}</Typography.Text>
            <Segmented<TopicPolicyScope>
              aria-labelledby="topic-policy-scope"
              value={scope}
              onChange={choose}
              options={[
                { value: 'local', label: t('topicPolicies.scope.local') },
                { value: 'global', label: t('topicPolicies.scope.global') },
              ]}
            />
          </Flex>
          {!canWrite && <Alert type="info" showIcon title={t('topicPolicies.readOnly')} />}
          {scope === 'global' && <Alert type="info" showIcon title={t('topicPolicies.globalNote')} />}
          {TOPIC_POLICY_CATALOG.filter((entry) => scope === 'local' || entry.global).map((entry) => (
            <PolicyEditor
              // A new editor per level: what was typed for one level is never saved to the other.
              key={`${scope}-${entry.policy.id}`}
              level={topicLevel(name, cluster, scope)}
              policy={entry.policy}
              texts={TOPIC_TEXTS}
              inForce={<TopicPolicyInForce name={name} cluster={cluster} entry={entry} />}
              canWrite={canWrite}
            />
          ))}
        </Flex>
      )}
    </section>
  );
}
