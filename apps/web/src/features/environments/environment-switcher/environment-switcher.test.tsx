import { COOKIES } from '@beacon/contracts';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { browserCookies } from '../../../test/browser-cookies.ts';
import { url } from '../../../test/console-paths.ts';
import { network } from '../../../test/network.ts';
import { openPopupMenu } from '../../../test/popup-menu.ts';
import { signedInBeacon } from '../../../test/real-beacon.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { simulatePulsar, type SimulatedPulsar } from '../../../test/simulator-network.ts';

const ENVIRONMENTS = ['production', 'staging', 'lab'];

/**
 * Three environments of the real server on one simulator, the browser signed in (having chosen
 * `chosen`, if given). Each status is the server's own connection test of the saved settings:
 * production online, staging unreachable (its broker down), lab unauthorized (its broker asking for
 * a token).
 */
async function serveEnvironments(chosen: string | null = null): Promise<SimulatedPulsar> {
  const pulsar = await simulatePulsar({ environments: ENVIRONMENTS, environment: chosen });
  const broker = pulsar.simulator.brokers[0]!.url;
  const retest = async (name: string) => {
    const answer = await pulsar.beacon.superSession.request('POST', url('/environments/environment/test'), {
      name,
      broker,
      bookie: broker,
    });
    if (answer.statusCode !== 200) throw new Error(`testing ${name} failed: ${answer.body}`);
  };
  let down = true;
  network.use(http.all(`${new URL(broker).origin}/*`, () => (down ? HttpResponse.error() : undefined)));
  await retest('staging');
  down = false;
  pulsar.fail({ pathPrefix: '/admin/v2', status: 401, reason: 'HTTP 401 Unauthorized', times: 10 });
  await retest('lab');
  pulsar.simulator.control.faults.clear();
  return pulsar;
}

async function openSwitcher(user: ReturnType<typeof renderApp>['user'], name: RegExp) {
  await user.click(await screen.findByRole('button', { name }));
  return openPopupMenu();
}

describe('environment switcher', () => {
  it('offers the default localhost:8080 when no environment exists yet', async () => {
    await signedInBeacon();
    const { user } = renderApp('/tokens');

    const menu = await openSwitcher(user, /^Environment: localhost:8080$/);
    const defaultOption = within(menu).getByRole('menuitem', { name: /Default/ });
    expect(defaultOption).toHaveTextContent('localhost:8080');
    expect(defaultOption).toHaveAttribute('aria-disabled', 'true');
    // A placeholder, never shown as if it were a real environment: no status badge.
    expect(defaultOption.querySelector('.ant-badge-status-dot')).toBeNull();
    expect(await within(menu).findByText('No environments yet')).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Manage environments' }));
    expect(await screen.findByRole('heading', { name: 'Environments', level: 1 })).toBeInTheDocument();
    expect(currentUrl()).toBe('/environments');
  });

  it('lists each environment with its broker address and status, the current one disabled', async () => {
    const pulsar = await serveEnvironments('production');
    const { user } = renderApp('/tokens');

    const menu = await openSwitcher(user, /^Environment: production$/);
    const production = await within(menu).findByRole('menuitem', { name: /production/ });
    expect(production).toHaveTextContent(pulsar.simulator.brokers[0]!.url);
    expect(production).toHaveTextContent('Online');
    expect(production).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('menuitem', { name: /staging/ })).toHaveTextContent('Unreachable');
    expect(within(menu).getByRole('menuitem', { name: /lab/ })).toHaveTextContent('Unauthorized');
    expect(within(menu).getByRole('menuitem', { name: /Default/ })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('stores the chosen environment, which every later call names', async () => {
    await serveEnvironments();
    const { user } = renderApp('/tokens');

    const menu = await openSwitcher(user, /^Environment: localhost:8080$/);
    // The page then reloads (jsdom only reports that it cannot).
    await user.click(await within(menu).findByRole('menuitem', { name: /staging/ }));
    expect(browserCookies()[COOKIES.environment]).toBe('staging');
  });

  it('goes back to the default by forgetting the choice', async () => {
    const pulsar = await serveEnvironments('staging');
    const { user } = renderApp('/tokens');

    const menu = await openSwitcher(user, /^Environment: staging$/);
    const listCalls = pulsar.beacon.browserCalls.filter((call) => call.path === url('/environments'));
    expect(listCalls[0]!.environment).toBe('staging');
    await user.click(within(menu).getByRole('menuitem', { name: /Default/ }));
    expect(browserCookies()[COOKIES.environment]).toBeUndefined();
  });

  it('says when the list could not be loaded and offers to try again', async () => {
    await serveEnvironments();
    // The failure is injected on purpose, until the test lets the list through to the server.
    let failing = true;
    network.use(
      http.get(url('/environments'), () =>
        failing ? HttpResponse.json({ error: 'boom' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderApp('/tokens');

    const menu = await openSwitcher(user, /^Environment: localhost:8080$/);
    expect(await within(menu).findByText('Could not load the environments')).toBeInTheDocument();
    failing = false;
    await user.click(within(menu).getByRole('menuitem', { name: 'Retry' }));
    const reopened = await openSwitcher(user, /^Environment: localhost:8080$/);
    expect(await within(reopened).findByRole('menuitem', { name: /production/ })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await serveEnvironments('production');
    const { user } = renderApp('/tokens');

    const menu = await openSwitcher(user, /^环境: production$/);
    expect(await within(menu).findByRole('menuitem', { name: /production/ })).toHaveTextContent('在线');
    expect(within(menu).getByRole('menuitem', { name: /staging/ })).toHaveTextContent('无法连接');
    expect(within(menu).getByRole('menuitem', { name: /默认/ })).toHaveTextContent('localhost:8080');
    expect(within(menu).getByRole('menuitem', { name: '管理环境' })).toBeInTheDocument();
  });
});
