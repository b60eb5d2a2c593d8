import { useTranslation } from 'react-i18next';
import styles from './page-loading.module.css';

/**
 * Placeholder while a page's code or data loads; announced to screen readers as busy. Plain CSS,
 * because it shows before antd has downloaded.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" aria-busy="true">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t('common.states.loading')}</span>
    </div>
  );
}
