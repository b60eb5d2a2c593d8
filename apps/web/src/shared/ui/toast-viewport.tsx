import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentToasts, dismissToast, subscribeToToasts } from './toast-store.ts';
import styles from './toast-viewport.module.css';

/**
 * Where toasts appear: top centre, above everything. Errors are announced assertively (role
 * alert), other messages politely (role status). The glyphs are drawn by CSS, so a toast's text
 * is only its message.
 */
export function ToastViewport() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, currentToasts);
  return (
    <div className={styles.viewport}>
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`${styles.toast} ${styles[toast.kind]}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          data-toast={toast.kind}
        >
          <span className={styles.glyph} aria-hidden="true" />
          <span className={styles.text}>{toast.text}</span>
          <button
            type="button"
            className={styles.dismiss}
            aria-label={t('common.actions.dismiss')}
            onClick={() => dismissToast(toast.id)}
          />
        </div>
      ))}
    </div>
  );
}
