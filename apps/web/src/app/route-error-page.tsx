import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from '../shared/ui/error-state.tsx';

/**
 * Last resort for errors thrown while loading or rendering a route, most often a page chunk that
 * no longer exists after a new release: reloading fetches the current one.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;

  return (
    <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <ErrorState
        title={t('errors.routeError.heading')}
        detail={detail}
        onRetry={() => window.location.reload()}
        retryLabel={t('common.actions.reload')}
      />
    </Flex>
  );
}
