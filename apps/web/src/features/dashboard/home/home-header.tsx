import { LogoutButton } from '../../auth/index.ts';
import { LanguageSwitch } from '../../../shared/i18n/language-switch.tsx';
import { BeaconMark } from '../../../shared/ui/beacon-mark.tsx';
import { useTranslation } from 'react-i18next';
import styles from './home-page.module.css';

/** The top bar until the full console shell arrives: brand, language, who is signed in, log out. */
export function HomeHeader({ userName }: { userName: string | undefined }) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <span className={styles.brand}>
        <BeaconMark size={28} />
        {t('common.appName')}
      </span>
      <div className={styles.userArea}>
        <LanguageSwitch />
        {userName && <span className={styles.userName}>{userName}</span>}
        <LogoutButton />
      </div>
    </header>
  );
}
