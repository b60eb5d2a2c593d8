import { Alert, Button } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { logError } from '../lib/error-log.ts';

interface PageErrorBoundaryState {
  failed: { error: unknown } | undefined;
}

/**
 * A page that throws while rendering: the error goes to the error log with the page's URL (spec 8:
 * uncaught interface errors are logged), and only the page area says so. The shell stays — menu,
 * tabs, environment, and the error log's badge to read it in. Without this the router's last-resort
 * page replaced the whole console and the error was lost with the next reload.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failed: undefined };

  static getDerivedStateFromError(error: unknown): PageErrorBoundaryState {
    return { failed: { error } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    logError(error, `render error${info.componentStack ? ` in${firstComponent(info.componentStack)}` : ''}`);
  }

  override render(): ReactNode {
    return this.state.failed ? <PageError error={this.state.failed.error} /> : this.props.children;
  }
}

/** The innermost component of a React component stack ("\n    at TopicsTab (…)" → " TopicsTab"). */
function firstComponent(stack: string): string {
  const match = /at (\S+)/.exec(stack);
  return match ? ` ${match[1]}` : '';
}

function PageError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={t('errors.routeError.heading')}
      description={error instanceof Error ? error.message : String(error)}
      action={<Button onClick={() => window.location.reload()}>{t('common.actions.reload')}</Button>}
    />
  );
}
