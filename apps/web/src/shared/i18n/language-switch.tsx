import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast-store.ts';
import { LANGUAGES, currentLanguage, switchLanguage, type LanguageCode } from './i18n.ts';
import styles from './language-switch.module.css';

/**
 * English / 中文 toggle for pages outside the console shell (the login page). Plain buttons: this
 * page loads no antd. The choice is remembered in this browser.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = currentLanguage();

  async function choose(code: LanguageCode) {
    if (code === language) return;
    await switchLanguage(code);
    // Confirm in the language just chosen (spec 4: 'Switch Language Success').
    toast.success(t('common.language.switched', { lng: code }));
  }

  return (
    <div className={styles.switch} role="group" aria-label={t('common.language.label')}>
      {LANGUAGES.map((option) => (
        <button
          key={option.code}
          type="button"
          lang={option.htmlLang}
          className={styles.option}
          aria-pressed={option.code === language}
          onClick={() => void choose(option.code)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
