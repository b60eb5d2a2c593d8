import { LockOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { errorText, isHttpError } from '../../../shared/api/index.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';

export const messageOf = (error: unknown): string =>
  isHttpError(error)
    ? (errorText(error.body) ?? error.message)
    : error instanceof Error
      ? error.message
      : String(error);

export const isForbidden = (error: unknown): boolean => isHttpError(error) && error.status === 403;

interface LoadFailureProps {
  error: unknown;
  /** Title when the server refused the user (403). */
  forbiddenTitle: ReactNode;
  /** Title for any other failure. */
  failedTitle: ReactNode;
  onRetry: () => void;
  retrying: boolean;
}

/**
 * A failed load: a refusal (403) is not something Retry fixes, so it gets its own state with the
 * server's words; anything else offers Retry.
 */
export function LoadFailure({ error, forbiddenTitle, failedTitle, onRetry, retrying }: LoadFailureProps) {
  if (isForbidden(error)) {
    return (
      <Result
        status="403"
        icon={<LockOutlined aria-hidden />}
        title={
          <span role="heading" aria-level={2}>
            {forbiddenTitle}
          </span>
        }
        subTitle={messageOf(error)}
      />
    );
  }
  return <ErrorState title={failedTitle} detail={messageOf(error)} onRetry={onRetry} retrying={retrying} />;
}
