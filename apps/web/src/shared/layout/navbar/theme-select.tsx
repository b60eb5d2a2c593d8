import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { THEMES, currentTheme, subscribeToTheme, switchTheme, type Theme } from '../../lib/theme.ts';

/** Light or dark (spec 1); remembered in this browser (decision 0012). */
export function ThemeSelect() {
  const { t } = useTranslation();
  const theme = useSyncExternalStore(subscribeToTheme, currentTheme, currentTheme);
  const Icon = theme === 'dark' ? MoonOutlined : SunOutlined;

  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      menu={{
        items: THEMES.map((option) => ({
          key: option,
          label: t(`layout.theme.${option}`),
          disabled: option === theme,
        })),
        selectable: true,
        selectedKeys: [theme],
        onClick: ({ key }) => switchTheme(key as Theme),
      }}
    >
      <Tooltip title={t('layout.theme.label')}>
        <Button type="text" icon={<Icon aria-hidden />} aria-label={t('layout.theme.label')} />
      </Tooltip>
    </Dropdown>
  );
}
