import { Alert, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/auth/index.ts';
import { useIsMobile } from '../../../shared/layout/use-device.ts';
import { toast, useConfirm } from '../../../shared/ui/index.ts';
import type { TopicName } from '../../topics/index.ts';
import { ClearForm } from './clear-form.tsx';
import { ExpireForm } from './expire-form.tsx';
import { useBacklogOperation } from '../subscriptions.queries.ts';
import type { OperationFormProps, PendingOperation } from './operation-context.ts';
import { PeekPanel } from './peek-panel.tsx';
import { ResetForm } from './reset-form.tsx';
import { SkipForm } from './skip-form.tsx';

export const OPERATIONS = ['skip', 'expire', 'clear', 'reset', 'peek'] as const;
export type Operation = (typeof OPERATIONS)[number];

export const isOperation = (value: string | null): value is Operation =>
  (OPERATIONS as readonly (string | null)[]).includes(value);

interface BacklogPanelProps {
  name: TopicName;
  subscription: string;
  partitions: number;
  backlog: number;
  operation: Operation;
  onOperationChange: (operation: Operation) => void;
}

/** Skip, expire, clear, reset and peek on one subscription; the open one is in the URL. */
export function BacklogPanel({
  name,
  subscription,
  partitions,
  backlog,
  operation,
  onOperationChange,
}: BacklogPanelProps) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const mayOperate = useCan('subscription.operate', name.tenant);
  const mayPeek = useCan('message.read', name.tenant);
  const confirm = useConfirm();
  const backlogOperation = useBacklogOperation(name, subscription);

  if (name.domain !== 'persistent') {
    return <Alert type="info" showIcon title={t('subscriptions.operations.nonPersistent')} />;
  }

  const props: OperationFormProps = {
    name,
    subscription,
    partitions,
    backlog,
    allowed: mayOperate,
    onConfirm: (pending: PendingOperation) =>
      void confirm({
        danger: true,
        title: pending.title,
        description: pending.text,
        confirmLabel: pending.okText,
        onConfirm: async () => {
          await backlogOperation.mutateAsync(pending.operation);
          toast.success(t('subscriptions.operations.done', { what: pending.title }));
        },
      }),
  };
  const forms: Record<Operation, React.ReactNode> = {
    skip: <SkipForm {...props} />,
    expire: <ExpireForm {...props} />,
    clear: <ClearForm {...props} />,
    reset: <ResetForm {...props} />,
    peek: <PeekPanel name={name} subscription={subscription} partitions={partitions} allowed={mayPeek} />,
  };

  return (
    <div>
      {!mayOperate && <Alert type="warning" showIcon title={t('subscriptions.operations.readOnly')} />}
      <Tabs
        aria-label={t('subscriptions.operations.label')}
        tabPlacement={mobile ? 'top' : 'start'}
        activeKey={operation}
        onChange={(key) => onOperationChange(key as Operation)}
        items={OPERATIONS.map((key) => ({
          key,
          label: t(`subscriptions.operations.names.${key}`),
          children: forms[key],
        }))}
      />
    </div>
  );
}
