import { COOKIES, MESSAGES, type UserInfoResponse } from '@beacon/contracts';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { browserCookies, storeCookie } from './test/browser-cookies.ts';
import { url } from './test/console-paths.ts';
import { tenantAdmin, userInfoOf } from './test/console-users.ts';
import { network } from './test/network.ts';
import { OPERATOR as operator, setServerClock, signedInBeacon } from './test/real-beacon.ts';
import { currentUrl, renderApp } from './test/render-app.tsx';
import { simulatePulsar } from './test/simulator-network.ts';

/**
 * Pulsar's screens open once an environment is chosen (without one they go to /environments), and
 * their calls are answered by the simulator, as the given user may make them.
 */
async function servePulsarAs(user: UserInfoResponse = userInfoOf()) {
  await simulatePulsar({ user });
}

const pageHeading = (name: string) => screen.findByRole('heading', { name, level: 1 });

describe('route table and guard: signed out', () => {
  it('sends a signed-out visitor of / to the login page with a way back', async () => {
    renderApp('/', { strictMode: true });

    expect(await screen.findByRole('heading', { name: 'Log in to Beacon' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/login?redirect=%2F');
  });

  it('keeps the path and query of the page the visitor asked for', async () => {
    renderApp('/management/tenants/tenantInfo/public?tab=namespaces', { strictMode: true });

    expect(await screen.findByRole('heading', { name: 'Log in to Beacon' })).toBeInTheDocument();
    expect(currentUrl()).toBe(
      '/login?redirect=%2Fmanagement%2Ftenants%2FtenantInfo%2Fpublic%3Ftab%3Dnamespaces',
    );
  });

  it('redirects an unknown path to /404', async () => {
    const { user } = renderApp('/no/such/page', { strictMode: true });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/404');
    await waitFor(() => expect(document.title).toBe('Page not found · Beacon'));

    await user.click(screen.getByRole('button', { name: 'Return Home' }));
    // Home needs a session, so a signed-out visitor ends on the login page.
    expect(await screen.findByRole('heading', { name: 'Log in to Beacon' })).toBeInTheDocument();
  });
});

describe('route table and guard: super', () => {
  it('sends a signed-in user who opens /login to / and on to the overview (decision 0045)', async () => {
    await servePulsarAs();
    renderApp('/login?redirect=%2Fsomewhere', { strictMode: true });

    expect(await pageHeading('Overview')).toBeInTheDocument();
    expect(currentUrl()).toBe('/overview');
    expect(browserCookies().username).toBe(operator.username);
  });

  it('leads /management to the tenants, still one click from the overview', async () => {
    await servePulsarAs();
    renderApp('/management', { strictMode: true });

    expect(await pageHeading('Tenants')).toBeInTheDocument();
    expect(currentUrl()).toBe('/management/tenants');
  });

  it.each([
    ['/management/clusters', 'Clusters', 'Clusters'],
    ['/management/clusters/standalone/cluster', 'Cluster standalone', 'Cluster Details'],
  ])('opens %s as the %s screen', async (path, heading, title) => {
    await servePulsarAs();
    renderApp(path, { strictMode: true });

    expect(await pageHeading(heading)).toBeInTheDocument();
    expect(currentUrl()).toBe(path);
    await waitFor(() => expect(document.title).toBe(`${title} · Beacon`));
  });

  it('names the objects a detail screen was opened for', async () => {
    await servePulsarAs();
    renderApp('/management/brokers/standalone/broker-1:8080/broker', { strictMode: true });

    // The broker page (issue 16 item 2) names the broker and cluster of its address.
    expect(
      await pageHeading('Broker broker-1:8080 of cluster standalone does not exist'),
    ).toBeInTheDocument();
  });

  it("leads /management/namespaces/<tenant>, which has no screen, to the tenant's namespaces", async () => {
    await servePulsarAs();
    renderApp('/management/namespaces/public', { strictMode: true });

    expect(await pageHeading('Tenant Details')).toBeInTheDocument();
    expect(currentUrl()).toBe('/management/tenants/tenantInfo/public?tab=namespaces');
  });

  it('opens the screens in Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await servePulsarAs();
    renderApp('/management/clusters/standalone/cluster', { strictMode: true });

    expect(await pageHeading('集群 standalone')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('集群详情 · Beacon'));
  });
});

describe('route table and guard: admin and users without roles', () => {
  it('leads an admin from / to the tenant-admin page', async () => {
    await servePulsarAs(tenantAdmin);
    renderApp('/', { strictMode: true });

    expect(await pageHeading('Tenant Details')).toBeInTheDocument();
    expect(currentUrl()).toBe('/management/admin/tenants/tenantInfo');
  });

  it.each([
    '/tokens',
    '/management/namespaces/finance/payments/namespace',
    '/management/topics/persistent/finance/payments/orders/topic',
    '/management/topics/persistent/finance/payments/orders/partitionedTopic',
    '/management/subscriptions/persistent/finance/payments/orders/billing/subscription',
  ])('lets an admin open %s', async (path) => {
    await servePulsarAs(tenantAdmin);
    renderApp(path, { strictMode: true });

    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Oops!' })).not.toBeInTheDocument();
    expect(currentUrl()).toBe(path);
  });

  it.each(['/management/tenants', '/management/clusters', '/users', '/management/bookies', '/prometheus'])(
    'sends an admin who opens %s to /401',
    async (path) => {
      await servePulsarAs(tenantAdmin);
      renderApp(path, { strictMode: true });

      expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
      expect(screen.getByText('You do not have permission to enter this page.')).toBeInTheDocument();
      expect(currentUrl()).toBe('/401?noGoBack=true');
    },
  );

  it('sends a user without roles to /401, whose Return then goes home rather than back', async () => {
    await servePulsarAs(userInfoOf({ roles: [], tenants: [] }));
    const { user } = renderApp('/tokens', { strictMode: true });

    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return' }));
    // Home itself is forbidden to this user: the guard answers the same way.
    await waitFor(() => expect(currentUrl()).toBe('/401?noGoBack=true'));
    expect(screen.getByRole('link', { name: 'Go Home' })).toLinkTo('/');
  });

  it('words /401 in Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await servePulsarAs(tenantAdmin);
    renderApp('/users', { strictMode: true });

    expect(await screen.findByRole('heading', { name: '哎呀！' })).toBeInTheDocument();
    expect(screen.getByText('你没有权限进入此页面。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返 回' })).toBeInTheDocument();
  });
});

