import { Card, Checkbox, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, toast, ConfirmButton } from '../../../shared/ui/index.ts';
import { useCan } from '../../../shared/auth/index.ts';
import { routes } from '../../../shared/routes/route-table.ts';
import { fullTopicName } from '../topic-name.ts';
import { deleteTopic, type TopicTarget } from '../topic-operations.api.ts';
import { useForgetDeletedTopic, useTopicMutation } from '../topics.queries.ts';
import { TopicPoliciesSection } from '../topic-policies/topic-policies-section.tsx';
import { TopicProperties } from '../topic-properties.tsx';
import { PermissionsSection } from './permissions-section.tsx';
import styles from './topic-page.module.css';

/** POLICIES: who may use the topic, its own policies, and deleting it. */
export function PoliciesTab({ target }: { target: TopicTarget }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayDelete = useCan('topic.delete', target.name.tenant);
  const [force, setForce] = useState(false);
  const remove = useTopicMutation(target, (withForce: boolean) => deleteTopic(target, withForce), {
    deletes: true,
  });
  const topicDeleted = useForgetDeletedTopic(target);

  return (
    <div className={styles.section}>
      <PermissionsSection target={target} />
      <TopicProperties name={target.name} cluster={target.cluster} />
      <TopicPoliciesSection name={target.name} cluster={target.cluster} />
      <Card
        size="small"
        title={<span className={styles.sectionTitle}>{t('topics.policies.dangerZone')}</span>}
      >
        <div className={styles.operationCard}>
          <Typography.Text>
            {t('topics.policies.deleteDetail', { topic: fullTopicName(target.name) })}
          </Typography.Text>
          <ConfirmButton
            label={t('topics.policies.deleteTopic')}
            title={t('topics.policies.deleteTopic')}
            description={
              <>
                <strong>{t('topics.policies.confirmDelete')}</strong>
                <br />
                {t('topics.policies.deleteDetail', { topic: fullTopicName(target.name) })}
              </>
            }
            danger
            disabled={!mayDelete}
            confirmLabel={t('ui.confirm.delete')}
            // A forced delete drops live producers, consumers and backlog: the name must be typed.
            typedName={force ? fullTopicName(target.name) : undefined}
            onClose={() => setForce(false)}
            onConfirm={async () => {
              await remove.mutateAsync(force);
              topicDeleted();
              toast.success(t('topics.policies.deleted'));
              await navigate(routes.namespace.href(target.name, { tab: 'topics' }));
            }}
          >
            <Checkbox checked={force} onChange={(event) => setForce(event.target.checked)}>
              {t('topics.policies.force')}
            </Checkbox>
          </ConfirmButton>
        </div>
      </Card>
    </div>
  );
}
