import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { clearErrorLog, errorLogEntries } from '../lib/error-log.ts';
import { PageErrorBoundary } from './page-error-boundary.tsx';

function TopicsList({ stats }: { stats?: { collectedAt: number } }): never {
  // As the topics list once did with a topic's figures in place of a page of the list.
  const { collectedAt } = stats as { collectedAt: number };
  throw new Error(`unreachable ${String(collectedAt)}`);
}

afterEach(() => clearErrorLog());

describe('PageErrorBoundary', () => {
  it('records a page that throws while rendering in the error log and says so in the page area', () => {
    // React reports the caught error on the console too; that is expected here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <I18nextProvider i18n={i18n}>
        <nav>Shell</nav>
        <PageErrorBoundary>
          <TopicsList />
        </PageErrorBoundary>
      </I18nextProvider>,
    );
    quiet.mockRestore();

    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown');
    expect(screen.getByRole('alert')).toHaveTextContent(/Cannot destructure property 'collectedAt'/);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    // The rest of the console stays.
    expect(screen.getByText('Shell')).toBeInTheDocument();
    const [entry] = errorLogEntries();
    expect(entry?.message).toMatch(/Cannot destructure property 'collectedAt'/);
    expect(entry?.info).toBe('render error in TopicsList');
    expect(entry?.url).toBe(window.location.href);
  });
});
