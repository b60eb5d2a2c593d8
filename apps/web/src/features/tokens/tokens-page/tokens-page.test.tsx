import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { url } from '../../../test/console-paths.ts';
import { findDialog } from '../../../test/dialogs.ts';
import { network } from '../../../test/network.ts';
import { OPERATOR, sentBodies, setServerClock, type RealBeacon } from '../../../test/real-beacon.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { startTokensWorld, tokenValueOf, type TokensWorld } from '../test-support/tokens-world.ts';

const ORDERS = { role: 'orders-service', description: 'Order pipeline' };
const FOREVER = { role: 'forever', expiresIn: null };
/** orders-service, legacy (expired) and forever, on a server that allows tokens without expiry. */
const THREE_TOKENS: TokensWorld = { tokens: [ORDERS, FOREVER], expired: ['legacy'], allowNoExpiry: true };

/** The real server holding `world`, the operator's browser on /tokens in staging. */
async function openTokens(world: TokensWorld = THREE_TOKENS) {
  const beacon = await startTokensWorld(world);
  await beacon.signInBrowser();
  return { ...renderApp('/tokens'), beacon };
}

/** The browser's calls of `method` to the tokens API. */
const tokenCalls = (beacon: RealBeacon, method: string) =>
  beacon.browserCalls.filter(
    (call) => call.method === method && call.path.startsWith('/pulsar-manager/tokens'),
  );

const OPTION = { selector: '.ant-select-item-option-content' };
const rowOf = async (role: string) => (await screen.findByText(role)).closest('tr')!;

