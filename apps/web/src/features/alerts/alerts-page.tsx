// /alerts (issue 32 item 4, decision 0090): the alerts pending or firing now and the firing/resolved
// history of the rules the user may manage. Each names its topic or subscription, linked in the
// alert's own environment.
import type { AlertEvent, CurrentAlert } from '@beacon/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ENVIRONMENT_PARAM } from '../../shared/layout/environment-in-address.ts';
import { routes, topicParams } from '../../shared/routes/route-table.ts';
import { DateTime, Link, ResourceList, ResourceValue, type ResourceColumn } from '../../shared/ui/index.ts';
import { useThresholdText } from './alert-texts.ts';
import { useAlerts } from './alerts.queries.ts';

const STATE_COLORS = { pending: 'gold', firing: 'red', resolved: 'green' } as const;

type Shown = Pick<CurrentAlert, 'environment' | 'kind' | 'topic' | 'subscription' | 'value' | 'threshold'>;

/** The topic's or subscription's page, in the alert's environment. */
function Target({ alert }: { alert: Shown }) {
  const match = /^(persistent|non-persistent):\/\/([^/]+)\/([^/]+)\/(.+)$/.exec(alert.topic);
  const name = alert.subscription ? `${alert.topic} · ${alert.subscription}` : alert.topic;
  if (!match) return <ResourceValue title={name}>{name}</ResourceValue>;
  const [, domain = '', tenant = '', namespace = '', topic = ''] = match;
  const params = topicParams({ domain, tenant, namespace, topic });
  const query = { [ENVIRONMENT_PARAM]: alert.environment };
  const to = alert.subscription
    ? routes.subscription.href({ ...params, subscription: alert.subscription }, query)
    : routes.topic.href(params, query);
  return (
    <ResourceValue title={name}>
      <Link to={to}>{name}</Link>
    </ResourceValue>
  );
}

function useShownColumns<Row extends Shown & { ruleName: string }>(): ResourceColumn<Row>[] {
  const { t } = useTranslation();
  const threshold = useThresholdText();
  return [
    {
      key: 'rule',
      title: t('alerts.columns.rule'),
      render: (_, row) => <ResourceValue title={row.ruleName}>{row.ruleName}</ResourceValue>,
    },
    {
      key: 'environment',
      title: t('alerts.columns.environment'),
      responsive: ['md'],
      render: (_, row) => row.environment,
    },
    { key: 'target', title: t('alerts.columns.target'), render: (_, row) => <Target alert={row} /> },
    {
      key: 'value',
      title: t('alerts.columns.value'),
      render: (_, row) =>
        row.kind === 'no-consumers'
          ? t('alerts.noConsumers')
          : t('alerts.value', {
              value: threshold(row.kind, row.value),
              threshold: threshold(row.kind, row.threshold),
            }),
    },
  ];
}

function useCurrentColumns(): ResourceColumn<CurrentAlert>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'state',
      title: t('alerts.columns.state'),
      render: (_, row) => <Tag color={STATE_COLORS[row.status]}>{t(`alerts.states.${row.status}`)}</Tag>,
    },
    ...useShownColumns<CurrentAlert>(),
    {
      key: 'since',
      title: t('alerts.columns.since'),
      render: (_, row) => <DateTime value={row.firedAt ?? row.since} />,
    },
  ];
}

function useHistoryColumns(): ResourceColumn<AlertEvent>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'state',
      title: t('alerts.columns.state'),
      render: (_, row) => <Tag color={STATE_COLORS[row.state]}>{t(`alerts.states.${row.state}`)}</Tag>,
    },
    ...useShownColumns<AlertEvent>(),
    { key: 'at', title: t('alerts.columns.at'), render: (_, row) => <DateTime value={row.at} /> },
  ];
}

export function AlertsPage() {
  const { t } = useTranslation();
  const query = useAlerts();
  return (
    <>
      <ResourceList
        resource="alerts"
        query={query}
        rows={(answer) => answer.current}
        rowKey="id"
        name={(row) => row.topic}
        columns={useCurrentColumns()}
        header={{}}
        toolbar={<Link to={routes.alertRules.href({})}>{t('alerts.rulesLink')}</Link>}
      />
      <section aria-label={t('alertHistory.list.title')}>
        <h2>{t('alertHistory.list.title')}</h2>
        <ResourceList
          resource="alertHistory"
          query={query}
          rows={(answer) => answer.history}
          rowKey="id"
          name={(row) => row.topic}
          columns={useHistoryColumns()}
        />
      </section>
    </>
  );
}
