import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.ts';
import { restoreLanguage } from './shared/i18n/i18n.ts';
import { captureUncaughtErrors } from './shared/lib/error-log.ts';
import { restoreTheme } from './shared/lib/theme.ts';

captureUncaughtErrors();
restoreLanguage();
restoreTheme();
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient} router={router} />
  </StrictMode>,
);
