import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { logError } from '../shared/lib/error-log.ts';
import styles from './route-error-page.module.css';

/**
 * Last resort for errors thrown while loading or rendering a route, most often a page chunk that
 * no longer exists after a new release: reloading fetches the current one. Plain HTML, because
 * antd itself may be what failed to load.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;

  useEffect(() => logError(error, 'route error'), [error]);

  return (
    <main className={styles.page}>
      <div className={styles.panel} role="alert">
        <h1 className={styles.heading}>{t('errors.routeError.heading')}</h1>
        {detail && <p className={styles.detail}>{detail}</p>}
        <button type="button" className={styles.button} onClick={() => window.location.reload()}>
          {t('common.actions.reload')}
        </button>
      </div>
    </main>
  );
}
