import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { currentTheme, subscribeToTheme, type Theme } from '../shared/lib/theme.ts';
import { accessibleColours } from './accessible-theme.ts';
import { useUiSize, type UiSize } from '../shared/lib/ui-size.ts';
import { useReducedMotion } from '../shared/lib/reduced-motion.ts';
import { ConfirmHost } from '../shared/ui/index.ts';
import { PasswordConfirmationHost } from '../shared/auth/password-confirmation-dialog.tsx';

/** antd has three component sizes; the console's smallest ("mini") is antd's small, compacted. */
const ANTD_SIZES = { medium: 'middle', small: 'small', mini: 'small' } as const;

function themeConfig(theme: Theme, size: UiSize, reducedMotion: boolean): ThemeConfig {
  const algorithm = [theme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm];
  if (size === 'mini') algorithm.push(antdTheme.compactAlgorithm);
  const { token, components } = accessibleColours(theme);
  return {
    algorithm,
    cssVar: { key: 'beacon' },
    token: { ...token, motion: !reducedMotion },
    components,
  };
}

/**
 * antd for every screen below it: its own texts in the console's language (spec 7), the global
 * size (spec 4), the theme, and no animations for a system that asks for reduced motion. Loaded with the first screen that needs antd, never by the login page.
 */
export function AntdOutlet() {
  const { i18n } = useTranslation();
  const chinese = i18n.language === 'zh';
  const theme = useSyncExternalStore(subscribeToTheme, currentTheme, currentTheme);
  const size = useUiSize();
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    // Date pickers and relative dates inside antd follow the language too.
    dayjs.locale(chinese ? 'zh-cn' : 'en');
  }, [chinese]);

  return (
    <ConfigProvider
      locale={chinese ? zhCN : enUS}
      componentSize={ANTD_SIZES[size]}
      theme={themeConfig(theme, size, reducedMotion)}
    >
      {/* Every screen's confirmations show in this one host (useConfirm). */}
      <ConfirmHost>
        <Outlet />
      </ConfirmHost>
      {/* Sensitive calls ask for the password again here (issue 15 item 5). */}
      <PasswordConfirmationHost />
    </ConfigProvider>
  );
}
