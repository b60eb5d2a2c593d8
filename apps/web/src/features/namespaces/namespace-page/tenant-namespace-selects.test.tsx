// The Tenant selector on the real server (issue 29 item 1): what a user may choose is what Beacon's
// proxy lets through, not what a fake decides. Pulsar lists acme, public and sample.
import { COOKIES } from '@beacon/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storeCookie } from '../../../test/browser-cookies.ts';
import { startRealBeacon } from '../../../test/real-beacon.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { freshSimulator } from '../../../test/simulator-network.ts';

// Each test renders the whole console, whose shell and antd load lazily.
vi.setConfig({ testTimeout: 60_000 });

const ORDERS = '/management/namespaces/sample/orders/namespace';

async function tenantOptions(user: ReturnType<typeof renderApp>['user']): Promise<string[]> {
  await user.click(await screen.findByLabelText('Tenant'));
  await screen.findAllByRole('option');
  return [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent ?? '');
}

describe('the Tenant selector, on the real server', () => {
  it("offers a tenant admin only its own tenants: the server cuts Pulsar's list", async () => {
    const beacon = await startRealBeacon();
    await beacon.addSimulatorEnvironment(freshSimulator());
    const admin = await beacon.createTenantAdmin(['sample']);
    await beacon.signInBrowser(admin);
    storeCookie(COOKIES.environment, 'simulator');
    const { user } = renderApp(ORDERS);

    expect(await tenantOptions(user)).toEqual(['sample']);
  });

  it('offers a super user every tenant Pulsar has', async () => {
    const beacon = await startRealBeacon();
    await beacon.addSimulatorEnvironment(freshSimulator());
    await beacon.signInBrowser();
    storeCookie(COOKIES.environment, 'simulator');
    const { user } = renderApp(ORDERS);

    expect(await tenantOptions(user)).toEqual(['sample', 'acme', 'public']);
  });
});
