import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { startRealBeacon } from '../../test/real-beacon.ts';
import { Can } from './can.tsx';

function renderButtons() {
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

// On the real server (decision 0066): the user's roles and tenants are the ones it answers.
describe('<Can>', () => {
  it('shows a super user every action the permission table knows', async () => {
    const beacon = await startRealBeacon();
    await beacon.signInBrowser();
    renderButtons();
    expect(await screen.findByRole('button', { name: 'Delete tenant' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set retention in finance' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set retention in marketing' })).toBeInTheDocument();
  });

  it('shows a tenant admin only the actions the server forwards for its own tenants', async () => {
    const beacon = await startRealBeacon();
    await beacon.signInBrowser(await beacon.createTenantAdmin(['finance']));
    renderButtons();
    expect(await screen.findByRole('button', { name: 'Set retention in finance' })).toBeInTheDocument();
    expect(screen.getByText('no tenant writes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete tenant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set retention in marketing' })).not.toBeInTheDocument();
  });
});
