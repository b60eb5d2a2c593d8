import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { signInAsOperator, tenantAdmin, userInfoHandler, userInfoOf } from '../../test/console-api.ts';
import { network } from '../../test/network.ts';
import { Can } from './can.tsx';

function renderButtons() {
  signInAsOperator();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Can permission="tenant.write" fallback={<span>no tenant writes</span>}>
        <button type="button">Delete tenant</button>
      </Can>
      <Can permission="namespace.policy.write" tenant="finance">
        <button type="button">Set retention in finance</button>
      </Can>
      <Can permission="namespace.policy.write" tenant="marketing">
        <button type="button">Set retention in marketing</button>
      </Can>
    </QueryClientProvider>,
  );
}

describe('<Can>', () => {
  it('shows a super user every action the permission table knows', async () => {
    network.use(userInfoHandler([], userInfoOf({ roles: ['super'] })));
    renderButtons();
    expect(await screen.findByRole('button', { name: 'Delete tenant' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set retention in finance' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set retention in marketing' })).toBeInTheDocument();
  });

  it('shows a tenant admin only the actions the server forwards for its own tenants', async () => {
    network.use(userInfoHandler([], tenantAdmin));
    renderButtons();
    expect(await screen.findByRole('button', { name: 'Set retention in finance' })).toBeInTheDocument();
    expect(screen.getByText('no tenant writes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete tenant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set retention in marketing' })).not.toBeInTheDocument();
  });
});
