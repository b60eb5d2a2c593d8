import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../shared/i18n/language-switch.tsx';
import { BeaconMark } from '../../../shared/ui/beacon-mark.tsx';
import styles from './login-page.module.css';

/** The signed-out pages' frame (login, first-run setup): Beacon's name and the language switch over the panel. */
export function AuthPageFrame({
  headingId,
  before,
  children,
}: {
  /** The id of the panel's heading, which names it. */
  headingId: string;
  /** Shown beside the panel (the login page's setup-pending notice). */
  before?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      {before}
      <section className={styles.panel} aria-labelledby={headingId}>
        <div className={styles.brandRow}>
          <span className={styles.brand}>
            <BeaconMark />
            {t('common.appName')}
          </span>
          <LanguageSwitch />
        </div>
        {children}
      </section>
    </main>
  );
}
