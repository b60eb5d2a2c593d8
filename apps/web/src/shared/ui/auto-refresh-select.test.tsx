import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { AutoRefreshSelect, REFRESH_INTERVAL_KEY } from './auto-refresh-select.tsx';

/** A query that says each time it is read. */
function Reads({ name, onRead }: { name: string; onRead: (name: string) => number }) {
  useQuery({ queryKey: [name, 'figures'], queryFn: () => onRead(name) });
  return null;
}

function renderWith(reads: Record<string, number>) {
  const onRead = (name: string) => (reads[name] = (reads[name] ?? 0) + 1);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <Reads name="page" onRead={onRead} />
        {/* Outside the refreshed scope. */}
        <Reads name="other" onRead={onRead} />
        <AutoRefreshSelect scope={[['page']]} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

async function choose(label: string) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.click(screen.getByRole('combobox', { name: 'Auto Refresh' }));
  await user.click(await screen.findByText(label, { selector: '.ant-select-item-option-content' }));
}

describe('AutoRefreshSelect', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    void i18n.changeLanguage('en');
  });

  it('is off at first, then refetches only the queries of its scope on the chosen interval and keeps the choice for the session', async () => {
    const reads: Record<string, number> = {};
    renderWith(reads);
    await waitFor(() => expect(reads).toEqual({ page: 1, other: 1 }));
    expect(screen.getByRole('combobox', { name: 'Auto Refresh' }).closest('.ant-select')).toHaveTextContent(
      'Off',
    );
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(reads).toEqual({ page: 1, other: 1 });

    await choose('5 s');
    expect(sessionStorage.getItem(REFRESH_INTERVAL_KEY)).toBe('5');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(reads.page).toBe(3));
    expect(reads.other).toBe(1);

    await choose('Off');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(reads.page).toBe(3);
    expect(sessionStorage.getItem(REFRESH_INTERVAL_KEY)).toBe('0');
  });

  it('starts with the interval stored in this tab’s session, in Chinese', async () => {
    sessionStorage.setItem(REFRESH_INTERVAL_KEY, '10');
    await i18n.changeLanguage('zh');
    const reads: Record<string, number> = {};
    renderWith(reads);

    const select = screen.getByRole('combobox', { name: '自动刷新' }).closest('.ant-select');
    expect(select).toHaveTextContent('10 秒');
    await waitFor(() => expect(reads.page).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(reads.page).toBe(2));
  });
});