describe('tokens page', () => {
  it('lists role, description and expiry (expired, never) in the current environment, never a value', async () => {
    await openTokens();
    expect(await screen.findByText(/Environment: staging/)).toBeInTheDocument();
    const orders = within(await rowOf('orders-service'));
    // The issuer is a column from 768 px only (jsdom's matchMedia matches nothing): the e2e journey
    // checks it in Chromium.
    expect(orders.getByText('Order pipeline')).toBeInTheDocument();
    expect(orders.queryByText('expired')).not.toBeInTheDocument();
    expect(within(await rowOf('legacy')).getByText('expired')).toBeInTheDocument();
    expect(within(await rowOf('forever')).getByText('never')).toBeInTheDocument();
    // A super user may see a token again.
    expect(orders.getByRole('button', { name: 'View the token of orders-service' })).toBeInTheDocument();
  });

  it('mints with the spec’s form and shows the token once, with Copy and a warning', async () => {
    const { user, beacon } = await openTokens({ tokens: [ORDERS] });
    await user.click(await screen.findByRole('button', { name: 'New Token' }));
    const dialog = await findDialog('New Token');
    expect(within(dialog).getByPlaceholderText('Please input role name')).toBeInTheDocument();
    expect(within(dialog).getByPlaceholderText('Please input description for role')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Role is required')).toBeInTheDocument();
    expect(tokenCalls(beacon, 'PUT')).toHaveLength(0);
    // No expiry is not offered unless the server allows it.
    await user.click(within(dialog).getByRole('combobox', { name: 'Expires' }));
    expect(await screen.findByText('90 days', OPTION)).toBeInTheDocument();
    expect(screen.queryByText('No expiry', OPTION)).not.toBeInTheDocument();
    await user.click(screen.getByText('90 days', OPTION));

    await user.type(within(dialog).getByLabelText('Role'), 'billing');
    await user.type(within(dialog).getByLabelText('Description'), 'Billing jobs');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const shown = await findDialog('Token for billing');
    expect(
      within(shown).getByText(
        'Copy it now: later only a super user, after typing their password again, can view it.',
      ),
    ).toBeInTheDocument();
    // The token the server minted, as it shows it to a super user again.
    const minted = await tokenValueOf(beacon, 'billing');
    expect(within(shown).getByLabelText('Token')).toHaveValue(minted);
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(minted);
    expect(sentBodies(beacon, 'PUT', '/pulsar-manager/tokens/token')).toEqual([
      { role: 'billing', description: 'Billing jobs', expiresIn: 90 * 86_400 },
    ]);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(minted)).not.toBeInTheDocument());
    expect(await rowOf('billing')).toBeInTheDocument();
  });

  it('offers No expiry when allowed and shows a duplicate role’s refusal inside the dialog', async () => {
    const { user, beacon } = await openTokens({ tokens: [ORDERS], allowNoExpiry: true });
    await user.click(await screen.findByRole('button', { name: 'New Token' }));
    const dialog = await findDialog('New Token');
    await user.type(within(dialog).getByLabelText('Role'), 'orders-service');
    await user.click(within(dialog).getByRole('combobox', { name: 'Expires' }));
    await user.click(await screen.findByText('No expiry', OPTION));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(/Role already exists/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Role')).toHaveValue('orders-service');
    expect(sentBodies(beacon, 'PUT', '/pulsar-manager/tokens/token')).toEqual([
      { role: 'orders-service', description: '', expiresIn: null },
    ]);
  });

  it('shows a token again, edits the description and deletes with the stays-valid warning', async () => {
    const { user, beacon } = await openTokens();
    await user.click(await screen.findByRole('button', { name: 'View the token of orders-service' }));
    const shown = await findDialog('Token of orders-service');
    expect(within(shown).getByLabelText('Token')).toHaveValue(await tokenValueOf(beacon, 'orders-service'));
    await user.click(within(shown).getByRole('button', { name: 'Done' }));

    await user.click(screen.getByRole('button', { name: 'Edit orders-service' }));
    const edit = await findDialog('Update Token');
    expect(within(edit).getByLabelText('Role')).toBeDisabled();
    const description = within(edit).getByLabelText('Description');
    await user.clear(description);
    await user.type(description, 'Orders v2');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(await rowOf('orders-service')).findByText('Orders v2')).toBeInTheDocument();
    expect(sentBodies(beacon, 'POST', '/pulsar-manager/tokens/token')).toEqual([
      { role: 'orders-service', description: 'Orders v2' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Delete the token of forever' }));
    const never = await findDialog('Delete the token of forever');
    expect(within(never).getByText(/never expires: it stays valid in Pulsar/)).toBeInTheDocument();
    await user.click(within(never).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete the token of orders-service' }));
    const confirm = await findDialog('Delete the token of orders-service');
    expect(within(confirm).getByText(/stays valid in Pulsar until it expires/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('orders-service')).not.toBeInTheDocument());
    expect(tokenCalls(beacon, 'DELETE').map((call) => call.path)).toEqual([
      '/pulsar-manager/tokens/orders-service',
    ]);
    const left = await beacon.superSession.request('GET', '/pulsar-manager/tokens');
    expect(
      left
        .json<{ data: { role: string }[] }>()
        .data.map((token) => token.role)
        .sort(),
    ).toEqual(['forever', 'legacy']);
  });

  it('asks for the password before showing a token again when the server wants it', async () => {
    const { user, beacon } = await openTokens({ tokens: [ORDERS] });
    const value = await tokenValueOf(beacon, 'orders-service');
    // The browser's sign-in confirmed its password; five minutes on, the server asks again.
    setServerClock(beacon, Date.now() + 6 * 60_000);
    await user.click(await screen.findByRole('button', { name: 'View the token of orders-service' }));
    const prompt = await findDialog('Confirm your password');
    await user.type(within(prompt).getByLabelText('Password'), OPERATOR.password);
    await user.click(within(prompt).getByRole('button', { name: 'Confirm and continue' }));
    const shown = await findDialog('Token of orders-service');
    expect(within(shown).getByLabelText('Token')).toHaveValue(value);
    expect(beacon.browserCalls.filter((call) => call.path.endsWith('/auth/confirm-password'))).toHaveLength(
      1,
    );
  });

  it('tells a super user to add a signing key, with a link, instead of a form', async () => {
    const { user } = await openTokens({ signingKey: false });
    expect(await screen.findByText('This environment cannot sign tokens')).toBeInTheDocument();
    expect(screen.getByText(/Environment “staging” has no token signing key/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Token' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Open the environment settings' }));
    await waitFor(() => expect(currentUrl()).toBe('/environments'));
  });

  it('lets a tenant admin manage tokens but not see one again', async () => {
    const beacon = await startTokensWorld({ tokens: [ORDERS] });
    // Tenant orders in staging's Pulsar, administered there by the token's role, and its admin.
    const tenant = await beacon.superSession.request('PUT', '/admin/v2/tenants/orders', {
      adminRoles: [ORDERS.role],
      allowedClusters: ['standalone'],
    });
    if (tenant.statusCode >= 300) throw new Error(`creating tenant orders failed: ${tenant.body}`);
    await beacon.signInBrowser(await beacon.createTenantAdmin(['orders']));
    renderApp('/tokens');
    const orders = within(await rowOf('orders-service'));
    expect(orders.getByRole('button', { name: 'Edit orders-service' })).toBeInTheDocument();
    expect(
      orders.queryByRole('button', { name: 'View the token of orders-service' }),
    ).not.toBeInTheDocument();
  });

  it('says when there are no tokens, when loading fails, and when the caller may not manage them', async () => {
    const first = await openTokens({});
    expect(await screen.findByText('No tokens in this environment yet')).toBeInTheDocument();
    first.unmount();

    // A failing database and a refusal between two reads of the page are not states the API can
    // be brought to: answered here, in front of the real server.
    network.use(
      http.get(url('/tokens'), () =>
        HttpResponse.json(
          { error: 'database unavailable', message: 'database unavailable' },
          { status: 503 },
        ),
      ),
    );
    const second = renderApp('/tokens');
    expect(await screen.findByText('Could not load the tokens')).toBeInTheDocument();
    second.unmount();

    network.use(
      http.get(url('/tokens'), () =>
        HttpResponse.json(
          { error: 'This user no permissions for this resource', message: 'x' },
          { status: 403 },
        ),
      ),
    );
    renderApp('/tokens');
    expect(
      await screen.findByText('Only super users and tenant admins can manage tokens'),
    ).toBeInTheDocument();
  });
});
