import { COOKIES } from '@beacon/contracts';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { browserCookies } from '../../../test/browser-cookies.ts';
import { environmentsHandler, signInAsOperator, url, type SeenRequests } from '../../../test/console-api.ts';
import { network } from '../../../test/network.ts';
import { openPopupMenu } from '../../../test/popup-menu.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';

const ENVIRONMENTS = [
  { name: 'production', broker: 'http://pulsar-prod:8080', status: 'online' },
  { name: 'staging', broker: 'http://pulsar-staging:8080', status: 'unreachable' },
  { name: 'lab', broker: 'http://pulsar-lab:8080', status: 'unauthorized' },
] as const;

async function openSwitcher(user: ReturnType<typeof renderApp>['user'], name: RegExp) {
  await user.click(await screen.findByRole('button', { name }));
  return openPopupMenu();
}

describe('environment switcher', () => {
  it('offers the default localhost:8080 when no environment exists yet', async () => {
    signInAsOperator();
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
    signInAsOperator({ [COOKIES.environment]: 'production' });
    network.use(environmentsHandler([...ENVIRONMENTS]));
    const { user } = renderApp('/tokens');

    const menu = await openSwitcher(user, /^Environment: production$/);
    const production = await within(menu).findByRole('menuitem', { name: /production/ });
    expect(production).toHaveTextContent('http://pulsar-prod:8080');
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
    signInAsOperator();
    network.use(environmentsHandler([...ENVIRONMENTS]));
    const { user } = renderApp('/tokens');

    const menu = await openSwitcher(user, /^Environment: localhost:8080$/);
    // The page then reloads (jsdom only reports that it cannot).
    await user.click(await within(menu).findByRole('menuitem', { name: /staging/ }));
    expect(browserCookies()[COOKIES.environment]).toBe('staging');
  });

  it('goes back to the default by forgetting the choice', async () => {
    signInAsOperator({ [COOKIES.environment]: 'staging' });
    const seen: SeenRequests = [];
    network.use(environmentsHandler([...ENVIRONMENTS], seen));
    const { user } = renderApp('/tokens');

    const menu = await openSwitcher(user, /^Environment: staging$/);
    expect(seen[0]!.headers.get('environment')).toBe('staging');
    await user.click(within(menu).getByRole('menuitem', { name: /Default/ }));
    expect(browserCookies()[COOKIES.environment]).toBeUndefined();
  });

  it('says when the list could not be loaded and offers to try again', async () => {
    signInAsOperator();
    network.use(http.get(url('/environments'), () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    const { user } = renderApp('/tokens');

    const menu = await openSwitcher(user, /^Environment: localhost:8080$/);
    expect(await within(menu).findByText('Could not load the environments')).toBeInTheDocument();
    network.use(environmentsHandler([...ENVIRONMENTS]));
    await user.click(within(menu).getByRole('menuitem', { name: 'Retry' }));
    const reopened = await openSwitcher(user, /^Environment: localhost:8080$/);
    expect(await within(reopened).findByRole('menuitem', { name: /production/ })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    signInAsOperator({ [COOKIES.environment]: 'production' });
    network.use(environmentsHandler([...ENVIRONMENTS]));
    const { user } = renderApp('/tokens');

    const menu = await openSwitcher(user, /^环境: production$/);
    expect(await within(menu).findByRole('menuitem', { name: /production/ })).toHaveTextContent('在线');
    expect(within(menu).getByRole('menuitem', { name: /staging/ })).toHaveTextContent('无法连接');
    expect(within(menu).getByRole('menuitem', { name: /默认/ })).toHaveTextContent('localhost:8080');
    expect(within(menu).getByRole('menuitem', { name: '管理环境' })).toBeInTheDocument();
  });
});
