import { Alert, Button, Modal, Typography, type ButtonProps } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmActionProps {
  /** The button that opens the confirmation. */
  label: ReactNode;
  buttonProps?: ButtonProps;
  title: string;
  /** What will happen, in full, so nobody confirms the wrong thing. */
  description: ReactNode;
  /** More controls in the dialog (e.g. a force option). */
  extra?: ReactNode;
  okText?: string;
  danger?: boolean;
  disabled?: boolean;
  /** Runs the action; a rejection keeps the dialog open with Pulsar's reason in it. */
  onConfirm: () => Promise<unknown>;
  onClose?: () => void;
  /** Checks made before asking (e.g. is there anything to offload?); false keeps the dialog shut. */
  beforeOpen?: () => Promise<boolean>;
}

/**
 * A confirmed action. The call is sent at most once per confirmation: a double click on Confirm
 * (or Enter pressed twice) while it is out is ignored, which React state alone cannot guarantee
 * because both clicks can land before the re-render.
 */
export function ConfirmAction({
  label,
  buttonProps,
  title,
  description,
  extra,
  okText,
  danger = false,
  disabled = false,
  onConfirm,
  onClose,
  beforeOpen,
}: ConfirmActionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const firing = useRef(false);
  const [checking, setChecking] = useState(false);

  async function openDialog() {
    if (beforeOpen) {
      setChecking(true);
      const go = await beforeOpen().finally(() => setChecking(false));
      if (!go) return;
    }
    setOpen(true);
  }

  function close() {
    setOpen(false);
    setRefusal(undefined);
    onClose?.();
  }

  async function confirm() {
    if (firing.current) return;
    firing.current = true;
    setPending(true);
    setRefusal(undefined);
    try {
      await onConfirm();
      close();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      firing.current = false;
      setPending(false);
    }
  }

  return (
    <>
      <Button
        danger={danger}
        disabled={disabled}
        loading={checking || pending}
        {...buttonProps}
        onClick={() => void openDialog()}
      >
        {label}
      </Button>
      <Modal
        open={open}
        title={title}
        onOk={() => void confirm()}
        onCancel={close}
        okText={okText ?? t('topics.operations.confirm')}
        cancelText={t('topics.operations.cancel')}
        okButtonProps={{ danger, loading: pending }}
        mask={{ closable: !pending }}
        destroyOnHidden
      >
        <Typography.Paragraph>{description}</Typography.Paragraph>
        {extra}
        <div aria-live="polite">
          {refusal !== undefined && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={t('topics.operations.refused', { reason: refusal })}
            />
          )}
        </div>
      </Modal>
    </>
  );
}
