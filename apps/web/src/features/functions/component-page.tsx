import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Space, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Link, DetailPage, isNotFound, PageLoading, toast, useConfirm } from '../../shared/ui/index.ts';
import { Can } from '../../shared/auth/index.ts';
import { componentConfigQuery, isNoWorker, useLifecycle, type LifecycleAction } from './components.api.ts';
import styles from './functions.module.css';
import { InstancesTab } from './instances-tab.tsx';
import { KINDS, listUrl, type ComponentKind } from './kinds.ts';
import { NoWorker } from './no-worker.tsx';
import { TriggerPanel } from './trigger-panel.tsx';
import { useAskToDelete } from './use-ask-to-delete.ts';
import { useKindText } from './use-kind-text.ts';

const ComponentFormDialog = lazy(async () => ({
  default: (await import('./component-form-dialog.tsx')).ComponentFormDialog,
}));

const ACTIONS: readonly LifecycleAction[] = ['start', 'stop', 'restart'];

/**
 * /management/{functions,sources,sinks}/:tenant/:namespace/:name/{kind} (issue 17 item 3): the
 * instances' status and stats, the config as JSON, start / stop / restart for every instance or
 * one (each confirmed), Update, Delete, and for functions Trigger.
 */
export function ComponentPage({ kind }: { kind: ComponentKind }) {
  const { t } = useTranslation();
  const text = useKindText(kind);
  const params = useParams();
  const target = {
    kind,
    tenant: params.tenant ?? '',
    namespace: params.namespace ?? '',
    name: params.name ?? '',
  };
  const descriptor = KINDS[kind];
  const config = useQuery(componentConfigQuery(target));
  const lifecycle = useLifecycle(target);
  const [updating, setUpdating] = useState(false);
  const askToDelete = useAskToDelete(kind, target.tenant, target.namespace, { leave: true });
  const confirm = useConfirm();
  const actionLabel = (action: LifecycleAction) => t(`functions.actions.${action}`);
  /** Start, stop or restart every instance, or one: asked first, in the action's own words. */
  const ask = (pending: { action: LifecycleAction; instanceId?: number }) =>
    confirm({
      danger: pending.action === 'stop',
      title:
        pending.instanceId === undefined
          ? t('functions.lifecycle.allTitle', { action: actionLabel(pending.action), name: target.name })
          : t('functions.lifecycle.oneTitle', {
              action: actionLabel(pending.action),
              name: target.name,
              instance: pending.instanceId,
            }),
      description: t(`functions.lifecycle.${pending.action}`),
      confirmLabel: actionLabel(pending.action),
      onConfirm: async () => {
        await lifecycle.mutateAsync(pending);
        toast.success(t('functions.lifecycle.done', { action: actionLabel(pending.action) }));
      },
    });

  if (isNoWorker(config.error)) return <NoWorker error={config.error} />;

  const header = (
    <div className={styles.page}>
      <Link to={listUrl(kind, target.tenant, target.namespace)}>
        {text('back', { namespace: `${target.tenant}/${target.namespace}` })}
      </Link>
      <div className={styles.toolbar} style={{ justifyContent: 'space-between' }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24, overflowWrap: 'anywhere' }}>
          {target.name}
        </Typography.Title>
        <Can permission="function.write" tenant={target.tenant}>
          <Space wrap>
            {ACTIONS.map((action) => (
              <Button key={action} danger={action === 'stop'} onClick={() => void ask({ action })}>
                {actionLabel(action)}
              </Button>
            ))}
            <Button icon={<EditOutlined aria-hidden />} onClick={() => setUpdating(true)}>
              {t('functions.actions.update')}
            </Button>
            <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => askToDelete(target.name)}>
              {t('functions.actions.delete')}
            </Button>
          </Space>
        </Can>
      </div>
      {config.data && (
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('namespaces.page.namespace')}>
            {`${target.tenant}/${target.namespace}`}
          </Descriptions.Item>
          <Descriptions.Item label={t('functions.fields.className')}>
            <span style={{ overflowWrap: 'anywhere' }}>{config.data.className ?? '—'}</span>
          </Descriptions.Item>
          {/* The worker answers the package only for a builtin connector (convertFromDetails). */}
          {descriptor.packageOf(config.data) && (
            <Descriptions.Item label={t('functions.detail.package')}>
              <span style={{ overflowWrap: 'anywhere' }}>{descriptor.packageOf(config.data)}</span>
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
    </div>
  );

  const tabs = [
    {
      key: 'instances',
      label: t('functions.detail.tabs.instances'),
      children: (
        <InstancesTab
          target={target}
          withStats={descriptor.stats}
          onAction={(action, instanceId) => void ask({ action, instanceId })}
        />
      ),
    },
    {
      key: 'config',
      label: t('functions.detail.tabs.config'),
      children: <pre className={styles.code}>{JSON.stringify(config.data ?? {}, null, 2)}</pre>,
    },
    ...(descriptor.trigger
      ? [
          {
            key: 'trigger',
            label: t('functions.detail.tabs.trigger'),
            children: (
              <TriggerPanel target={target} inputs={config.data ? descriptor.inputsOf(config.data) : []} />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <DetailPage
        header={header}
        tabs={tabs}
        defaultTab="instances"
        read={{
          query: config,
          errorTitle: t('functions.detail.loadFailed'),
        }}
        notFound={
          isNotFound(config.error)
            ? {
                what: text('what', { name: target.name }),
                backTo: listUrl(kind, target.tenant, target.namespace),
                backLabel: text('back', { namespace: `${target.tenant}/${target.namespace}` }),
              }
            : undefined
        }
      />
      <Suspense fallback={<PageLoading />}>
        {updating && (
          <ComponentFormDialog
            kind={kind}
            tenant={target.tenant}
            namespace={target.namespace}
            name={target.name}
            onClose={() => setUpdating(false)}
          />
        )}
      </Suspense>
    </>
  );
}
