import { COOKIES, LDAP_CODES, LOGIN_ERROR_MS, MESSAGES } from '@beacon/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserCookies } from '../../../test/browser-cookies.ts';
import { url } from '../../../test/console-paths.ts';
import { network } from '../../../test/network.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { OPERATOR as operator, createUsers, sessionOf, startRealBeacon } from '../../../test/real-beacon.ts';
import { simulatePulsar } from '../../../test/simulator-network.ts';

/**
 * The real server, nobody signed in yet: the console the login opens (the overview) needs a chosen
 * environment, else it goes to /environments, so this browser has used the simulator's, which the
 * server's overview and catalogue read.
 */
const openConsoleOnSimulator = () => simulatePulsar({ signedIn: false });

async function logIn(user: ReturnType<typeof renderApp>['user'], username: string, password: string) {
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login page', () => {
  afterEach(() => vi.useRealTimers());

  it('asks for the CSRF cookie on arrival', async () => {
    const beacon = await startRealBeacon();
    renderApp('/login');

    expect(await screen.findByRole('heading', { name: 'Log in to Beacon' })).toBeInTheDocument();
    await waitFor(() => expect(browserCookies()[COOKIES.xsrf]).toMatch(/\w/));
    expect(beacon.browserCalls.filter((call) => call.path === url('/csrf-token'))).toHaveLength(1);
  });

  it('logs in, keeps the name from the response headers and opens the console, holding no token', async () => {
    const { beacon } = await openConsoleOnSimulator();
    const { user } = renderApp('/login');
    await waitFor(() => expect(browserCookies()[COOKIES.xsrf]).toBeDefined());
    const anonymousXsrf = browserCookies()[COOKIES.xsrf];

    await logIn(user, `  ${operator.username} `, operator.password);

    expect(await screen.findByRole('heading', { name: 'Overview', level: 1 })).toBeInTheDocument();
    // The root leads a super user to the overview (decision 0045).
    expect(currentUrl()).toBe('/overview');
    expect(browserCookies().username).toBe(operator.username);
    // The server replaced the anonymous CSRF cookie with one bound to the new session.
    expect(browserCookies()[COOKIES.xsrf]).toMatch(/\w/);
    expect(browserCookies()[COOKIES.xsrf]).not.toBe(anonymousXsrf);
    // The session is the server's HttpOnly cookie; the page keeps no copy of the token anywhere.
    const token = beacon.httpOnlyCookie(COOKIES.adminToken);
    expect(token).toMatch(/\w{16}/);
    expect(document.cookie).not.toContain(token);
    expect(JSON.stringify({ ...localStorage })).not.toContain(token);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(token);
    const login = beacon.browserCalls.find((call) => call.path === url('/login'));
    expect(JSON.parse(login?.body ?? '')).toEqual({
      username: operator.username,
      password: operator.password,
    });
  });

  it('tells a user whose password another user set who did it, once, in the console it opens (issue 28 B16)', async () => {
    const pulsar = await openConsoleOnSimulator();
    // root, a super user, sets dana's password: the server tells dana at her next login.
    const [root, dana] = await createUsers(pulsar.beacon, [
      { name: 'root', superUser: true },
      { name: 'dana', superUser: true },
    ]);
    const rootSession = await sessionOf(pulsar.beacon, root!);
    const newPassword = 'a password root chose for dana';
    const reset = await rootSession.request('POST', url('/users/user/password'), {
      name: dana!.username,
      password: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    const { user } = renderApp('/login');

    await logIn(user, dana!.username, newPassword);

    const notice = await screen.findByRole(
      'dialog',
      { name: 'Your password was set by root' },
      { timeout: 30_000 },
    );
    expect(notice).toHaveTextContent('root set a new password for your account on');
    expect(notice).toHaveTextContent('If you did not ask for it, tell another administrator');
    await user.click(within(notice).getByRole('button', { name: 'Got it' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Your password was set by root' })).not.toBeInTheDocument(),
    );
    expect(sessionStorage.getItem('beacon.passwordReset')).toBeNull();
  });

  it('submits with Enter and returns to the page named in ?redirect=', async () => {
    // The Tokens page names an environment in its calls (without one it goes to /environments).
    await openConsoleOnSimulator();
    const { user } = renderApp('/login?redirect=%2Ftokens%3Fview%3Droles');

    await user.type(await screen.findByLabelText('Username'), operator.username);
    await user.type(screen.getByLabelText('Password'), `${operator.password}{Enter}`);

    expect(await screen.findByRole('heading', { name: 'Tokens', level: 1 })).toBeInTheDocument();
    expect(currentUrl()).toBe('/tokens?view=roles');
  });

  it('does not follow a redirect to another site', async () => {
    await openConsoleOnSimulator();
    const { user } = renderApp('/login?redirect=%2F%2Fevil.example%2Fsteal');

    await logIn(user, operator.username, operator.password);

    expect(await screen.findByRole('heading', { name: 'Overview', level: 1 })).toBeInTheDocument();
    expect(currentUrl()).toBe('/overview');
  });

  it('shows the exact refusal for 5 seconds and keeps the visitor signed out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { user } = renderApp('/login');

    await logIn(user, operator.username, 'wrong password');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.loginFailed);
    expect(alert.textContent).toBe('The username or password is incorrect');
    expect(browserCookies().username).toBeUndefined();
    expect(currentUrl()).toBe('/login');

    await act(() => vi.advanceTimersByTimeAsync(LOGIN_ERROR_MS - 100));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('logs in after an earlier refusal', async () => {
    await openConsoleOnSimulator();
    const { user } = renderApp('/login');

    await logIn(user, operator.username, 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginFailed);
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), `${operator.password}{Enter}`);

    expect(await screen.findByRole('heading', { name: 'Overview', level: 1 })).toBeInTheDocument();
  });

  it('treats a 200 answer whose body carries an error as a refusal (Pulsar Manager compatibility)', async () => {
    network.use(http.post(url('/login'), () => HttpResponse.json({ error: 'User is disabled' })));
    const { user } = renderApp('/login');

    await logIn(user, operator.username, operator.password);

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginFailed);
    expect(browserCookies().username).toBeUndefined();
  });

  it('explains throttling with the server text and when to try again', async () => {
    network.use(
      http.post(url('/login'), () =>
        HttpResponse.json(
          { error: MESSAGES.tooManyAttempts },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    );
    const { user } = renderApp('/login');

    await logIn(user, operator.username, operator.password);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many login attempts');
    expect(alert).toHaveTextContent(MESSAGES.tooManyAttempts);
    expect(alert).toHaveTextContent('You can try again in 42 seconds.');
  });

  it('says so when the server fails instead of blaming the password', async () => {
    network.use(
      http.post(url('/login'), () => HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 })),
    );
    const { user } = renderApp('/login');

    await logIn(user, operator.username, operator.password);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server could not complete the login');
    expect(alert).not.toHaveTextContent(MESSAGES.loginFailed);
  });

  it('says the directory (LDAP) is unreachable rather than blaming the password, in English and Chinese', async () => {
    // The server's answer when the directory refuses the connection or times out (modules/ldap).
    network.use(
      http.post(url('/login'), () =>
        HttpResponse.json(
          { error: 'unreachable', message: 'unreachable', code: LDAP_CODES.directoryUnavailable },
          { status: 503 },
        ),
      ),
    );
    const { user } = renderApp('/login');

    await logIn(user, 'alice', 'directory password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The directory (LDAP) cannot be reached right now');
    expect(alert).not.toHaveTextContent(MESSAGES.loginFailed);

    await user.click(screen.getByRole('button', { name: '中文' }));
    expect(await screen.findByText(/目前无法连接目录服务（LDAP）/)).toBeInTheDocument();
  });

  it('tells a directory user in no mapped group to ask for one', async () => {
    network.use(
      http.post(url('/login'), () =>
        HttpResponse.json(
          { error: 'refused', message: 'refused', code: LDAP_CODES.userRefused },
          { status: 403 },
        ),
      ),
    );
    const { user } = renderApp('/login');

    await logIn(user, 'dave', 'directory password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your directory account is in no group that Beacon grants access to',
    );
  });

  it('requires both fields before calling the server', async () => {
    const beacon = await startRealBeacon();
    const { user } = renderApp('/login');

    await user.type(await screen.findByLabelText('Username'), '   ');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Please enter your username')).toBeInTheDocument();
    expect(await screen.findByText('Please enter your password')).toBeInTheDocument();
    expect(beacon.browserCalls.filter((call) => call.path === url('/login'))).toHaveLength(0);
    // The error is tied to its field, and the first invalid field has the focus.
    const username = screen.getByLabelText('Username');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Please enter your username');
    expect(username).toHaveFocus();
  });

  it('shows the button as busy while the login call is under way, and sends it only once', async () => {
    let calls = 0;
    network.use(
      http.post(url('/login'), async () => {
        calls++;
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user } = renderApp('/login');

    await logIn(user, operator.username, operator.password);

    const button = screen.getByRole('button', { name: /Log in/ });
    await waitFor(() => expect(within(button).getByRole('img', { name: 'Loading…' })).toBeInTheDocument());
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    await user.click(button);
    expect(calls).toBe(1);
  });
});

describe('login page in Chinese', () => {
  it('renders in the language stored in this browser', async () => {
    localStorage.setItem('language', 'zh');
    renderApp('/login');

    expect(await screen.findByRole('heading', { name: '登录 Beacon' })).toBeInTheDocument();
    expect(screen.getByLabelText('用户名')).toBeInTheDocument();
    expect(screen.getByLabelText('密码')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(screen.getByText('Apache Pulsar 管理控制台')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('zh-CN');
    await waitFor(() => expect(document.title).toBe('登录 · Beacon'));
  });

  it('switches language from the selector, remembers it and words the refusal in Chinese', async () => {
    const { user } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Log in to Beacon' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '中文' }));
    expect(screen.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'true');

    expect(await screen.findByRole('heading', { name: '登录 Beacon' })).toBeInTheDocument();
    expect(await screen.findByText('切换语言成功')).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('zh');

    await user.type(screen.getByLabelText('用户名'), operator.username);
    await user.type(screen.getByLabelText('密码'), 'wrong password{Enter}');
    // The language toast may still be showing, so look for the login alert by its words.
    const refusal = await screen.findByText('用户名或密码错误');
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
  });
});
