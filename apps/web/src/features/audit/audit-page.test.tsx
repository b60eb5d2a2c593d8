import type { AuditEntryView } from '@beacon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  auditHandler,
  signInAsOperator,
  tenantAdmin,
  url,
  userInfoHandler,
  type SeenRequests,
} from '../../test/console-api.ts';
import { network } from '../../test/network.ts';
import { currentUrl, renderApp } from '../../test/render-app.tsx';

const T0 = Date.UTC(2026, 10, 20, 9, 0, 0);
const ENTRIES: AuditEntryView[] = [
  {
    id: 'a1',
    at: T0,
    actor: 'carol',
    environment: '',
    action: 'user.create',
    target: 'dave',
    result: 'success',
    detail: { after: { name: 'dave', email: 'dave@example.com', tenants: [] } },
  },
  {
    id: 'a2',
    at: T0 + 60_000,
    actor: 'carol',
    environment: '',
    action: 'user.update',
    target: 'dave',
    result: 'success',
    detail: {
      before: { name: 'dave', email: 'dave@example.com', tenants: [] },
      after: { name: 'dave', email: 'dave@example.org', tenants: ['acme'] },
    },
  },
  {
    id: 'a3',
    at: T0 + 120_000,
    actor: 'erin',
    environment: 'production',
    action: 'proxy.topic.write',
    target: 'persistent://acme/orders/created',
    result: 'failure',
    detail: { method: 'PUT', status: 409 },
  },
];

