import { DeleteOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Checkbox, Dropdown, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  DateTime,
  PulsarValueLabel,
  ResourceActions,
  ResourceTable,
  ResourceValue,
  toast,
  ConfirmButton,
} from '../../../shared/ui/index.ts';
import { useCan } from '../../../shared/auth/index.ts';
import type { SubscriptionStats } from '../topic.api.ts';
import { routes, topicParams } from '../../../shared/routes/route-table.ts';
import { fullTopicName } from '../topic-name.ts';
import { deleteSubscription, type TopicTarget } from '../topic-operations.api.ts';
import { useTopicMutation } from '../topics.queries.ts';
import { count, rate, throughput } from './format.ts';
import { NewSubscriptionDialog } from './new-subscription-dialog.tsx';
import styles from './topic-page.module.css';

/** The backlog operations of the subscription page, opened there with the operation chosen. */
export const BACKLOG_OPERATIONS = ['skip', 'expire', 'clear', 'reset', 'peek'] as const;

interface Row extends SubscriptionStats {
  name: string;
}

interface SubscriptionsSectionProps {
  target: TopicTarget;
  subscriptions: Record<string, SubscriptionStats>;
  /** Bring the section into view and move focus to its heading, once, when it first shows. */
  focused?: boolean;
}

export function SubscriptionsSection({ target, subscriptions, focused = false }: SubscriptionsSectionProps) {
  const { t } = useTranslation();
  const { name, cluster } = target;
  const mayCreate = useCan('subscription.create', name.tenant);
  const mayDelete = useCan('subscription.delete', name.tenant);
  const [creating, setCreating] = useState(false);
  const rows: Row[] = Object.entries(subscriptions)
    .map(([subscription, stats]) => ({ ...stats, name: subscription }))
    .sort((a, b) => a.name.localeCompare(b.name));
  // Pulsar keeps no cursor for non-persistent topics: no subscription to create ahead of a
  // consumer, and no backlog to skip, expire, reset or peek.
  const persistent = name.domain === 'persistent';
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!focused) return;
    sectionRef.current?.scrollIntoView({ block: 'start' });
    // Focus follows the scroll so a keyboard or screen-reader user lands where the eye does.
    headingRef.current?.focus({ preventScroll: true });
  }, [focused]);

  return (
    <section ref={sectionRef} className={styles.section} aria-labelledby="topic-subscriptions">
      <div className={styles.sectionHeader}>
        <h2 ref={headingRef} id="topic-subscriptions" className={styles.sectionTitle} tabIndex={-1}>
          {t('topics.subscriptions.title')}
        </h2>
        {persistent && (
          <Button type="primary" disabled={!mayCreate} onClick={() => setCreating(true)}>
            {t('topics.subscriptions.newSubscription')}
          </Button>
        )}
      </div>
      {creating && <NewSubscriptionDialog target={target} onClose={() => setCreating(false)} />}
      <ResourceTable<Row>
        aria-label={t('topics.subscriptions.table', { topic: fullTopicName(name) })}
        rowKey="name"
        rows={rows}
        pageSize={20}
        emptyText={t('topics.subscriptions.none')}
        columns={[
          {
            key: 'name',
            title: t('topics.subscriptions.name'),
            render: (_, row) => (
              <Link
                to={routes.subscription.href({ ...topicParams(name), subscription: row.name }, { cluster })}
              >
                <ResourceValue title={row.name}>{row.name}</ResourceValue>
              </Link>
            ),
          },
          {
            key: 'type',
            title: t('topics.subscriptions.type'),
            render: (_, row) => <PulsarValueLabel vocabulary="subscriptionType" value={row.type} />,
          },
          {
            key: 'backlog',
            numeric: true,
            title: t('topics.subscriptions.backlog'),
            render: (_, row) => count(row.msgBacklog),
          },
          {
            key: 'age',
            title: t('topics.subscriptions.backlogAge'),
            // A publish time only when positive: Pulsar 4.0 says -1 for an empty backlog when asked
            // (getEarliestTimeInBacklog=true), 0 when not asked, and a partitioned topic's merged
            // figure can be -1 while another partition has a backlog (SubscriptionStatsImpl#add).
            render: (_, row) => {
              const published = row.earliestMsgPublishTimeInBacklog ?? 0;
              if (published > 0) return <DateTime value={published} relative />;
              return row.msgBacklog === 0 ? t('topics.subscriptions.noBacklog') : '—';
            },
          },
          {
            key: 'rate',
            numeric: true,
            title: t('topics.subscriptions.outRate'),
            render: (_, row) => rate(row.msgRateOut),
          },
          {
            key: 'throughput',
            numeric: true,
            title: t('topics.subscriptions.outThroughput'),
            render: (_, row) => throughput(row.msgThroughputOut),
          },
          {
            key: 'expired',
            numeric: true,
            title: t('topics.subscriptions.expiredRate'),
            render: (_, row) => rate(row.msgRateExpired),
          },
          {
            key: 'unacked',
            numeric: true,
            title: t('topics.subscriptions.unacked'),
            render: (_, row) => count(row.unackedMessages),
          },
          {
            key: 'consumers',
            numeric: true,
            title: t('topics.subscriptions.consumers'),
            render: (_, row) => String(row.consumers.length),
          },
          {
            key: 'actions',
            title: t('topics.subscriptions.actions'),
            render: (_, row) => (
              <ResourceActions>
                {persistent && (
                  <Dropdown
                    trigger={['click']}
                    menu={{
                      items: BACKLOG_OPERATIONS.map((operation) => ({
                        key: operation,
                        label: (
                          <Link
                            to={routes.subscription.href(
                              { ...topicParams(name), subscription: row.name },
                              { operation, cluster },
                            )}
                          >
                            {t(`topics.subscriptions.operations.${operation}`)}
                          </Link>
                        ),
                      })),
                    }}
                  >
                    <Button
                      size="small"
                      aria-label={t('topics.subscriptions.backlogMenu', { subscription: row.name })}
                    >
                      ⋯ <DownOutlined aria-hidden />
                    </Button>
                  </Dropdown>
                )}
                <UnsubscribeAction target={target} row={row} disabled={!mayDelete} />
              </ResourceActions>
            ),
          },
        ]}
      />
    </section>
  );
}