describe('route guard: a failed user-info fetch logs out locally', () => {
  it('with the server message when the session is gone', async () => {
    const beacon = await signedInBeacon();
    storeCookie(COOKIES.environment, 'staging');
    // Idle for longer than the server's 30 minutes (BEACON_SESSION_IDLE_TIMEOUT): the session ended.
    setServerClock(beacon, beacon.server.clock.now() + 31 * 60_000);
    renderApp('/tokens', { strictMode: true });

    expect(await screen.findByRole('heading', { name: 'Log in to Beacon' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/login?redirect=%2Ftokens');
    expect(await screen.findByText(MESSAGES.pleaseLogin)).toBeInTheDocument();
    const cookies = browserCookies();
    expect(cookies.username).toBeUndefined();
    expect(cookies[COOKIES.environment]).toBeUndefined();
    // The server's 401 dropped its HttpOnly cookie; the page could not have.
    expect(beacon.httpOnlyCookie(COOKIES.adminToken)).toBeUndefined();
  });

  it("with 'Verification failed, please login again' when the answer has no message", async () => {
    await signedInBeacon();
    network.use(http.get(url('/users/userInfo'), () => new HttpResponse(null, { status: 500 })));
    renderApp('/tokens', { strictMode: true });

    expect(await screen.findByRole('heading', { name: 'Log in to Beacon' })).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.verificationFailed)).toBeInTheDocument();
    expect(browserCookies()[COOKIES.adminToken]).toBeUndefined();
  });

  it('but not when the call was cut short because the page is being left', async () => {
    await signedInBeacon();
    network.use(
      http.get(url('/users/userInfo'), () => {
        // The browser cancels a leaving page's calls: the page hides, then the call fails.
        window.dispatchEvent(new PageTransitionEvent('pagehide'));
        return HttpResponse.error();
      }),
    );
    renderApp('/tokens', { strictMode: true });

    // What the page shows in its last moment matters little; the session must survive it.
    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/tokens');
    expect(browserCookies().username).toBe(operator.username);
    window.dispatchEvent(new PageTransitionEvent('pageshow'));
  });

  it('in Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await signedInBeacon();
    network.use(http.get(url('/users/userInfo'), () => new HttpResponse(null, { status: 500 })));
    renderApp('/tokens', { strictMode: true });

    expect(await screen.findByRole('heading', { name: '登录 Beacon' })).toBeInTheDocument();
    expect(await screen.findByText('验证失败，请重新登录')).toBeInTheDocument();
  });
});
