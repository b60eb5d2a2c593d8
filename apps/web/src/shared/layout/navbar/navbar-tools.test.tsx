import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { url } from '../../../test/console-paths.ts';
import { simulatePulsar } from '../../../test/simulator-network.ts';
import { network } from '../../../test/network.ts';
import { openPopupMenu } from '../../../test/popup-menu.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { setWindowWidth } from '../../../test/window-size.ts';
import { logError } from '../../lib/error-log.ts';

/** The Tokens page names the browser's environment in its calls: the simulator's, on the real server. */
const heading = (name: string) => screen.findByRole('heading', { name, level: 1 });

describe('size selector', () => {
  it('offers medium, small and mini with the current one disabled, and re-renders the page', async () => {
    await simulatePulsar();
    const { user } = renderApp('/tokens');
    const page = await heading('Tokens');

    await user.click(screen.getByRole('button', { name: 'Global Size' }));
    const menu = await openPopupMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Medium' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(menu).getByRole('menuitem', { name: 'Mini' }));

    expect(await screen.findByText('Switch Size Success')).toBeInTheDocument();
    expect(localStorage.getItem('size')).toBe('mini');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Tokens', level: 1 })).not.toBe(page));
    expect(currentUrl()).toBe('/tokens');

    await user.click(screen.getByRole('button', { name: 'Global Size' }));
    expect(within(await openPopupMenu()).getByRole('menuitem', { name: 'Mini' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await simulatePulsar();
    const { user } = renderApp('/tokens');

    await user.click(await screen.findByRole('button', { name: '布局大小' }));
    await user.click(within(await openPopupMenu()).getByRole('menuitem', { name: '小' }));
    expect(await screen.findByText('切换布局大小成功')).toBeInTheDocument();
  });
});

describe('language selector', () => {
  it('switches to 中文 and back, confirming in the language chosen', async () => {
    await simulatePulsar();
    const { user } = renderApp('/tokens');

    await user.click(await screen.findByRole('button', { name: 'Language' }));
    const menu = await openPopupMenu();
    expect(within(menu).getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(menu).getByRole('menuitem', { name: '中文' }));

    expect(await screen.findByText('切换语言成功')).toBeInTheDocument();
    expect(await heading('令牌（Token）')).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('zh');

    await user.click(screen.getByRole('button', { name: '语言' }));
    await user.click(within(await openPopupMenu()).getByRole('menuitem', { name: 'English' }));
    expect(await screen.findByText('Switch Language Success')).toBeInTheDocument();
  });
});

describe('theme selector', () => {
  it('switches to dark and remembers it', async () => {
    await simulatePulsar();
    const { user } = renderApp('/tokens');

    await user.click(await screen.findByRole('button', { name: 'Theme' }));
    await user.click(within(await openPopupMenu()).getByRole('menuitem', { name: 'Dark' }));

    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Theme' }));
    expect(within(await openPopupMenu()).getByRole('menuitem', { name: 'Dark' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});

describe('error log', () => {
  it('appears after a failing call and lists it with Msg, Info, Url and Stack', async () => {
    await simulatePulsar();
    network.use(
      http.post(url('/logout'), () => HttpResponse.json({ error: 'Logout store is down' }, { status: 503 })),
    );
    const { user } = renderApp('/tokens');
    expect(await heading('Tokens')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Error log/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Admin' }));
    await user.click(within(await openPopupMenu()).getByRole('menuitem', { name: 'Log out' }));
    // The page's own alert is there too: the simulator's environment has no token signing key.
    expect((await screen.findByText('Logout store is down')).closest('[role="alert"]')).not.toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Error log (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error Log' });
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Msg', 'Info', 'Url', 'Stack']);
    expect(dialog).toHaveTextContent('Logout store is down');
    expect(dialog).toHaveTextContent('POST /pulsar-manager/logout → HTTP 503');
    // A long URL keeps one line; its full text stays in the title.
    expect(within(dialog).getByTitle(`${window.location.origin}/tokens`)).toHaveTextContent(
      `${window.location.origin}/tokens`,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Clear the log' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Error log/ })).not.toBeInTheDocument());
  });

  it('records uncaught errors, and stays out of the way on a phone', async () => {
    await simulatePulsar();
    renderApp('/tokens');
    expect(await heading('Tokens')).toBeInTheDocument();

    logError(new Error('Something broke'), 'uncaught error');
    expect(await screen.findByRole('button', { name: 'Error log (1)' })).toBeInTheDocument();
    setWindowWidth(800);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Error log/ })).not.toBeInTheDocument());
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await simulatePulsar();
    const { user } = renderApp('/tokens');
    expect(await heading('令牌（Token）')).toBeInTheDocument();

    logError(new Error('出错了'), 'uncaught error');
    await user.click(await screen.findByRole('button', { name: '错误日志（1）' }));
    const dialog = await screen.findByRole('dialog', { name: '错误日志' });
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['消息', '信息', '页面地址', '堆栈']);
  });
});

describe('user menu', () => {
  it('is labelled Admin, names the user, links to the code-hosting page and logs out', async () => {
    await simulatePulsar();
    const { user } = renderApp('/tokens');

    await user.click(await screen.findByRole('button', { name: 'Admin' }));
    const menu = await openPopupMenu();
    expect(menu).toHaveTextContent('Signed in as operator');
    expect(within(menu).getByRole('link', { name: /GitHub/ })).toHaveAttribute(
      'href',
      'https://github.com/apache/pulsar',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await simulatePulsar();
    const { user } = renderApp('/tokens');

    await user.click(await screen.findByRole('button', { name: '管理员' }));
    const menu = await openPopupMenu();
    expect(within(menu).getByRole('link', { name: /项目地址/ })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: '退出登录' })).toBeInTheDocument();
  });
});
