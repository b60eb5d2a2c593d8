import { screen, waitFor, within } from '@testing-library/react';
import { COOKIES, MESSAGES, PASSWORD_CONFIRMATION_REQUIRED } from '@beacon/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  confirmPasswordHandler,
  operator,
  signInAsOperator,
  tenantAdmin,
  url,
  userInfoHandler,
  type SeenRequests,
} from '../../../test/console-api.ts';
import { findDialog } from '../../../test/dialogs.ts';
import { network } from '../../../test/network.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { POLICY, fakeTokensApi, mintedValue, tokenOf } from '../test-support/tokens-api.ts';

const ORDERS = tokenOf({ role: 'orders-service', description: 'Order pipeline', issuer: 'alice' });
const OLD = tokenOf({ role: 'legacy', expiresAt: Date.UTC(2025, 0, 1) });
const FOREVER = tokenOf({ role: 'forever', expiresAt: null });

function openTokens(tokens = [ORDERS, OLD, FOREVER], options: Parameters<typeof fakeTokensApi>[1] = {}) {
  signInAsOperator({ [COOKIES.environment]: 'staging' });
  const seen: SeenRequests = [];
  network.use(...fakeTokensApi(tokens, { seen, ...options }));
  return { ...renderApp('/tokens'), seen };
}

const OPTION = { selector: '.ant-select-item-option-content' };
const rowOf = async (role: string) => (await screen.findByText(role)).closest('tr')!;
const sentBodies = (seen: SeenRequests, method: string) =>
  Promise.all(seen.filter((request) => request.method === method).map((request) => request.clone().json()));

describe('tokens page', () => {
  it('lists role, description and expiry (expired, never) in the current environment, never a value', async () => {
    openTokens();
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
    const { user, seen } = openTokens([ORDERS]);
    await user.click(await screen.findByRole('button', { name: 'New Token' }));
    const dialog = await findDialog('New Token');
    expect(within(dialog).getByPlaceholderText('Please input role name')).toBeInTheDocument();
    expect(within(dialog).getByPlaceholderText('Please input description for role')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Role is required')).toBeInTheDocument();
    expect(seen.filter((request) => request.method === 'PUT')).toHaveLength(0);
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
    expect(within(shown).getByLabelText('Token')).toHaveValue(mintedValue('billing'));
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(mintedValue('billing'));
    expect(await sentBodies(seen, 'PUT')).toEqual([
      { role: 'billing', description: 'Billing jobs', expiresIn: 90 * 86_400 },
    ]);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(mintedValue('billing'))).not.toBeInTheDocument());
    expect(await rowOf('billing')).toBeInTheDocument();
  });

  it('offers No expiry when allowed and shows a duplicate role’s refusal inside the dialog', async () => {
    const { user, seen } = openTokens([ORDERS], { policy: { ...POLICY, allowNoExpiry: true } });
    await user.click(await screen.findByRole('button', { name: 'New Token' }));
    const dialog = await findDialog('New Token');
    await user.type(within(dialog).getByLabelText('Role'), 'orders-service');
    await user.click(within(dialog).getByRole('combobox', { name: 'Expires' }));
    await user.click(await screen.findByText('No expiry', OPTION));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(/Role already exists/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Role')).toHaveValue('orders-service');
    expect(await sentBodies(seen, 'PUT')).toEqual([
      { role: 'orders-service', description: '', expiresIn: null },
    ]);
  });

  it('shows a token again, edits the description and deletes with the stays-valid warning', async () => {
    const { user, seen } = openTokens();
    await user.click(await screen.findByRole('button', { name: 'View the token of orders-service' }));
    const shown = await findDialog('Token of orders-service');
    expect(within(shown).getByLabelText('Token')).toHaveValue(mintedValue('orders-service'));
    await user.click(within(shown).getByRole('button', { name: 'Done' }));

    await user.click(screen.getByRole('button', { name: 'Edit orders-service' }));
    const edit = await findDialog('Update Token');
    expect(within(edit).getByLabelText('Role')).toBeDisabled();
    const description = within(edit).getByLabelText('Description');
    await user.clear(description);
    await user.type(description, 'Orders v2');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(await rowOf('orders-service')).findByText('Orders v2')).toBeInTheDocument();
    expect(await sentBodies(seen, 'POST')).toEqual([{ role: 'orders-service', description: 'Orders v2' }]);

    await user.click(screen.getByRole('button', { name: 'Delete the token of forever' }));
    const never = await findDialog('Delete the token of forever');
    expect(within(never).getByText(/never expires: it stays valid in Pulsar/)).toBeInTheDocument();
    await user.click(within(never).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete the token of orders-service' }));
    const confirm = await findDialog('Delete the token of orders-service');
    expect(within(confirm).getByText(/stays valid in Pulsar until it expires/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('orders-service')).not.toBeInTheDocument());
    expect(
      seen.some((request) => request.method === 'DELETE' && request.url.endsWith('/tokens/orders-service')),
    ).toBe(true);
  });

  it('asks for the password before showing a token again when the server wants it', async () => {
    const confirmations: SeenRequests = [];
    const { user } = openTokens([ORDERS]);
    network.use(
      confirmPasswordHandler(confirmations),
      http.get(url('/tokens/:role'), ({ params }) => {
        if (confirmations.length === 0) {
          const text = MESSAGES.passwordConfirmationRequired;
          return HttpResponse.json(
            { error: text, message: text, reason: text, code: PASSWORD_CONFIRMATION_REQUIRED },
            { status: 403 },
          );
        }
        const role = String(params.role);
        return HttpResponse.json({ token: mintedValue(role), description: '', role, tokenId: `id-${role}` });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'View the token of orders-service' }));
    const prompt = await findDialog('Confirm your password');
    await user.type(within(prompt).getByLabelText('Password'), operator.password);
    await user.click(within(prompt).getByRole('button', { name: 'Confirm and continue' }));
    const shown = await findDialog('Token of orders-service');
    expect(within(shown).getByLabelText('Token')).toHaveValue(mintedValue('orders-service'));
    expect(confirmations).toHaveLength(1);
  });

  it('tells a super user to add a signing key, with a link, instead of a form', async () => {
    const { user } = openTokens([], { policy: { ...POLICY, signingKey: false, algorithm: null } });
    expect(await screen.findByText('This environment cannot sign tokens')).toBeInTheDocument();
    expect(screen.getByText(/Environment “staging” has no token signing key/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Token' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Open the environment settings' }));
    await waitFor(() => expect(currentUrl()).toBe('/environments'));
  });

  it('lets a tenant admin manage tokens but not see one again', async () => {
    signInAsOperator({ [COOKIES.environment]: 'staging' });
    network.use(userInfoHandler([], tenantAdmin), ...fakeTokensApi([ORDERS]));
    renderApp('/tokens');
    const orders = within(await rowOf('orders-service'));
    expect(orders.getByRole('button', { name: 'Edit orders-service' })).toBeInTheDocument();
    expect(
      orders.queryByRole('button', { name: 'View the token of orders-service' }),
    ).not.toBeInTheDocument();
  });

  it('says when there are no tokens, when loading fails, and when the caller may not manage them', async () => {
    const first = openTokens([]);
    expect(await screen.findByText('No tokens in this environment yet')).toBeInTheDocument();
    first.unmount();

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
