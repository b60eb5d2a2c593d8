import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { url } from '../../test/console-paths.ts';
import { network } from '../../test/network.ts';
import {
  createUsers,
  sessionOf,
  setServerClock,
  startRealBeacon,
  type RealBeacon,
} from '../../test/real-beacon.ts';
import { currentUrl, renderApp } from '../../test/render-app.tsx';
import { freshSimulator } from '../../test/simulator-network.ts';

// An hour ahead of the browser's clock, where the server's starts each test: after everything the
// seeding records before it.
const T0 = Date.now() + 60 * 60_000;
/** A topic of the simulator's demo scenario: creating it again fails (409). */
const TOPIC = '/admin/v2/persistent/acme/analytics/enriched';

async function succeeded(answer: Promise<{ statusCode: number; body: string }>, what: string) {
  const { statusCode, body } = await answer;
  if (statusCode >= 300) throw new Error(`${what} failed (${statusCode}): ${body}`);
}

/**
 * The trail the screen shows, made by real actions on the real server, the clock set for each:
 * at T0 carol creates dave, a minute later she changes his email and makes him admin of acme, a
 * minute after that erin's creation of an existing topic in production fails (409). What came
 * before (environment production and the users, at the server's clock, which is before T0; then
 * every sign-in, the browser's included, ten minutes before T0) is older than all three. The
 * operator's browser is signed in.
 */
async function seedTrail(beacon: RealBeacon) {
  const [[carol, erin]] = await Promise.all([
    createUsers(beacon, [
      { name: 'carol', superUser: true },
      { name: 'erin', tenants: ['acme'] },
    ]),
    beacon.addSimulatorEnvironment(freshSimulator(), 'production'),
  ]);
  setServerClock(beacon, T0 - 10 * 60_000);
  const [carolSession, erinSession] = await Promise.all([
    sessionOf(beacon, carol!),
    sessionOf(beacon, erin!),
    beacon.signInBrowser(),
  ]);
  erinSession.environment = 'production';

  setServerClock(beacon, T0);
  const dave = { name: 'dave', email: 'dave@example.com', tenants: [] };
  await succeeded(
    carolSession.request('PUT', '/pulsar-manager/users/user', { ...dave, password: 'dave’s passphrase' }),
    'creating dave',
  );
  setServerClock(beacon, T0 + 60_000);
  await succeeded(
    carolSession.request('POST', '/pulsar-manager/users/user', {
      ...dave,
      email: 'dave@example.org',
      tenants: ['acme'],
    }),
    'changing dave',
  );
  setServerClock(beacon, T0 + 120_000);
  const refused = await erinSession.request('PUT', TOPIC);
  if (refused.statusCode !== 409) throw new Error(`erin's topic answered ${refused.statusCode}`);
}

/** The real server with the trail of seedTrail, the operator's browser on `path`. */
async function openAudit(path = '/audit') {
  const beacon = await startRealBeacon();
  await seedTrail(beacon);
  return { ...renderApp(path), beacon };
}

/** The audit calls the browser made, their query as an object. */
const auditQueries = (beacon: RealBeacon) =>
  beacon.browserCalls
    .filter((call) => call.path.startsWith('/pulsar-manager/audit?'))
    .map((call) => Object.fromEntries(new URL(call.path, window.location.origin).searchParams));

/** The newest row showing `text` (the seeding's own records, older, may show it too). */
const rowOf = async (text: string) => (await screen.findAllByText(text))[0]!.closest('tr')!;

