// Tenants and helpers the tenant screens' tests share.
import { screen, waitFor } from '@testing-library/react';
import { signInAsOperator } from '../../../test/console-api.ts';
import { network } from '../../../test/network.ts';
import type { renderApp } from '../../../test/render-app.tsx';
import { fakeTenantsApi, type FakeTenant, type FakeTenantsApiOptions } from './fake-tenants-api.ts';

export const FINANCE: FakeTenant = {
  name: 'finance',
  adminRoles: ['finance-admin', 'auditor'],
  allowedClusters: ['eu-west', 'us-east'],
  figures: {
    inMsg: 1500,
    outMsg: 12.5,
    inBytes: 1536,
    outBytes: 3 * 1024 * 1024,
    storageSize: 5 * 1024 ** 3,
  },
};
export const EMPTY: FakeTenant = { name: 'sandbox', adminRoles: [], allowedClusters: ['eu-west'] };
export const CLUSTERS = ['eu-west', 'us-east'];

export function start(options: FakeTenantsApiOptions = {}) {
  signInAsOperator();
  const fake = fakeTenantsApi({ clusters: CLUSTERS, tenants: [FINANCE, EMPTY], ...options });
  network.use(...fake.handlers);
  return fake;
}

export const rowOf = async (tenant: string) =>
  (await screen.findByRole('link', { name: tenant })).closest('tr')!;

export async function openNewTenant(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'New Tenant' }));
  return findDialog('New Tenant');
}

/**
 * The open dialog with this title. By its title text rather than its accessible name: under test,
 * antd gives every generated id the same value, so aria-labelledby may point at another element.
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen
      .getAllByRole('dialog')
      .find((dialog) => dialog.querySelector('.ant-modal-title')?.textContent === title);
    if (!found) throw new Error(`no dialog titled ${title}`);
  });
  return found!;
}

/** Picks an option of an antd Select: open it, then click the visible option (not the a11y copy). */
export async function chooseOption(
  user: ReturnType<typeof renderApp>['user'],
  select: HTMLElement,
  option: string,
): Promise<void> {
  await user.click(select);
  let item: HTMLElement | null = null;
  await waitFor(() => {
    item = document.querySelector<HTMLElement>(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`,
    );
    if (!item) throw new Error(`no option ${option}`);
  });
  await user.click(item!);
}

/**
 * The page's h1, allowing for the first screen of a test file: it loads the console shell and
 * antd through Vite's transform, which on a busy machine takes longer than the usual 10 s wait.
 */
export function findPageHeading(name: string): Promise<HTMLElement> {
  return screen.findByRole('heading', { name, level: 1 }, { timeout: 25_000 });
}
