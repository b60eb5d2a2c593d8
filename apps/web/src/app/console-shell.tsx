import { PasswordResetNotice, UserMenu, useUserInfo } from '../features/auth/index.ts';
import { EnvironmentSwitcher } from '../features/environments/index.ts';
import { PaletteLauncher } from '../features/palette/index.ts';
import { consoleRoutes } from '../console-routes.ts';
import { ConsoleLayout } from '../shared/layout/console-layout.tsx';
import { ErrorLogButton } from '../shared/layout/navbar/error-log-button.tsx';
import { FullScreenButton } from '../shared/layout/navbar/full-screen-button.tsx';
import { LanguageSelect } from '../shared/layout/navbar/language-select.tsx';
import { SizeSelect } from '../shared/layout/navbar/size-select.tsx';
import { ThemeSelect } from '../shared/layout/navbar/theme-select.tsx';

/**
 * The console shell with its top-bar tools, in the order of spec 1 (environment switcher, error log,
 * size, language, full screen, theme, user menu), the command palette's button first (decision
 * 0092). The route guard has fetched the user's roles before this renders.
 */
export function ConsoleShell() {
  const user = useUserInfo();
  const roles = user.data?.roles ?? [];

  return (
    <>
      <PasswordResetNotice />
      <ConsoleLayout
        routes={consoleRoutes}
        roles={roles}
        tools={
          <>
            <PaletteLauncher routes={consoleRoutes} roles={roles} />
            <EnvironmentSwitcher />
            <ErrorLogButton />
            <SizeSelect />
            <LanguageSelect />
            <FullScreenButton />
            <ThemeSelect />
            <UserMenu userName={user.data?.userName} source={user.data?.source} />
          </>
        }
      />
    </>
  );
}
