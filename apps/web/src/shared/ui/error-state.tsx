import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ErrorStateProps {
  title: ReactNode;
  detail?: ReactNode;
  /** Offered as a Retry button when given. */
  onRetry?: () => void;
  retrying?: boolean;
  retryLabel?: ReactNode;
}

/** A failed load, said in words, with a way to try again. */
export function ErrorState({ title, detail, onRetry, retrying = false, retryLabel }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={detail}
      action={
        onRetry && (
          <Button onClick={onRetry} loading={retrying}>
            {retryLabel ?? t('common.actions.retry')}
          </Button>
        )
      }
    />
  );
}
