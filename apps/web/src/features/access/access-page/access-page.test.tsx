import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { url } from '../../../test/console-paths.ts';
import { network } from '../../../test/network.ts';
import { expectNotFoundPage, findPageHeading } from '../../../test/pages.ts';
import { createSsoUser, startRealBeacon } from '../../../test/real-beacon.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { seedRolesWorld, type RolesWorld } from '../../roles/test-support/roles-world.ts';

const WORLD: RolesWorld = {
  environments: ['production', 'staging'],
  users: ['dave'],
  roles: [
    { roleName: 'finance-admin', tenant: 'finance', verbs: 'ADMIN,READ_MESSAGES,REPLAY_MESSAGES' },
    { roleName: 'acme-admin', tenant: 'acme' },
  ],
  bindings: [
    { roleName: 'finance-admin', userName: 'bob', environment: 'production' },
    { roleName: 'acme-admin', userName: 'bob', environment: '*' },
  ],
};

/**
 * The real server holding WORLD and bob, the operator's browser on `path`. bob is a single sign-on
 * user whose provider's groups map to finance in `retired`, an environment not registered: the one
 * way the server still makes a binding to an unknown environment (the API refuses one, and removing
 * an environment removes its bindings), flagged on the page and giving nothing.
 */
async function openWorld(path: string) {
  const beacon = await startRealBeacon();
  await createSsoUser(beacon, 'bob', [{ tenant: 'finance', environment: 'retired' }]);
  await seedRolesWorld(beacon, WORLD);
  await beacon.signInBrowser();
  return renderApp(path);
}

const openAccess = (userName: string) => openWorld(`/users/${userName}/access`);

const card = (title: string) =>
  screen.getByRole('heading', { name: title, level: 3 }).closest<HTMLElement>('.ant-card')!;

describe('effective access page', () => {
  it('says per environment which tenants a tenant admin reaches and through which binding', async () => {
    await openAccess('bob');
    expect(await findPageHeading('Access of bob')).toBeInTheDocument();
    const production = within(card('production'));
    expect(production.getByText('Admin of 2 tenants')).toBeInTheDocument();
    const finance = production.getByRole('cell', { name: 'finance' }).closest('tr')!;
    expect(within(finance).getByRole('link', { name: 'finance-admin in production' })).toLinkTo(
      '/roles?filter=finance-admin',
    );
    // What each tenant's roles let the user do with message contents (issue 30 item 6).
    expect(within(finance).getByText('Read')).toBeInTheDocument();
    expect(within(finance).getByText('Replay')).toBeInTheDocument();
    const acme = production.getByRole('cell', { name: 'acme' }).closest('tr')!;
    expect(within(acme).getByRole('link', { name: 'acme-admin in all environments' })).toBeInTheDocument();
    expect(within(acme).getByText('Not granted')).toBeInTheDocument();
    const staging = within(card('staging'));
    expect(staging.getByText('Admin of 1 tenant')).toBeInTheDocument();
    expect(staging.queryByText('finance')).not.toBeInTheDocument();

    // The tenant actions once, grouped by resource, from the proxy's permission table.
    const actions = screen.getByRole('region', { name: 'Actions in each administered tenant' });
    expect(within(actions).getByText('Namespaces')).toBeInTheDocument();
    expect(within(actions).getByText('namespace.policy.write')).toBeInTheDocument();
    expect(within(actions).getByText('topic.read')).toBeInTheDocument();
    expect(within(actions).queryByText('cluster.read')).not.toBeInTheDocument();

    // The binding to an environment that is gone is flagged.
    const gone = screen.getByRole('alert');
    expect(within(gone).getByText('Bindings to environments that are not registered')).toBeInTheDocument();
    expect(within(gone).getByRole('link', { name: 'tenant-admin:finance in retired' })).toBeInTheDocument();
  });

  it('shows the menu the user would see, read-only, and its tenants where they differ', async () => {
    await openAccess('bob');
    const viewAs = await screen.findByRole('region', { name: 'View as bob' });
    // Two environments with different tenants: two views, each the admin's menu.
    const menus = within(viewAs).getAllByRole('navigation', { name: 'Menu of bob' });
    expect(menus).toHaveLength(2);
    const labelsOf = (menu: HTMLElement) =>
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
    // In production a role grants reading finance's messages: the workbench is there, beside the
    // tenant page under Management; in staging no role does, and it is not.
    expect(labelsOf(menus[0]!)).toEqual([
      'Overview',
      'Management',
      'Tenant Details',
      'Workbench',
      'Tokens',
      'Apache Pulsar',
    ]);
    expect(labelsOf(menus[1]!)).toEqual(['Overview', 'Tenant Details', 'Tokens', 'Apache Pulsar']);
    // Read-only: nothing in it is a link.
    expect(within(menus[0]!).queryByRole('link')).not.toBeInTheDocument();
    const production = within(card('In production'));
    expect(production.getByText('Tenants on its tenant page')).toBeInTheDocument();
    expect(production.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['acme', 'finance']);
    expect(
      within(card('In staging'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['acme']);
  });

  it('says a super user is super everywhere, and a user with no binding has no access and no menu', async () => {
    await openAccess('operator');
    await findPageHeading('Access of operator');
    expect(within(card('production')).getByText('Super user')).toBeInTheDocument();
    expect(
      within(card('production')).getByText('Through role super, in all environments'),
    ).toBeInTheDocument();
    expect(screen.getByText('Every action, in every environment.')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu of operator' });
    expect(within(menu).getByText('Audit')).toBeInTheDocument();
  });

  it('a user with no binding: no access anywhere, no menu', async () => {
    await openAccess('dave');
    await findPageHeading('Access of dave');
    expect(within(card('production')).getByText('No access')).toBeInTheDocument();
    expect(within(card('staging')).getByText('No access')).toBeInTheDocument();
    expect(screen.getByText('None: this user administers no tenant.')).toBeInTheDocument();
    expect(screen.getByText('No menu: dave may open no screen here.')).toBeInTheDocument();
  });

  it('is opened from the Users screen, which also leads to Roles', async () => {
    const { user } = await openWorld('/users');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('link', { name: 'Roles' })).toLinkTo('/roles');
    await user.click(await screen.findByRole('link', { name: 'Access of bob' }));
    expect(await findPageHeading('Access of bob')).toBeInTheDocument();
    expect(currentUrl()).toBe('/users/bob/access');
  });

  it('an unknown user is a not-found page', async () => {
    await openAccess('nobody');
    await expectNotFoundPage({ heading: /nobody/, backLink: 'Back to Users', href: '/users' });
  });

  it('a refusal of the server is the forbidden state', async () => {
    const beacon = await startRealBeacon();
    await beacon.signInBrowser();
    // A super role taken away between the page's reads is not a state the API can hold still.
    network.use(
      http.get(url('/access/:user'), () =>
        HttpResponse.json({ error: 'Forbidden', message: 'Forbidden' }, { status: 403 }),
      ),
    );
    renderApp('/users/bob/access');
    expect(await screen.findByText('Only super users can see a user’s access')).toBeInTheDocument();
  });
});