describe('audit page', () => {
  it('lists the trail newest first with time, user, environment, action, resource and result', async () => {
    await openAudit();

    expect(await screen.findByRole('heading', { name: 'Audit', level: 1 })).toBeInTheDocument();
    await rowOf('proxy.topic.create');
    const rows = (await screen.findAllByRole('row')).filter((row) => row.querySelector('td'));
    // The three newest; the seeding before T0 follows them.
    expect(rows.slice(0, 3).map((row) => row.querySelector('code')?.textContent)).toEqual([
      'proxy.topic.create',
      'user.update',
      'user.create',
    ]);
    const proxied = await rowOf('proxy.topic.create');
    expect(proxied).toHaveTextContent('erin');
    expect(proxied).toHaveTextContent('production');
    expect(proxied).toHaveTextContent(TOPIC);
    expect(proxied).toHaveTextContent('Failure');
    expect(within(proxied).getByRole('time')).toHaveAttribute(
      'datetime',
      new Date(T0 + 120_000).toISOString(),
    );
  });

  it('names each action in the user’s language, its code beside it (issue 28 A13)', async () => {
    await openAudit();
    expect(await rowOf('proxy.topic.create')).toHaveTextContent('Changed a topic in Pulsar');
    expect(await rowOf('user.create')).toHaveTextContent('Created a user');
  });

  it('names the actions in Chinese on a Chinese screen', async () => {
    localStorage.setItem('language', 'zh');
    await openAudit();
    expect(await rowOf('proxy.topic.create')).toHaveTextContent('修改 Pulsar 中的主题');
    expect(await rowOf('user.update')).toHaveTextContent('修改用户');
  });

  it('opens a row to its before and after, the changed fields marked', async () => {
    const { user } = await openAudit();
    const update = await rowOf('user.update');
    await user.click(within(update).getByRole('button', { name: /expand row/i }));

    const diff = await screen.findByRole('table', { name: 'Change to dave' });
    const email = within(diff).getByText('email').closest('tr')!;
    expect(email).toHaveTextContent('dave@example.com');
    expect(email).toHaveTextContent('dave@example.org');
    expect(within(email).getByText('Changed')).toBeInTheDocument();
    expect(within(diff).getByText('tenants').closest('tr')).toHaveTextContent('"tenant":"acme"');
    expect(within(diff).getByText('name').closest('tr')).not.toHaveTextContent('Changed');

    // A record without before/after shows its details as they are.
    await user.click(within(await rowOf('proxy.topic.create')).getByRole('button', { name: /expand row/i }));
    expect(await screen.findByText('409')).toBeInTheDocument();
  });

  it('filters by user, action family and resource through the URL, and exports the same filters', async () => {
    const { user, beacon } = await openAudit();
    await rowOf('user.create');

    await user.type(screen.getByLabelText('User'), 'carol');
    await user.type(screen.getByLabelText('Action'), 'user.');
    await user.type(screen.getByLabelText('Resource'), 'DAV');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(currentUrl()).toBe('/audit?actor=carol&action=user.&target=DAV'));
    await waitFor(() => expect(screen.queryByText('proxy.topic.create')).not.toBeInTheDocument());
    expect(screen.getByText('user.update')).toBeInTheDocument();
    expect(auditQueries(beacon).at(-1)).toMatchObject({ actor: 'carol', action: 'user.', target: 'DAV' });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toLinkTo(
      '/pulsar-manager/audit.csv?actor=carol&action=user.&target=DAV',
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentUrl()).toBe('/audit'));
    expect(await rowOf('proxy.topic.create')).toBeInTheDocument();
  });

  it('reads a time range and page size from the URL', async () => {
    const { beacon } = await openAudit(`/audit?from=${T0 + 1}&to=${T0 + 60_000}&size=50`);
    expect(await screen.findByText('user.update')).toBeInTheDocument();
    expect(screen.queryByText('user.create')).not.toBeInTheDocument();
    expect(auditQueries(beacon).at(-1)).toEqual({
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
    await openAudit('/audit?actor=nobody');
    expect(await screen.findByText('No record matches these filters')).toBeInTheDocument();
  });

  it('says an empty trail', async () => {
    const beacon = await startRealBeacon();
    await beacon.signInBrowser();
    // The caller's own sign-in is on the trail: an empty one is answered here.
    network.use(http.get(url('/audit'), () => HttpResponse.json({ total: 0, data: [] })));
    renderApp('/audit');
    expect(await screen.findByText('Nothing has been recorded yet')).toBeInTheDocument();
  });

  it('shows that it is loading, then the trail', async () => {
    await seedTrail(await startRealBeacon());
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    // Held until the test lets it go, then answered by the real server (nothing returned: passed on).
    network.use(
      http.get(url('/audit'), async () => {
        await answered;
      }),
    );
    renderApp('/audit');
    const heading = await screen.findByRole('heading', { name: 'Audit', level: 1 });
    const main = heading.closest('main') ?? document.body;
    expect(await within(main).findByRole('status')).toHaveTextContent('Loading…');
    answer();
    expect(await rowOf('user.create')).toBeInTheDocument();
  });

  it('says a failure, with Retry', async () => {
    await seedTrail(await startRealBeacon());
    let fail = true;
    // A failing database is not a state the API can be brought to: the first read fails here, the
    // retry reaches the real server.
    network.use(
      http.get(url('/audit'), () =>
        fail
          ? HttpResponse.json({ error: 'internal', message: 'Internal error, id 7' }, { status: 500 })
          : undefined,
      ),
    );
    const { user } = renderApp('/audit');
    expect(await screen.findByText('Could not load the audit trail')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await rowOf('user.create')).toBeInTheDocument();
  });

  it('says a refusal in its own words', async () => {
    const beacon = await startRealBeacon();
    await beacon.signInBrowser();
    // A super role taken away between the page's reads is not a state the API can hold still.
    network.use(
      http.get(url('/audit'), () =>
        HttpResponse.json({ error: 'forbidden', message: 'Only super users' }, { status: 403 }),
      ),
    );
    renderApp('/audit');
    expect(await screen.findByText('Only super users may read the audit trail')).toBeInTheDocument();
  });

  it('is for super users only: a tenant administrator is sent to the no-access page', async () => {
    const beacon = await startRealBeacon();
    await beacon.signInBrowser(await beacon.createTenantAdmin(['finance']));
    renderApp('/audit');
    await waitFor(() => expect(window.location.pathname).toBe('/401'));
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    await openAudit();
    expect(await screen.findByRole('heading', { name: '审计日志', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: '资源' })).toBeInTheDocument();
    expect(await screen.findByText('失败')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '导出 CSV' })).toBeInTheDocument();
  });
});
