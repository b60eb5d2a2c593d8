// The change plan's preview and apply (issue 33), shared by every screen that changes Pulsar from a
// plan (a policy file applied, a version restored): the calls grouped by what they change, each
// marked allowed or not by the permission table (with why), a dry run, an Apply behind the console's
// one confirmation, each call's outcome as it ends, and a refusal with Pulsar's reason.
import type { CheckedCall, PlannedCall } from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, List, Progress, Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AsyncState, failureReason, useConfirm } from '../../shared/ui/index.ts';
import { previewChanges } from './changes.api.ts';
import styles from './change-plan.module.css';
import { type CallLine, type PlanRun, usePlanRun } from './use-plan-run.ts';

export interface ChangePlanProps {
  /** The environment the calls are for. */
  environment: string;
  calls: readonly PlannedCall[];
  /** Told once an apply has changed something (the screen reads again). */
  onApplied?: () => void;
}

export function ChangePlan({ environment, calls, onApplied }: ChangePlanProps) {
  const { t } = useTranslation();
  const preview = useQuery({
    queryKey: ['changes-preview', environment, calls],
    queryFn: ({ signal }) => previewChanges(environment, calls, signal),
    enabled: calls.length > 0,
    staleTime: Infinity,
  });
  const { run, start, stop } = usePlanRun(environment, calls, onApplied);
  const confirm = useConfirm();

  if (calls.length === 0) return <Alert type="success" showIcon message={t('changes.nothing')} />;

  const apply = async () => {
    const confirmed = await confirm({
      title: t('changes.confirmTitle', { count: calls.length, environment }),
      description: t('changes.confirmText'),
      confirmLabel: t('changes.confirmLabel'),
      onConfirm: () => Promise.resolve(),
    });
    if (confirmed) void start(false);
  };

  return (
    <AsyncState query={preview} errorTitle={t('changes.loadFailed')}>
      {(checked) => (
        <Flex vertical gap="middle" className={styles.plan}>
          <Typography.Title level={3}>{t('changes.title', { environment })}</Typography.Title>
          <Typography.Text>{t('changes.summary', { count: checked.calls.length })}</Typography.Text>
          {checked.forbidden > 0 && (
            <Alert
              type="warning"
              showIcon
              message={t('changes.forbiddenCount', { count: checked.forbidden })}
            />
          )}
          <Space wrap>
            <Button onClick={() => void start(true)} disabled={run.running}>
              {t('changes.dryRun')}
            </Button>
            <Button
              type="primary"
              onClick={() => void apply()}
              disabled={run.running || checked.forbidden > 0}
            >
              {t('changes.apply')}
            </Button>
            {run.running && <Button onClick={stop}>{t('changes.stop')}</Button>}
          </Space>
          <RunProgress run={run} total={checked.calls.length} />
          {groupsOf(checked.calls).map(([group, entries]) => (
            <List
              key={group}
              size="small"
              bordered
              header={<Typography.Text strong>{groupHeading(entries[0]!.call, t)}</Typography.Text>}
              dataSource={entries}
              renderItem={({ call, index }) => <CallRow call={call} outcome={run.outcomes.get(index)} />}
            />
          ))}
        </Flex>
      )}
    </AsyncState>
  );
}

function CallRow({ call, outcome }: { call: CheckedCall; outcome: CallLine | undefined }) {
  const { t } = useTranslation();
  const title =
    call.kind && call.subject ? t(`changes.kinds.${call.kind}`, { subject: call.subject }) : call.summary;
  return (
    <List.Item>
      <Flex vertical gap={4} className={styles.call}>
        <Flex gap="small" wrap align="center">
          <Typography.Text>{title}</Typography.Text>
          {call.allowed ? (
            <Tag color="geekblue">{t('changes.allowed')}</Tag>
          ) : (
            <Tag color="red">{t('changes.forbidden')}</Tag>
          )}
          {outcome && (
            <Tag
              color={
                outcome.outcome === 'refused' ? 'red' : outcome.outcome === 'applied' ? 'blue' : 'default'
              }
            >
              {t(`changes.outcomes.${outcome.outcome}`)}
            </Tag>
          )}
        </Flex>
        <Typography.Text type="secondary" code className={styles.path}>
          {call.method} {call.path}
        </Typography.Text>
        {!call.allowed && call.reason && <Typography.Text type="danger">{call.reason}</Typography.Text>}
        {outcome?.outcome === 'refused' && (
          <Typography.Text type="danger">
            {outcome.refusedBy ? `${t(`changes.refusedBy.${outcome.refusedBy}`)}: ` : ''}
            {outcome.reason}
          </Typography.Text>
        )}
      </Flex>
    </List.Item>
  );
}

function RunProgress({ run, total }: { run: PlanRun; total: number }) {
  const { t } = useTranslation();
  const done = run.outcomes.size;
  if (!run.running && !run.end && run.refusal === undefined && done === 0) return null;
  return (
    <Flex vertical gap="small" aria-live="polite">
      {(run.running || done > 0) && (
        <Progress
          percent={Math.round((done / Math.max(total, 1)) * 100)}
          status={run.end?.result === 'stopped' ? 'exception' : run.running ? 'active' : 'normal'}
          format={() => t('changes.progress', { done, total })}
        />
      )}
      {run.end && <EndAlert end={run.end} />}
      {run.refusal !== undefined && (
        <Alert type="error" showIcon message={t('changes.failed', { reason: failureReason(run.refusal) })} />
      )}
    </Flex>
  );
}

function EndAlert({ end }: { end: NonNullable<PlanRun['end']> }) {
  const { t } = useTranslation();
  if (end.result === 'stopped') {
    return (
      <Alert
        type="error"
        showIcon
        message={t('changes.ended.stopped', {
          at: (end.stoppedAt ?? 0) + 1,
          total: end.total,
          reason: end.reason ?? '',
          applied: end.applied,
        })}
      />
    );
  }
  if (end.result === 'dry-run') {
    return (
      <Alert
        type="info"
        showIcon
        message={t('changes.ended.dry-run', { allowed: end.total - (end.forbidden ?? 0), total: end.total })}
      />
    );
  }
  return <Alert type="success" showIcon message={t('changes.ended.applied', { count: end.total })} />;
}

/** A group's heading in the reader's language when the plan names its kind, else as the plan words it. */
function groupHeading(call: CheckedCall, t: TFunction): string {
  return call.groupKind
    ? t(`changes.groups.${call.groupKind}`, { name: call.groupName ?? '' })
    : (call.group ?? '');
}

/** The calls by group, in the plan's order (a group's first call decides where it shows). */
function groupsOf(calls: readonly CheckedCall[]): [string, { call: CheckedCall; index: number }[]][] {
  const groups = new Map<string, { call: CheckedCall; index: number }[]>();
  calls.forEach((call, index) => {
    const group = call.group ?? '';
    groups.set(group, [...(groups.get(group) ?? []), { call, index }]);
  });
  return [...groups];
}
