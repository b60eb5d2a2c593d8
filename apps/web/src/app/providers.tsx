import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { ToastProvider } from '../shared/ui/toasts.tsx';
import { ErrorCatalogueConnection } from './error-catalogue-connection.tsx';
import type { AppRouter } from './router.ts';

export function AppProviders({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LocalizedAntd>
        <ErrorCatalogueConnection router={router} />
        <RouterProvider router={router} />
      </LocalizedAntd>
    </QueryClientProvider>
  );
}

/** antd's own texts (pagination, empty states, pickers) follow the console's language. */
function LocalizedAntd({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={i18n.language === 'zh' ? zhCN : enUS}>
      <ToastProvider>{children}</ToastProvider>
    </ConfigProvider>
  );
}
