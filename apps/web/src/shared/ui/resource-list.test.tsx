import type { UserInfoResponse } from '@beacon/contracts';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../auth/user-info.ts';
import { i18n } from '../i18n/i18n.ts';
import { ResourceList } from './resource-list.tsx';
import type { ResourceColumn } from './resource-table.tsx';
import { clearToasts, currentToasts } from './toast-store.ts';
import { ConfirmHost } from './use-confirm.tsx';

interface Domain {
  name: string;
  brokers: string[];
}

const COLUMNS: ResourceColumn<Domain>[] = [{ key: 'name', title: 'Domain Name', dataIndex: 'name' }];

/**
 * The failure domains of a cluster as a ResourceList: New, Edit and Delete all need `cluster.write`
 * (super users only); Delete removes the row from the list kept here.
 */
function Domains({ onCreate, onEdit }: { onCreate: () => void; onEdit: (name: string) => void }) {
  const [domains, setDomains] = useState<Domain[]>([
    { name: 'zone-a', brokers: ['broker-1'] },
    { name: 'zone-b', brokers: ['broker-2'] },
  ]);
  const [filter, setFilter] = useState('');
  const query = useQuery({ queryKey: ['domains', domains], queryFn: () => domains, initialData: domains });
  return (
    <ResourceList
      resource="failureDomains"
      query={query}
      rows={(rows) => rows}
      rowKey="name"
      name={(row) => row.name}
      columns={COLUMNS}
      search={{
        value: filter,
        onSearch: setFilter,
        fields: (row) => [row.name],
      }}
      create={{ permission: 'cluster.write', onCreate }}
      edit={{ permission: 'cluster.write', onEdit: (row) => onEdit(row.name) }}
      remove={{
        permission: 'cluster.write',
        run: (row) => {
          setDomains((current) => current.filter((domain) => domain.name !== row.name));
          return Promise.resolve();
        },
      }}
    />
  );
}

function renderList(user: Partial<UserInfoResponse>, handlers = { onCreate: vi.fn(), onEdit: vi.fn() }) {
  const queryClient = new QueryClient();
  // The signed-in user as the route guard left it: what `Can` decides with.
  queryClient.setQueryData(sessionKeys.userInfo(), {
    message: 'success',
    userName: 'someone',
    description: '',
    roles: [],
    tenants: [],
    ...user,
  });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider theme={{ token: { motion: false } }}>
          <ConfirmHost>
            <Domains {...handlers} />
          </ConfirmHost>
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return handlers;
}

describe('ResourceList', () => {
  afterEach(() => {
    clearToasts();
    void i18n.changeLanguage('en');
  });

  it('offers New, Edit and Delete, named by the convention, to whom their permission allows', async () => {
    const user = userEvent.setup();
    const { onCreate, onEdit } = renderList({ roles: ['super'] });

    await user.click(screen.getByRole('button', { name: 'New Failure Domain' }));
    expect(onCreate).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Edit failure domain zone-a' }));
    expect(onEdit).toHaveBeenCalledWith('zone-a');
    expect(screen.getByRole('button', { name: 'Delete failure domain zone-b' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  });

  it('hides New, Edit and Delete from a user whose role lacks their permission', () => {
    renderList({ roles: ['admin'], tenants: ['acme'] });

    expect(screen.getByRole('cell', { name: 'zone-a' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Failure Domain' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit failure domain/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete failure domain/ })).not.toBeInTheDocument();
  });

  it('deletes a row after asking in the ConfirmHost, then says so in a toast', async () => {
    const user = userEvent.setup();
    renderList({ roles: ['super'] });

    await user.click(screen.getByRole('button', { name: 'Delete failure domain zone-a' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Failure Domain' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete the failure domain zone-a?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('cell', { name: 'zone-a' })).not.toBeInTheDocument());
    expect(currentToasts().map((toast) => toast.text)).toEqual(['Successfully delete a failure domain']);
  });

  it('searches in the browser and says when nothing matches, in Chinese too', async () => {
    const user = userEvent.setup();
    renderList({ roles: ['super'] });

    await user.type(screen.getByRole('searchbox', { name: 'Search Failure Domains' }), 'zone-b{Enter}');
    expect(screen.queryByRole('cell', { name: 'zone-a' })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'zone-b' })).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search Failure Domains' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search Failure Domains' }), 'nowhere{Enter}');
    expect(screen.getByText('No failure domain matches “nowhere”')).toBeInTheDocument();

    await i18n.changeLanguage('zh');
    expect(await screen.findByRole('button', { name: /新建故障域/ })).toBeInTheDocument();
  });
});
