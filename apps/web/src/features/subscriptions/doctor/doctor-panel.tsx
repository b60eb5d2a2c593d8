// The DOCTOR tab: the diagnosis of the figures the page already read (no call of its own), each
// finding with its figures and a link to where it is fixed, and the time to drain.
import { Alert, Descriptions, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/lib/number-format.ts';
import { routes, topicParams } from '../../../shared/routes/route-table.ts';
import { Link } from '../../../shared/ui/index.ts';
import type { TopicName } from '../../topics/index.ts';
import { diagnose, type DrainEstimate, type Finding } from './diagnosis.ts';
import type { SubscriptionView } from '../subscriptions.api.ts';
import styles from './doctor-panel.module.css';

interface DoctorPanelProps {
  name: TopicName;
  subscription: string;
  view: SubscriptionView;
}

export function DoctorPanel({ name, subscription, view }: DoctorPanelProps) {
  const { t, i18n } = useTranslation();
  if (!view.subscription) return null;
  const diagnosis = diagnose(view.subscription, view.consumers, view.publishRate);
  const count = (value: number) => value.toLocaleString(i18n.language);
  const rate = (value: number) => t('subscriptions.units.rate', { value: formatNumber(value) });
  return (
    <div className={styles.panel}>
      <Typography.Paragraph type="secondary">{t('subscriptions.doctor.intro')}</Typography.Paragraph>
      <Descriptions
        size="small"
        bordered
        layout="vertical"
        column={{ xs: 1, sm: 3 }}
        items={[
          {
            key: 'backlog',
            label: t('subscriptions.doctor.figures.backlog'),
            children: t('subscriptions.units.messages', { value: count(diagnosis.backlog) }),
          },
          { key: 'ack', label: t('subscriptions.doctor.figures.ackRate'), children: rate(diagnosis.ackRate) },
          {
            key: 'publish',
            label: t('subscriptions.doctor.figures.publishRate'),
            children: rate(diagnosis.publishRate),
          },
        ]}
      />
      <Alert
        className={styles.drain}
        type={diagnosis.drain.kind === 'never' ? 'error' : 'info'}
        showIcon
        title={t('subscriptions.doctor.drain.label')}
        description={drainText(diagnosis.drain, t)}
      />
      {diagnosis.findings.length === 0 ? (
        <Alert
          type="success"
          showIcon
          title={t('subscriptions.doctor.healthy')}
          description={t('subscriptions.doctor.healthyDetail')}
        />
      ) : (
        <ul className={styles.findings} aria-label={t('subscriptions.doctor.findingsLabel')}>
          {diagnosis.findings.map((finding) => (
            <li key={`${finding.kind}-${'limit' in finding ? finding.limit : ''}`}>
              <FindingCard
                finding={finding}
                name={name}
                subscription={subscription}
                partitions={view.partitions}
                count={count}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function FindingCard({
  finding,
  name,
  subscription,
  partitions,
  count,
}: {
  finding: Finding;
  name: TopicName;
  subscription: string;
  partitions: number;
  count: (value: number) => string;
}) {
  const { t } = useTranslation();
  const key = `subscriptions.doctor.findings.${finding.kind}` as const;
  const links = fixLinks(finding, { name, subscription, partitions }, t);
  return (
    <Alert
      type={finding.kind === 'delayed' ? 'info' : 'warning'}
      showIcon
      title={t(`${key}.title`)}
      description={
        <>
          <Typography.Paragraph className={styles.detail}>
            {detailText(finding, t, count)}
          </Typography.Paragraph>
          {HAS_FIX[finding.kind] && (
            <Typography.Paragraph className={styles.detail}>
              {t(`${key}.fix` as 'subscriptions.doctor.findings.noConsumers.fix', { subscription })}
            </Typography.Paragraph>
          )}
          {links.length > 0 && (
            <div className={styles.links}>
              {links.map((link) => (
                <Link key={link.to} to={link.to}>
                  {link.label}
                </Link>
              ))}
            </div>
          )}
        </>
      }
    />
  );
}

/** The findings that have something to do about them (delayed delivery is intended). */
const HAS_FIX: Record<Finding['kind'], boolean> = {
  noConsumers: true,
  blockedOnUnacked: true,
  dispatchThrottled: true,
  noPermits: true,
  redeliveries: true,
  delayed: false,
  ackBelowPublish: true,
};

function detailText(finding: Finding, t: TFunction, count: (value: number) => string): string {
  const key = 'subscriptions.doctor.findings';
  switch (finding.kind) {
    case 'noConsumers':
      return t(`${key}.noConsumers.detail`, { backlog: count(finding.backlog) });
    case 'blockedOnUnacked':
      return [
        finding.subscription
          ? t(`${key}.blockedOnUnacked.subscription`, { unacked: count(finding.unacked) })
          : '',
        finding.consumers.length > 0
          ? t(`${key}.blockedOnUnacked.consumers`, {
              consumers: finding.consumers.join(', '),
              unacked: count(finding.unacked),
            })
          : '',
      ]
        .filter(Boolean)
        .join(' ');
    case 'dispatchThrottled':
      return t(`${key}.dispatchThrottled.${finding.limit}`, { events: count(finding.events) });
    case 'noPermits':
      return t(`${key}.noPermits.detail`, { consumers: finding.consumers.join(', ') });
    case 'redeliveries':
      return t(`${key}.redeliveries.detail`, {
        redeliver: formatNumber(finding.redeliverRate),
        out: formatNumber(finding.outRate),
      });
    case 'delayed':
      return t(`${key}.delayed.detail`, { delayed: count(finding.delayed), backlog: count(finding.backlog) });
    case 'ackBelowPublish':
      return t(`${key}.ackBelowPublish.detail`, {
        ack: formatNumber(finding.ackRate),
        publish: formatNumber(finding.publishRate),
      });
  }
}

/** Where each finding is fixed: the policies that set the limit, or the consumers to look at. */
function fixLinks(
  finding: Finding,
  { name, subscription, partitions }: { name: TopicName; subscription: string; partitions: number },
  t: TFunction,
) {
  const here = { ...topicParams(name), subscription };
  const consumers = { to: routes.subscription.href(here), label: t('subscriptions.doctor.links.consumers') };
  const topicPage = partitions > 0 ? routes.partitionedTopic : routes.topic;
  const policies = [
    {
      to: topicPage.href(topicParams(name), { tab: 'policies' }),
      label: t('subscriptions.doctor.links.topicPolicies'),
    },
    {
      to: routes.namespace.href(name, { tab: 'policies' }),
      label: t('subscriptions.doctor.links.namespacePolicies', {
        namespace: `${name.tenant}/${name.namespace}`,
      }),
    },
  ];
  switch (finding.kind) {
    case 'noConsumers':
      return [
        {
          to: routes.subscription.href(here, { tab: 'backlog', operation: 'clear' }),
          label: t('subscriptions.doctor.links.backlog'),
        },
      ];
    case 'blockedOnUnacked':
      return [consumers, ...policies];
    case 'dispatchThrottled':
      return finding.limit === 'broker' ? [] : policies;
    case 'noPermits':
    case 'redeliveries':
    case 'ackBelowPublish':
      return [consumers];
    case 'delayed':
      return [];
  }
}

function drainText(drain: DrainEstimate, t: TFunction): string {
  switch (drain.kind) {
    case 'empty':
      return t('subscriptions.doctor.drain.empty');
    case 'seconds':
      return t('subscriptions.doctor.drain.seconds', {
        duration: durationText(drain.seconds, t),
        net: formatNumber(drain.netRate),
      });
    case 'never':
      return drain.growth > 0
        ? t('subscriptions.doctor.drain.never', { growth: formatNumber(drain.growth) })
        : t('subscriptions.doctor.drain.neverSteady');
  }
}

export function durationText(seconds: number, t: TFunction): string {
  const whole = Math.max(1, Math.round(seconds));
  const key = 'subscriptions.doctor.duration';
  if (whole < 60) return t(`${key}.seconds`, { seconds: whole });
  const minutes = Math.round(whole / 60);
  if (minutes < 60) return t(`${key}.minutes`, { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t(`${key}.hours`, { hours, minutes: minutes % 60 });
  return t(`${key}.days`, { days: Math.floor(hours / 24), hours: hours % 24 });
}
