import { Alert, Modal, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isHttpError } from '../../../shared/api/index.ts';
import { toast } from '../../../shared/ui/toast-store.ts';
import type { TopicName } from '../../topics/index.ts';
import type { BacklogOperation } from '../subscriptions.api.ts';
import { useBacklogOperation } from '../subscriptions.queries.ts';

export interface PendingOperation {
  operation: BacklogOperation;
  title: string;
  /** The whole sentence of what will happen: how many messages, which time, which subscription. */
  text: string;
  okText: string;
}

interface ConfirmOperationDialogProps {
  name: TopicName;
  subscription: string;
  pending: PendingOperation;
  onClose: () => void;
}

function reasonOf(error: unknown): string {
  if (isHttpError(error)) return errorText(error.body) ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Every backlog change asks first, in words. The call fires once: a second click (or Enter) while
 * it runs is ignored, and a refusal shows Pulsar's reason in place with the dialog still open.
 */
export function ConfirmOperationDialog({
  name,
  subscription,
  pending,
  onClose,
}: ConfirmOperationDialogProps) {
  const { t } = useTranslation();
  const mutation = useBacklogOperation(name, subscription);
  // A ref, not isPending: two clicks in one frame both see the state from before the first.
  const firing = useRef(false);

  function confirm() {
    if (firing.current) return;
    firing.current = true;
    mutation.mutate(pending.operation, {
      onSuccess: () => {
        toast.success(t('subscriptions.operations.done', { what: pending.title }));
        onClose();
      },
      // Done is done: only a refusal unlocks the dialog for another try.
      onError: () => {
        firing.current = false;
      },
    });
  }

  return (
    <Modal
      open
      title={pending.title}
      onOk={confirm}
      onCancel={onClose}
      okText={pending.okText}
      cancelText={t('subscriptions.operations.cancel')}
      okButtonProps={{ danger: true, loading: mutation.isPending }}
      maskClosable={false}
    >
      <Typography.Paragraph>{pending.text}</Typography.Paragraph>
      <div aria-live="polite">
        {mutation.isError && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('subscriptions.operations.failed')}
            description={reasonOf(mutation.error)}
          />
        )}
      </div>
    </Modal>
  );
}
