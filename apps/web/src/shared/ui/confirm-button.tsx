import { Button, type ButtonProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

interface ConfirmButtonProps extends Omit<ConfirmDialogProps, 'open' | 'onClose'> {
  /** The button that opens the confirmation. */
  label: ReactNode;
  buttonProps?: ButtonProps;
  disabled?: boolean;
  onClose?: () => void;
  /** Checks made before asking (e.g. is there anything to offload?); false keeps the dialog shut. */
  beforeOpen?: () => Promise<boolean>;
}

/** A button whose action is confirmed first in the shared ConfirmDialog. */
export function ConfirmButton({
  label,
  buttonProps,
  disabled = false,
  onClose,
  beforeOpen,
  danger,
  ...dialog
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [checking, setChecking] = useState(false);

  async function openDialog() {
    if (beforeOpen) {
      setChecking(true);
      const go = await beforeOpen().finally(() => setChecking(false));
      if (!go) return;
    }
    setOpen(true);
  }

  return (
    <>
      <Button
        danger={danger}
        disabled={disabled}
        loading={checking}
        {...buttonProps}
        onClick={() => void openDialog()}
      >
        {label}
      </Button>
      <ConfirmDialog
        {...dialog}
        danger={danger}
        open={open}
        onClose={() => {
          setOpen(false);
          onClose?.();
        }}
      />
    </>
  );
}