function openAudit(path = '/audit', entries = ENTRIES) {
  signInAsOperator();
  const seen: SeenRequests = [];
  network.use(auditHandler(entries, seen));
  return { ...renderApp(path), seen };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('audit page', () => {
  it('lists the trail newest first with time, user, environment, action, resource and result', async () => {
    openAudit();

    expect(await screen.findByRole('heading', { name: 'Audit', level: 1 })).toBeInTheDocument();
    const rows = (await screen.findAllByRole('row')).filter((row) => row.querySelector('td'));
    expect(rows.map((row) => row.querySelector('code')?.textContent)).toEqual([
      'proxy.topic.write',
      'user.update',
      'user.create',
    ]);
    const proxied = await rowOf('proxy.topic.write');
    expect(proxied).toHaveTextContent('erin');
    expect(proxied).toHaveTextContent('production');
    expect(proxied).toHaveTextContent('persistent://acme/orders/created');
    expect(proxied).toHaveTextContent('Failure');
    expect(within(proxied).getByRole('time')).toHaveAttribute(
      'datetime',
      new Date(T0 + 120_000).toISOString(),
    );
  });

  it('names each action in the user’s language, its code beside it (issue 28 A13)', async () => {
    openAudit();
    expect(await rowOf('proxy.topic.write')).toHaveTextContent('Changed a topic in Pulsar');
    expect(await rowOf('user.create')).toHaveTextContent('Created a user');
  });

  it('names the actions in Chinese on a Chinese screen', async () => {
    localStorage.setItem('language', 'zh');
    openAudit();
    expect(await rowOf('proxy.topic.write')).toHaveTextContent('修改 Pulsar 中的主题');
    expect(await rowOf('user.update')).toHaveTextContent('修改用户');
  });

  it('opens a row to its before and after, the changed fields marked', async () => {
    const { user } = openAudit();
    const update = await rowOf('user.update');
    await user.click(within(update).getByRole('button', { name: /expand row/i }));

    const diff = await screen.findByRole('table', { name: 'Change to dave' });
    const email = within(diff).getByText('email').closest('tr')!;
    expect(email).toHaveTextContent('dave@example.com');
    expect(email).toHaveTextContent('dave@example.org');
    expect(within(email).getByText('Changed')).toBeInTheDocument();
    expect(within(diff).getByText('tenants').closest('tr')).toHaveTextContent('["acme"]');
    expect(within(diff).getByText('name').closest('tr')).not.toHaveTextContent('Changed');

    // A record without before/after shows its details as they are.
    await user.click(within(await rowOf('proxy.topic.write')).getByRole('button', { name: /expand row/i }));
    expect(await screen.findByText('409')).toBeInTheDocument();
  });

  it('filters by user, action family and resource through the URL, and exports the same filters', async () => {
    const { user, seen } = openAudit();
    await rowOf('user.create');

    await user.type(screen.getByLabelText('User'), 'carol');
    await user.type(screen.getByLabelText('Action'), 'user.');
    await user.type(screen.getByLabelText('Resource'), 'DAV');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(currentUrl()).toBe('/audit?actor=carol&action=user.&target=DAV'));
    await waitFor(() => expect(screen.queryByText('proxy.topic.write')).not.toBeInTheDocument());
    expect(screen.getByText('user.update')).toBeInTheDocument();
    const last = new URL(seen.at(-1)!.url).searchParams;
    expect(Object.fromEntries(last)).toMatchObject({ actor: 'carol', action: 'user.', target: 'DAV' });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toLinkTo(
      '/pulsar-manager/audit.csv?actor=carol&action=user.&target=DAV',
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentUrl()).toBe('/audit'));
    expect(await screen.findByText('proxy.topic.write')).toBeInTheDocument();
  });

  it('reads a time range and page size from the URL', async () => {
    const { seen } = openAudit(`/audit?from=${T0 + 1}&to=${T0 + 60_000}&size=50`);
    expect(await screen.findByText('user.update')).toBeInTheDocument();
    expect(screen.queryByText('user.create')).not.toBeInTheDocument();
    expect(Object.fromEntries(new URL(seen.at(-1)!.url).searchParams)).toEqual({
      from: String(T0 + 1),
      to: String(T0 + 60_000),
      page_num: '1',
      page_size: '50',
    });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toLinkTo(
      `/pulsar-manager/audit.csv?from=${T0 + 1}&to=${T0 + 60_000}`,
    );
  });

  it('says when nothing matches the filters', async () => {
    openAudit('/audit?actor=nobody');
    expect(await screen.findByText('No record matches these filters')).toBeInTheDocument();
  });

  it('says an empty trail', async () => {
    openAudit('/audit', []);
    expect(await screen.findByText('Nothing has been recorded yet')).toBeInTheDocument();
  });

  it('shows that it is loading, then the trail', async () => {
    signInAsOperator();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    network.use(
      http.get(url('/audit'), async () => {
        await answered;
        return HttpResponse.json({ total: 1, data: [ENTRIES[0]] });
      }),
    );
    renderApp('/audit');
    const heading = await screen.findByRole('heading', { name: 'Audit', level: 1 });
    const main = heading.closest('main') ?? document.body;
    expect(await within(main).findByRole('status')).toHaveTextContent('Loading…');
    answer();
    expect(await screen.findByText('user.create')).toBeInTheDocument();
  });

  it('says a failure, with Retry', async () => {
    signInAsOperator();
    let fail = true;
    network.use(
      http.get(url('/audit'), () =>
        fail
          ? HttpResponse.json({ error: 'internal', message: 'Internal error, id 7' }, { status: 500 })
          : HttpResponse.json({ total: 1, data: [ENTRIES[0]] }),
      ),
    );
    const { user } = renderApp('/audit');
    expect(await screen.findByText('Could not load the audit trail')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('user.create')).toBeInTheDocument();
  });

  it('says a refusal in its own words', async () => {
    signInAsOperator();
    network.use(
      http.get(url('/audit'), () =>
        HttpResponse.json({ error: 'forbidden', message: 'Only super users' }, { status: 403 }),
      ),
    );
    renderApp('/audit');
    expect(await screen.findByText('Only super users may read the audit trail')).toBeInTheDocument();
  });

  it('is for super users only: a tenant administrator is sent to the no-access page', async () => {
    signInAsOperator();
    network.use(userInfoHandler([], tenantAdmin));
    renderApp('/audit');
    await waitFor(() => expect(window.location.pathname).toBe('/401'));
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    openAudit();
    expect(await screen.findByRole('heading', { name: '审计日志', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: '资源' })).toBeInTheDocument();
    expect(await screen.findByText('失败')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '导出 CSV' })).toBeInTheDocument();
  });
});
