// /masking-rules (super users; issue 30 item 6, decision 0073): the workbench's masking rules, each
// an environment (or every one), a topic pattern and the fields hidden there; New, Edit, and Delete
// confirmed once.
import { EVERY_ENVIRONMENT } from '@beacon/contracts';
import { Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList, ResourceValue, type ResourceColumn } from '../../shared/ui/index.ts';
import { EditMaskingRuleDialog, NewMaskingRuleDialog } from './masking-rule-dialogs.tsx';
import type { MaskingRule } from './masking-rules.api.ts';
import { useDeleteMaskingRule, useMaskingRules } from './masking-rules.queries.ts';

type Dialog = { action: 'create' } | { action: 'edit'; rule: MaskingRule };

function useRuleColumns(): ResourceColumn<MaskingRule>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'environment',
      title: t('maskingRules.columns.environment'),
      render: (_, rule) =>
        rule.environment === EVERY_ENVIRONMENT ? (
          <Typography.Text type="secondary">{t('maskingRules.everyEnvironment')}</Typography.Text>
        ) : (
          <ResourceValue title={rule.environment}>{rule.environment}</ResourceValue>
        ),
    },
    {
      key: 'topicPattern',
      title: t('maskingRules.columns.topicPattern'),
      render: (_, rule) => <ResourceValue title={rule.topicPattern}>{rule.topicPattern}</ResourceValue>,
    },
    {
      key: 'fields',
      title: t('maskingRules.columns.fields'),
      render: (_, rule) => rule.fields.map((field) => <Tag key={field}>{field}</Tag>),
    },
    {
      key: 'description',
      title: t('maskingRules.columns.description'),
      responsive: ['lg'],
      render: (_, rule) => rule.description,
    },
  ];
}

export function MaskingRulesPage() {
  const remove = useDeleteMaskingRule();
  const [dialog, setDialog] = useState<Dialog | undefined>();
  const close = () => setDialog(undefined);
  return (
    <ResourceList
      resource="maskingRules"
      query={useMaskingRules()}
      rows={(answer) => answer.data}
      rowKey="id"
      name={(rule) => rule.topicPattern}
      columns={useRuleColumns()}
      header={{}}
      create={{ onCreate: () => setDialog({ action: 'create' }) }}
      emptyPage
      edit={{ onEdit: (rule) => setDialog({ action: 'edit', rule }) }}
      remove={{ run: (rule) => remove.mutateAsync(rule.id) }}
    >
      {dialog?.action === 'create' && <NewMaskingRuleDialog onClose={close} />}
      {dialog?.action === 'edit' && <EditMaskingRuleDialog rule={dialog.rule} onClose={close} />}
    </ResourceList>
  );
}
