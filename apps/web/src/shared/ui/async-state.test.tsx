import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../api/index.ts';
import { i18n } from '../i18n/i18n.ts';
import { AsyncState } from './async-state.tsx';

const NOT_FOUND = { what: 'Topic persistent://a/b/c', backTo: '/back', backLabel: 'Back to the topics' };

/** A page reading `answers` one after another (a rejection is a failed read), through AsyncState. */
function renderRead(
  answers: (string[] | Error)[],
  options: { notFound?: boolean; forbiddenTitle?: string } = {},
) {
  let call = 0;
  function Page() {
    const query = useQuery({
      queryKey: ['read'],
      queryFn: () => {
        const answer = answers[Math.min(call++, answers.length - 1)]!;
        return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
      },
      retry: false,
    });
    return (
      <AsyncState
        query={query}
        errorTitle="Could not load the names"
        forbiddenTitle={options.forbiddenTitle}
        notFound={options.notFound ? NOT_FOUND : undefined}
        isEmpty={(names) => names.length === 0}
        empty={<p>No names yet</p>}
      >
        {(names) => (
          <ul>
            {names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      </AsyncState>
    );
  }
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/page'] });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const refusal = (status: number, reason: string) =>
  new HttpError('status', `HTTP ${String(status)}`, { status, body: { reason } });

describe('AsyncState', () => {
  afterEach(() => void i18n.changeLanguage('en'));

  it('shows loading, then the content', async () => {
    renderRead([['orders', 'payments']]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByText('payments')).toBeInTheDocument();
  });

  it('says when there is nothing', async () => {
    renderRead([[]]);
    expect(await screen.findByText('No names yet')).toBeInTheDocument();
  });

  it('shows a failure with Pulsar’s reason and reads again on Retry', async () => {
    renderRead([refusal(500, 'Bookies unavailable'), ['orders']]);
    expect(await screen.findByText('Could not load the names')).toBeInTheDocument();
    expect(screen.getByText('Bookies unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('orders')).toBeInTheDocument();
  });

  it('says a 403 is a refusal, with Pulsar’s reason, in both languages', async () => {
    renderRead([refusal(403, 'Client is not authorized to Get Partitioned Metadata')]);
    expect(
      await screen.findByRole('heading', { name: 'Pulsar does not let you read this' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Client is not authorized to Get Partitioned Metadata')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await i18n.changeLanguage('zh');
    expect(await screen.findByRole('heading', { name: 'Pulsar 不允许您读取此内容' })).toBeInTheDocument();
  });

  it('names what a 403 refuses when the section says it', async () => {
    renderRead([refusal(403, 'This user no permissions for this resource')], {
      forbiddenTitle: 'You may not see the names',
    });
    expect(await screen.findByRole('heading', { name: 'You may not see the names' })).toBeInTheDocument();
    expect(screen.getByText('This user no permissions for this resource')).toBeInTheDocument();
  });

  it('on a detail page, says a missing resource does not exist with a way back', async () => {
    renderRead([refusal(404, 'Topic not found')], { notFound: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Topic persistent://a/b/c does not exist' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the topics' })).toLinkTo('/back');
  });

  it('elsewhere, a 404 is a failure like any other', async () => {
    renderRead([refusal(404, 'Topic not found')]);
    expect(await screen.findByText('Could not load the names')).toBeInTheDocument();
    expect(screen.getByText('Topic not found')).toBeInTheDocument();
  });
});
