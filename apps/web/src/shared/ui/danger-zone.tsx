import { DeleteOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog.tsx';
import { useLiveConfirm } from './use-confirm.tsx';

interface DangerZoneProps {
  /** The section's heading ("Danger Zone"). */
  title: string;
  /** What deleting means here, above the button. */
  hint?: ReactNode;
  /** The button's label ("Delete Cluster"). */
  actionLabel: string;
  /**
   * The confirmation's words (and `typedName` where a name must be typed first). They follow the
   * page while the question is open: a typed name that depends on a count read on asking appears
   * once the count is known.
   */
  dialog: Pick<ConfirmDialogProps, 'title' | 'description' | 'confirmLabel' | 'typedName'>;
  /** Deletes, then goes wherever the page goes next; a rejection keeps the dialog open with why. */
  onConfirm: () => Promise<unknown>;
  /** Told when the question opens (true) and closes (false), e.g. to read what is inside only then. */
  onAsking?: (asking: boolean) => void;
  className?: string;
}

/** The red section at the foot of a detail page: one destructive action, confirmed in the ConfirmHost. */
export function DangerZone({
  title,
  hint,
  actionLabel,
  dialog,
  onConfirm,
  onAsking,
  className,
}: DangerZoneProps) {
  const headingId = useId();
  const confirm = useLiveConfirm({ danger: true, ...dialog, onConfirm });

  async function ask() {
    onAsking?.(true);
    await confirm();
    onAsking?.(false);
  }

  return (
    <section className={className} aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId} type="danger" style={{ fontSize: 18 }}>
        {title}
      </Typography.Title>
      {hint && <Typography.Paragraph>{hint}</Typography.Paragraph>}
      <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => void ask()}>
        {actionLabel}
      </Button>
    </section>
  );
}