/** Unsubscribe, confirmed (with force); on a partitioned topic's own name, from every partition. */
export function UnsubscribeAction({
  target,
  row,
  disabled,
  onDeleted,
}: {
  target: TopicTarget;
  row: { name: string; msgBacklog?: number };
  disabled: boolean;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const [force, setForce] = useState(false);
  const unsubscribe = useTopicMutation(target, (withForce: boolean) =>
    deleteSubscription(target, row.name, withForce),
  );
  return (
    <ConfirmButton
      // An icon in the row, its word in the tooltip and in the accessible name (decision 0026).
      label={
        <Tooltip title={t('topics.subscriptions.unsubscribe')}>
          <DeleteOutlined aria-hidden />
        </Tooltip>
      }
      buttonProps={{
        size: 'small',
        'aria-label': t('topics.subscriptions.unsubscribeNamed', { subscription: row.name }),
      }}
      danger
      disabled={disabled}
      title={t('topics.subscriptions.confirmUnsubscribe')}
      description={t('topics.subscriptions.unsubscribeDetail', {
        subscription: row.name,
        topic: fullTopicName(target.name),
        backlog: row.msgBacklog,
      })}
      confirmLabel={t('topics.subscriptions.unsubscribe')}
      // Forcing disconnects live consumers: only once the subscription's name is typed.
      typedName={force ? row.name : undefined}
      onClose={() => setForce(false)}
      onConfirm={async () => {
        await unsubscribe.mutateAsync(force);
        onDeleted?.();
        toast.success(t('topics.subscriptions.unsubscribed'));
      }}
    >
      <Checkbox checked={force} onChange={(event) => setForce(event.target.checked)}>
        {t('topics.subscriptions.force')}
      </Checkbox>
    </ConfirmButton>
  );
}
