import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../ui/toasts.tsx';
import { LANGUAGES, currentLanguage, switchLanguage, type LanguageCode } from './i18n.ts';

const options = LANGUAGES.map((language) => ({ value: language.code, label: language.label }));

/** English / 中文 toggle; the choice is remembered in this browser. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const toasts = useToasts();

  async function choose(code: LanguageCode) {
    await switchLanguage(code);
    // Confirm in the language just chosen (spec 4: 'Switch Language Success'); `t` still speaks
    // the language of the render that created it.
    void toasts.success(t('common.language.switched', { lng: code }));
  }

  return (
    <Segmented<LanguageCode>
      aria-label={t('common.language.label')}
      size="small"
      options={options}
      value={currentLanguage()}
      onChange={(code) => void choose(code)}
    />
  );
}
