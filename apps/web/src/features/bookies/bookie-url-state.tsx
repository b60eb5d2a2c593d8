import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, failureReason } from '../../shared/ui/index.ts';
import { isHttpError } from '../../shared/api/http-error.ts';

import { routes } from '../../shared/routes/route-table.ts';
/**
 * Why the bookies cannot be listed, in words an operator can act on: the environment has no bookie
 * URL, or nothing answers there (the proxy's 502/504: BookKeeper's HTTP server is off or
 * unreachable), or BookKeeper refused.
 */
export function BookieUrlProblem({
  environment,
  bookieUrl,
  error,
  onRetry,
}: {
  environment: string | undefined;
  bookieUrl: string | undefined;
  error?: unknown;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const name = environment ?? '';
  const retry: ReactNode = onRetry && (
    <Button size="small" onClick={onRetry}>
      {t('bookies.unavailable.retry')}
    </Button>
  );
  const toEnvironments = (
    <Link to={routes.environments.href({})}>{t('bookies.unavailable.environments')}</Link>
  );
  if (bookieUrl !== undefined && bookieUrl.trim() === '') {
    return (
      <Alert
        type="info"
        showIcon
        message={t('bookies.unavailable.noUrl', { environment: name })}
        description={toEnvironments}
      />
    );
  }
  const unreachable = isHttpError(error) && (error.status === 502 || error.status === 504);
  return (
    <Alert
      type="warning"
      showIcon
      action={retry}
      message={
        unreachable
          ? t('bookies.unavailable.off', { environment: name, url: bookieUrl ?? '' })
          : t('bookies.unavailable.refused', { environment: name })
      }
      description={
        <>
          <div>{unreachable ? t('bookies.unavailable.offHint') : failureReason(error)}</div>
          {unreachable && <div>{failureReason(error)}</div>}
          {toEnvironments}
        </>
      }
    />
  );
}
