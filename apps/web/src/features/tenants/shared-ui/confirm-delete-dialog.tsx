import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../catalog-table/load-failure.tsx';

interface ConfirmDeleteDialogProps {
  title: string;
  question: string;
  /** What is deleted, named in the dialog so the wrong row is never deleted by mistake. */
  name: string;
  pending: boolean;
  /** The refusal of the last attempt (e.g. Pulsar's 409 for a tenant that still has namespaces). */
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A destructive action asks first and, when refused, says why in place and stays open. */
export function ConfirmDeleteDialog({
  title,
  question,
  name,
  pending,
  error,
  onConfirm,
  onCancel,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={title}
      onCancel={onCancel}
      onOk={onConfirm}
      okText={t('tenants.actions.delete')}
      cancelText={t('tenants.actions.cancel')}
      okButtonProps={{ danger: true, loading: pending }}
      maskClosable={false}
    >
      <Typography.Paragraph>{question}</Typography.Paragraph>
      <Typography.Paragraph strong>{t('tenants.deleteDialog.target', { name })}</Typography.Paragraph>
      <div aria-live="polite">
        {error !== null && error !== undefined && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('tenants.deleteDialog.failed')}
            description={messageOf(error)}
          />
        )}
      </div>
    </Modal>
  );
}
