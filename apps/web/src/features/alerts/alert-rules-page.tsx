// /alerts/rules (issue 32 item 4, decision 0090): the alert rules the user may manage (a super user
// every rule, a tenant administrator its tenants'), each its kind, scope, threshold and duration;
// New, Edit, and Delete confirmed once.
import type { AlertRule } from '@beacon/contracts';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../shared/routes/route-table.ts';
import { Link, ResourceList, ResourceValue, type ResourceColumn } from '../../shared/ui/index.ts';
import { EditAlertRuleDialog, NewAlertRuleDialog } from './alert-rule-dialogs.tsx';
import { useAlertRules, useDeleteAlertRule } from './alerts.queries.ts';
import { scopeText, useThresholdText } from './alert-texts.ts';

type Dialog = { action: 'create' } | { action: 'edit'; rule: AlertRule };

function useRuleColumns(): ResourceColumn<AlertRule>[] {
  const { t } = useTranslation();
  const threshold = useThresholdText();
  return [
    {
      key: 'name',
      title: t('alertRules.columns.name'),
      render: (_, rule) => <ResourceValue title={rule.name}>{rule.name}</ResourceValue>,
    },
    {
      key: 'environment',
      title: t('alertRules.columns.environment'),
      responsive: ['md'],
      render: (_, rule) => <ResourceValue title={rule.environment}>{rule.environment}</ResourceValue>,
    },
    {
      key: 'kind',
      title: t('alertRules.columns.kind'),
      render: (_, rule) => t(`alertRules.kinds.${rule.kind}`),
    },
    {
      key: 'scope',
      title: t('alertRules.columns.scope'),
      responsive: ['lg'],
      render: (_, rule) => {
        const text = scopeText(rule);
        return <ResourceValue title={text}>{text}</ResourceValue>;
      },
    },
    {
      key: 'threshold',
      title: t('alertRules.columns.threshold'),
      render: (_, rule) => threshold(rule.kind, rule.threshold),
    },
    {
      key: 'duration',
      title: t('alertRules.columns.duration'),
      responsive: ['md'],
      render: (_, rule) => t('alertRules.seconds', { seconds: rule.durationSeconds }),
    },
    {
      key: 'enabled',
      title: t('alertRules.columns.enabled'),
      render: (_, rule) =>
        rule.enabled ? <Tag color="green">{t('alertRules.on')}</Tag> : <Tag>{t('alertRules.off')}</Tag>,
    },
  ];
}

export function AlertRulesPage() {
  const { t } = useTranslation();
  const remove = useDeleteAlertRule();
  const [dialog, setDialog] = useState<Dialog | undefined>();
  const close = () => setDialog(undefined);
  return (
    <ResourceList
      resource="alertRules"
      query={useAlertRules()}
      rows={(answer) => answer.data}
      rowKey="id"
      name={(rule) => rule.name}
      columns={useRuleColumns()}
      header={{}}
      toolbar={<Link to={routes.alerts.href({})}>{t('routes.alerts')}</Link>}
      create={{ onCreate: () => setDialog({ action: 'create' }) }}
      emptyPage
      edit={{ onEdit: (rule) => setDialog({ action: 'edit', rule }) }}
      remove={{ run: (rule) => remove.mutateAsync(rule.id) }}
    >
      {dialog?.action === 'create' && <NewAlertRuleDialog onClose={close} />}
      {dialog?.action === 'edit' && <EditAlertRuleDialog rule={dialog.rule} onClose={close} />}
    </ResourceList>
  );
}
