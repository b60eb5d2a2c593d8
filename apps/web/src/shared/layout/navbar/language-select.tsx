import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, currentLanguage, switchLanguage, type LanguageCode } from '../../i18n/i18n.ts';
import { toast } from '../../ui/toast-store.ts';

/** Spec 4: English or 中文, remembered; confirmed with 'Switch Language Success' in the new language. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const language = currentLanguage();

  async function choose(code: LanguageCode) {
    await switchLanguage(code);
    toast.success(t('common.language.switched', { lng: code }));
  }

  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      menu={{
        items: LANGUAGES.map((option) => ({
          key: option.code,
          label: <span lang={option.htmlLang}>{option.label}</span>,
          disabled: option.code === language,
        })),
        selectable: true,
        selectedKeys: [language],
        onClick: ({ key }) => void choose(key as LanguageCode),
      }}
    >
      <Tooltip title={t('common.language.label')}>
        <Button
          type="text"
          icon={<TranslationOutlined aria-hidden />}
          aria-label={t('common.language.label')}
        />
      </Tooltip>
    </Dropdown>
  );
}
