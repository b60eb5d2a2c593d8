import { Alert, Modal, Typography } from 'antd';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isHttpError } from '../../../shared/api/index.ts';

export function reasonOf(error: unknown): string {
  if (isHttpError(error)) return errorText(error.body) ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

interface ConfirmDialogProps {
  title: string;
  text: string;
  okText: string;
  pending: boolean;
  error: unknown;
  errorTitle: string;
  /** Returns the call's promise; the dialog fires it once however often OK is clicked. */
  onConfirm: () => Promise<unknown>;
  onCancel: () => void;
  children?: ReactNode;
}

/** A change that cannot be taken back says exactly what it does, and fires once. */
export function ConfirmDialog({
  title,
  text,
  okText,
  pending,
  error,
  errorTitle,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  // A ref, not `pending`: two clicks in one frame both see the state from before the first.
  const firing = useRef(false);
  function confirm() {
    if (firing.current) return;
    firing.current = true;
    // After success the dialog's work is done: it stays locked until it closes. A refusal unlocks
    // it so the user can try again (e.g. with force).
    onConfirm().catch(() => {
      firing.current = false;
    });
  }
  return (
    <Modal
      open
      title={title}
      onOk={confirm}
      onCancel={onCancel}
      okText={okText}
      cancelText={t('partitionedTopics.cancel')}
      okButtonProps={{ danger: true, loading: pending }}
      maskClosable={false}
    >
      <Typography.Paragraph>{text}</Typography.Paragraph>
      {children}
      <div aria-live="polite">
        {error !== null && error !== undefined && (
          <Alert type="error" showIcon role="alert" title={errorTitle} description={reasonOf(error)} />
        )}
      </div>
    </Modal>
  );
}
