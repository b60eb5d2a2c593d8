import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { isRouteHandle } from './route-handle.ts';

/** Wraps every route: keeps the browser tab's title in step with the page and the language. */
export function RootLayout() {
  const { t } = useTranslation();
  const titleKey = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.title;

  useEffect(() => {
    const appName = t('common.appName');
    document.title = titleKey ? `${t(titleKey)} · ${appName}` : appName;
  }, [titleKey, t]);

  return <Outlet />;
}
