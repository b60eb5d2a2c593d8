import { generateKeyPairSync } from 'node:crypto';
import {
  COOKIES,
  type EnvironmentRequestBody,
  type EnvironmentSummary,
  type UserInfoResponse,
} from '@beacon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { InMemorySimulator } from '../../../../../pulsar-sim/src/in-memory.ts';
import { browserCookies } from '../../../test/browser-cookies.ts';
import { findDialog } from '../../../test/dialogs.ts';
import { url } from '../../../test/console-paths.ts';
import { tenantAdmin } from '../../../test/console-users.ts';
import { freshSimulator, simulatorAnswer } from '../../../test/in-memory-pulsar.ts';
import { network } from '../../../test/network.ts';
import {
  beaconToSimulator,
  OPERATOR as operator,
  setServerClock,
  signedInBeacon,
  type RealBeacon,
} from '../../../test/real-beacon.ts';
import { renderApp } from '../../../test/render-app.tsx';

/** The simulator's two brokers (cluster standalone): every reachable environment here is on them. */
const [BROKER, SECOND_BROKER] = freshSimulator().brokers.map((broker) => broker.url) as [string, string];
/** Where an environment is created (PUT), changed (POST) and deleted. */
const ENVIRONMENT_PATH = url('/environments/environment');

/** Two failover service URLs and a token. */
const PRODUCTION = {
  name: 'production',
  broker: `${BROKER},${SECOND_BROKER}`,
  bookie: BROKER,
  token: 'production-token',
} satisfies EnvironmentRequestBody;
/** A CA certificate, no token (a plain-HTTP URL: the server sends the CA nowhere then). */
const STAGING = {
  name: 'staging',
  broker: SECOND_BROKER,
  bookie: SECOND_BROKER,
  tlsCa: '-----BEGIN CERTIFICATE-----\nSTAGING-CA\n-----END CERTIFICATE-----',
} satisfies EnvironmentRequestBody;

/**
 * The real server with `environments` saved through its API (each passing its connection test on
 * the simulator), the browser signed in as `user` (default: the operator, a superuser).
 */
async function serveEnvironments(environments: EnvironmentRequestBody[] = [], user?: UserInfoResponse) {
  const beacon = await signedInBeacon(user);
  const simulator = freshSimulator();
  network.use(beaconToSimulator(simulator));
  for (const environment of environments) await save(beacon, environment);
  return { beacon, simulator };
}

/** serveEnvironments, then the page opened. */
async function openEnvironments(environments: EnvironmentRequestBody[] = [], user?: UserInfoResponse) {
  const world = await serveEnvironments(environments, user);
  return { ...renderApp('/environments'), ...world };
}

/** Creates an environment as a superuser would. */
async function save(beacon: RealBeacon, environment: EnvironmentRequestBody) {
  const answer = await beacon.superSession.request('PUT', ENVIRONMENT_PATH, environment);
  if (answer.statusCode !== 200) throw new Error(`saving ${environment.name} failed: ${answer.body}`);
}

/** Environment `name` as the real server now lists it to a superuser (undefined: it has none). */
async function stored(beacon: RealBeacon, name: string): Promise<EnvironmentSummary | undefined> {
  const answer = await beacon.superSession.request('GET', url('/environments'));
  return answer.json<{ data: EnvironmentSummary[] }>().data.find((environment) => environment.name === name);
}

/** The bodies the page sent to `path` with `method`, in order (the server refusing some or not). */
function sent(beacon: RealBeacon, method: string, path = ENVIRONMENT_PATH): unknown[] {
  return beacon.browserCalls
    .filter((call) => call.method === method && call.path === path)
    .map((call) => JSON.parse(call.body ?? 'null') as unknown);
}

/** The simulator answering the server's calls to `origin`, a made-up host. */
function simulatorAt(simulator: InMemorySimulator, origin: string) {
  network.use(http.all(`${origin}/*`, ({ request }) => simulatorAnswer(simulator, request)));
}

/**
 * A Pulsar proxy at `origin` in front of the simulator: the proxy answers and the brokers' own
 * (loopback) addresses do not, so Beacon reaches them only through the proxy.
 */
function behindPulsarProxy(simulator: InMemorySimulator, origin: string) {
  const brokersOwn = (request: Request) => {
    const target = new URL(request.url);
    return target.hostname === new URL(BROKER).hostname && target.origin !== window.location.origin;
  };
  network.use(
    http.all(
      ({ request }) => brokersOwn(request),
      () => HttpResponse.error(),
    ),
  );
  simulatorAt(simulator, origin);
}

type User = ReturnType<typeof renderApp>['user'];

/** Opens New Environment and types its name, service URL, bookie URL (the service URL's) and `more`. */
async function typeNewEnvironment(
  user: User,
  name: string,
  broker: string,
  more: Record<string, string> = {},
) {
  await user.click(await screen.findByRole('button', { name: 'New Environment' }));
  const dialog = await screen.findByRole('dialog', { name: 'New Environment' });
  const fields = { 'Environment Name': name, 'Service URL': broker, 'Bookie URL': broker, ...more };
  for (const [label, value] of Object.entries(fields)) {
    await user.type(within(dialog).getByLabelText(label), value);
  }
  return dialog;
}

async function openEdit(user: User, name: string) {
  await user.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  return screen.findByRole('dialog', { name: 'Update Environment' });
}

async function retype(user: User, dialog: HTMLElement, label: string, value: string) {
  const field = within(dialog).getByLabelText(label);
  await user.clear(field);
  await user.type(field, value);
}

describe('environments page', () => {
  it('shows that it is loading, then the environments', async () => {
    await serveEnvironments([PRODUCTION]);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    // Holds the list back, then lets the real server answer it.
    network.use(http.get(url('/environments'), () => answered.then(() => undefined)));
    renderApp('/environments');

    const heading = await screen.findByRole('heading', { name: 'Environments', level: 1 });
    const main = heading.closest('main') ?? document.body;
    expect(await within(main).findByRole('status')).toHaveTextContent('Loading…');
    answer();
    expect(await screen.findByRole('button', { name: 'production' })).toBeInTheDocument();
  });

  it('lists each environment with its URLs, status, when it was checked and its credentials', async () => {
    const { beacon, simulator } = await serveEnvironments();
    // Saving tests the connection: production was saved, so checked, five minutes ago.
    setServerClock(beacon, Date.now() - 5 * 60_000);
    await save(beacon, PRODUCTION);
    setServerClock(beacon, Date.now());
    await save(beacon, STAGING);
    // Staging's broker now wants a token: the server's test of its saved settings shows on the list.
    simulator.control.faults.add({ pathPrefix: '/admin/v2', status: 401, reason: 'HTTP 401 Unauthorized' });
    const { tlsCa: _, ...savedSettings } = STAGING;
    await beacon.superSession.request('POST', `${ENVIRONMENT_PATH}/test`, savedSettings);
    simulator.control.faults.clear();
    renderApp('/environments');

    const production = (await screen.findByRole('button', { name: 'production' })).closest('tr')!;
    expect(production).toHaveTextContent(PRODUCTION.broker);
    expect(production).toHaveTextContent(PRODUCTION.bookie);
    expect(production).toHaveTextContent('Online');
    // A success's server words are only the status's tooltip: the translated status says it.
    expect(production).not.toHaveTextContent('Connected: clusters standalone');
    expect(production).toHaveTextContent('checked 5 minutes ago');
    expect(within(production).getByLabelText('A broker token is stored')).toBeInTheDocument();
    const staging = screen.getByRole('button', { name: 'staging' }).closest('tr')!;
    expect(staging).toHaveTextContent('Unauthorized');
    expect(staging).toHaveTextContent(
      `${new URL(SECOND_BROKER).host} requires authentication (401): set a valid broker token`,
    );
    expect(within(staging).getByLabelText('A TLS certificate is stored')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Environment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit production' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test connection to production' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete staging' })).toBeInTheDocument();
  });

  it('says when there is no environment yet and offers to create one', async () => {
    await openEnvironments();

    expect(await screen.findByText('No environment yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Environment' })).toBeInTheDocument();
  });

  it('says when the list could not be loaded and loads it again on Retry', async () => {
    await serveEnvironments([PRODUCTION]);
    // The real server fails a list only when its database does: the page's handling is the point.
    let failing = true;
    network.use(
      http.get(url('/environments'), () =>
        failing ? HttpResponse.json({ error: 'boom' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderApp('/environments');

    expect(await screen.findByText('Could not load the environments')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'production' })).toBeInTheDocument();
  });

  it('shows a tenant administrator the list without any way to change it', async () => {
    await openEnvironments([PRODUCTION], tenantAdmin);

    expect(await screen.findByRole('button', { name: 'production' })).toBeInTheDocument();
    expect(screen.getByText(/Only a superuser can add, change or delete environments/)).toBeInTheDocument();
    for (const name of [
      'New Environment',
      'Edit production',
      'Test connection to production',
      'Delete production',
    ]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('offers a tenant administrator no New Environment button when there is none', async () => {
    await openEnvironments([], tenantAdmin);

    expect(await screen.findByText('No environment yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Environment' })).not.toBeInTheDocument();
  });

  it('selects an environment by its name', async () => {
    const { user } = await openEnvironments([PRODUCTION]);

    // The page then loads the home screen (jsdom only reports that it cannot).
    await user.click(await screen.findByRole('button', { name: 'production' }));
    expect(browserCookies()[COOKIES.environment]).toBe('production');
  });

  it('asks for the three required fields', async () => {
    const { user } = await openEnvironments();

    await user.click(await screen.findByRole('button', { name: 'New Environment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Environment' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Environment Name is required')).toBeInTheDocument();
    expect(await within(dialog).findByText('Service URL is required')).toBeInTheDocument();
    expect(await within(dialog).findByText('Bookie URL is required')).toBeInTheDocument();
    expect(within(dialog).getByText(/comma-separated list of URLs gives failover/)).toBeInTheDocument();
  });

  it('creates an environment, says so and lists it', async () => {
    const { user, beacon } = await openEnvironments();

    const dialog = await typeNewEnvironment(user, 'lab', BROKER, { Token: 'secret-token' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Add environment success')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'lab' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The server takes no change without the session's CSRF token: saved, the page sent it.
    expect(sent(beacon, 'PUT')).toEqual([
      { name: 'lab', broker: BROKER, bookie: BROKER, token: 'secret-token' },
    ]);
    expect(await stored(beacon, 'lab')).toMatchObject({ broker: BROKER, bookie: BROKER, hasToken: true });
  });

  it('keeps the form and shows the reason when the server refuses to save', async () => {
    const { user, beacon } = await openEnvironments();
    const gone = 'http://pulsar-gone:8080';
    network.use(http.all(`${gone}/*`, () => HttpResponse.error()));

    const dialog = await typeNewEnvironment(user, 'lab', gone);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText(
        /^Connection test failed: pulsar-gone:8080 is unreachable: no HTTP answer/,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Environment Name')).toHaveValue('lab');
    expect(within(dialog).getByLabelText('Service URL')).toHaveValue(gone);
    expect(screen.getByRole('dialog', { name: 'New Environment' })).toBeInTheDocument();
    expect(await stored(beacon, 'lab')).toBeUndefined();
  });

  it('tests the connection from the dialog and shows the precise result', async () => {
    const { user, beacon, simulator } = await openEnvironments();
    simulator.control.faults.add({ pathPrefix: '/admin/v2/clusters', status: 403, reason: 'Forbidden' });

    const dialog = await typeNewEnvironment(user, 'lab', BROKER);
    await user.click(within(dialog).getByRole('button', { name: 'Test connection' }));

    expect(await within(dialog).findByText('Connection test of lab: Forbidden')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        `${new URL(BROKER).host} refused the token (403): it must be a superuser token`,
      ),
    ).toBeInTheDocument();
    expect(sent(beacon, 'POST', `${ENVIRONMENT_PATH}/test`)).toEqual([
      { name: 'lab', broker: BROKER, bookie: BROKER },
    ]);
    expect(await stored(beacon, 'lab')).toBeUndefined();
  });

  it('edits an environment: the name stays, an empty token keeps the stored one, the box removes it', async () => {
    const { user, beacon } = await openEnvironments([PRODUCTION]);

    const dialog = await openEdit(user, 'production');
    expect(within(dialog).getByLabelText('Environment Name')).toHaveAttribute('readonly');
    expect(within(dialog).getByText('Leave empty to keep the stored token.')).toBeInTheDocument();
    // Dropping one failover URL sends the token to no new URL: the stored one is kept.
    await retype(user, dialog, 'Service URL', BROKER);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update environment success')).toBeInTheDocument();
    expect(sent(beacon, 'POST')).toEqual([{ name: 'production', broker: BROKER, bookie: PRODUCTION.bookie }]);
    expect(await stored(beacon, 'production')).toMatchObject({ broker: BROKER, hasToken: true });

    const again = await openEdit(user, 'production');
    await user.click(within(again).getByRole('checkbox', { name: 'Remove stored token' }));
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(beacon, 'POST')).toHaveLength(2));
    expect(sent(beacon, 'POST')[1]).toMatchObject({ name: 'production', token: '' });
    await waitFor(async () => expect(await stored(beacon, 'production')).toMatchObject({ hasToken: false }));
  });

  it('asks for the stored token again when a URL changes, and sends it only then', async () => {
    const { user, beacon, simulator } = await openEnvironments([PRODUCTION]);
    const elsewhere = 'http://bookie-elsewhere:8000';
    simulatorAt(simulator, elsewhere);

    const dialog = await openEdit(user, 'production');
    await retype(user, dialog, 'Bookie URL', elsewhere);
    expect(
      within(dialog).getByText(
        'A URL changed: the stored token is only sent to the URLs it was saved with. Enter it again, or remove it.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Leave empty to keep the stored token.')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    expect(await within(dialog).findByText('Enter the token again to use a changed URL')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(sent(beacon, 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Token'), 'typed-again');
    await waitFor(() =>
      expect(
        within(dialog).queryByText('Enter the token again to use a changed URL'),
      ).not.toBeInTheDocument(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update environment success')).toBeInTheDocument();
    expect(sent(beacon, 'POST')).toEqual([
      { name: 'production', broker: PRODUCTION.broker, bookie: elsewhere, token: 'typed-again' },
    ]);
    expect(await stored(beacon, 'production')).toMatchObject({ bookie: elsewhere, hasToken: true });
  });

  it('accepts removing the stored token instead of typing it again for a changed URL', async () => {
    const { user, beacon, simulator } = await openEnvironments([PRODUCTION]);
    const elsewhere = 'http://pulsar-elsewhere:8080';
    simulatorAt(simulator, elsewhere);

    const dialog = await openEdit(user, 'production');
    await retype(user, dialog, 'Service URL', elsewhere);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remove stored token' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update environment success')).toBeInTheDocument();
    expect(sent(beacon, 'POST')).toEqual([expect.objectContaining({ broker: elsewhere, token: '' })]);
    expect(await stored(beacon, 'production')).toMatchObject({ broker: elsewhere, hasToken: false });
  });

  it('asks for the stored client certificate again when a URL changes', async () => {
    const { token: _, ...withoutToken } = PRODUCTION;
    const withCertificate = { ...withoutToken, tlsCert: 'CERT-PEM', tlsKey: 'KEY-PEM' };
    const { user, beacon } = await openEnvironments([withCertificate]);

    const dialog = await openEdit(user, 'production');
    await retype(user, dialog, 'Service URL', 'https://pulsar-elsewhere:8443');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter the client certificate and key again to use a changed URL'),
    ).toBeInTheDocument();
    expect(sent(beacon, 'POST')).toHaveLength(0);
  });

  it('sends a client certificate only with its key, and removes a stored pair on request', async () => {
    const { user, beacon } = await openEnvironments();

    const dialog = await typeNewEnvironment(user, 'mtls', BROKER, {
      'TLS client certificate (mutual TLS)': 'CERT-PEM',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A client certificate needs its private key')).toBeInTheDocument();
    expect(sent(beacon, 'PUT')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('TLS client private key'), 'KEY-PEM');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add environment success')).toBeInTheDocument();
    expect(sent(beacon, 'PUT')).toEqual([
      expect.objectContaining({ name: 'mtls', tlsCert: 'CERT-PEM', tlsKey: 'KEY-PEM' }),
    ]);
    expect(await stored(beacon, 'mtls')).toMatchObject({ hasClientCertificate: true });

    const edit = await openEdit(user, 'mtls');
    await user.click(
      within(edit).getByRole('checkbox', { name: 'Remove stored client certificate and key' }),
    );
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(beacon, 'POST')).toHaveLength(1));
    expect(sent(beacon, 'POST')[0]).toMatchObject({ name: 'mtls', tlsCert: '', tlsKey: '' });
    await waitFor(async () =>
      expect(await stored(beacon, 'mtls')).toMatchObject({ hasClientCertificate: false }),
    );
  });

  it('sends a pasted or file-loaded CA certificate and shows how the test reached the brokers', async () => {
    const { user, beacon, simulator } = await openEnvironments();
    const proxy = 'https://pulsar-proxy:8443';
    behindPulsarProxy(simulator, proxy);

    const dialog = await typeNewEnvironment(user, 'tls', proxy);
    const pem = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----';
    await user.upload(
      within(dialog).getByTestId('pem-file-TLS CA certificate'),
      new File([pem], 'ca.pem', { type: 'application/x-pem-file' }),
    );
    await waitFor(() => expect(within(dialog).getByLabelText('TLS CA certificate')).toHaveValue(pem));

    await user.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    expect(
      await within(dialog).findByText(/Pulsar proxy: the brokers are reached only through this service URL/),
    ).toBeInTheDocument();
    expect(sent(beacon, 'POST', `${ENVIRONMENT_PATH}/test`)).toEqual([
      expect.objectContaining({ name: 'tls', tlsCa: pem }),
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add environment success')).toBeInTheDocument();
    expect(sent(beacon, 'PUT')).toEqual([
      expect.objectContaining({ name: 'tls', broker: proxy, tlsCa: pem }),
    ]);
    expect(await stored(beacon, 'tls')).toMatchObject({ broker: proxy, hasTlsCa: true });
  });

  it('never shows a stored private key back, and keeps it when left empty', async () => {
    const withKey = { ...STAGING, tlsCert: 'CERT-PEM', tlsKey: 'KEY-PEM' };
    const { user, beacon } = await openEnvironments([withKey]);

    const dialog = await openEdit(user, 'staging');
    expect(within(dialog).getByLabelText('TLS client private key')).toHaveValue('');
    expect(within(dialog).getByLabelText('TLS CA certificate')).toHaveValue('');
    expect(
      within(dialog).getByText('A stored private key is never shown again; leave empty to keep it.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Leave empty to keep the stored certificate.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update environment success')).toBeInTheDocument();
    const [body] = sent(beacon, 'POST');
    expect(body).not.toHaveProperty('tlsKey');
    expect(body).not.toHaveProperty('tlsCa');
    expect(await stored(beacon, 'staging')).toMatchObject({ hasClientCertificate: true, hasTlsCa: true });
  });

  it('deletes an environment after confirmation', async () => {
    const { user, beacon } = await openEnvironments([PRODUCTION, STAGING]);

    await user.click(await screen.findByRole('button', { name: 'Delete staging' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Delete staging' });
    expect(confirmation).toHaveTextContent('Are you sure you want to delete this environment?');
    expect(sent(beacon, 'DELETE')).toHaveLength(0);
    await user.click(within(confirmation).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Delete environment success')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'staging' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'production' })).toBeInTheDocument();
    expect(sent(beacon, 'DELETE')).toEqual([{ name: 'staging' }]);
    expect(await stored(beacon, 'staging')).toBeUndefined();
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    const { user } = await openEnvironments([PRODUCTION]);

    expect(await screen.findByRole('heading', { name: '环境', level: 1 })).toBeInTheDocument();
    const row = (await screen.findByRole('button', { name: 'production' })).closest('tr')!;
    expect(row).toHaveTextContent('在线');
    expect(screen.getByRole('columnheader', { name: '服务 URL' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '新建环境' }));
    const dialog = await screen.findByRole('dialog', { name: '新建环境' });
    await user.click(within(dialog).getByRole('button', { name: /^保\s?存$/ }));
    expect(await within(dialog).findByText('环境名称不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('服务 URL 不能为空')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^取\s?消$/ }));

    await user.click(screen.getByRole('button', { name: '编辑 production' }));
    const edit = await screen.findByRole('dialog', { name: '更新环境' });
    await retype(user, edit, '服务 URL', 'http://pulsar-elsewhere:8080');
    expect(
      within(edit).getByText('URL 已更改：已保存的令牌只会发送到保存时的 URL。请重新输入令牌，或将其移除。'),
    ).toBeInTheDocument();
    await user.click(within(edit).getByRole('button', { name: /^保\s?存$/ }));
    expect(await within(edit).findByText('URL 已更改，请重新输入令牌')).toBeInTheDocument();
    expect(within(edit).getByRole('button', { name: '从文件读取…（TLS CA 证书）' })).toBeInTheDocument();
  });

  it('says a successful connection in Chinese, from the status, clusters and mode of the result', async () => {
    localStorage.setItem('language', 'zh');
    // On a broker's own address: Beacon reaches the brokers directly.
    const { user } = await openEnvironments([{ ...PRODUCTION, broker: BROKER }]);

    const row = (await screen.findByRole('button', { name: 'production' })).closest('tr')!;
    expect(row).toHaveTextContent('在线');
    // The server's words for a success are English; the web must not show them.
    expect(row).not.toHaveTextContent('Connected');
    await user.click(within(row).getByRole('button', { name: '测试连接：production' }));

    const result = (await screen.findByText('production 的连接测试：在线')).closest<HTMLElement>(
      '.ant-alert',
    )!;
    expect(within(result).getByText('集群：standalone')).toBeInTheDocument();
    expect(within(result).getByText('Beacon 直接连接各个 Broker。')).toBeInTheDocument();
    expect(result).not.toHaveTextContent('Connected');
  });
});

describe('environment form: token signing (issue 15 items 4 and 5)', () => {
  const SECRET = 'c2lnbmluZy1zZWNyZXQtb2YtYXQtbGVhc3QtMzItYnl0ZXMh';
  const ES256_KEY = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();

  async function chooseAlgorithm(user: User, dialog: HTMLElement, algorithm: string) {
    await user.click(within(dialog).getByRole('combobox', { name: 'Signing algorithm' }));
    const option = await waitFor(() => {
      const item = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${algorithm}"]`);
      if (!item) throw new Error(`no ${algorithm} option`);
      return item;
    });
    await user.click(option);
  }

  it('checks the key as the server does and sends the algorithm with it', async () => {
    const { user, beacon } = await openEnvironments();
    const dialog = await typeNewEnvironment(user, 'lab', BROKER);
    await chooseAlgorithm(user, dialog, 'HS256');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the signing key')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Signing key'), 'too-short');
    expect(
      await within(dialog).findByText('An HS256 secret must be base64 of at least 32 bytes'),
    ).toBeInTheDocument();
    expect(sent(beacon, 'PUT')).toHaveLength(0);

    await retype(user, dialog, 'Signing key', SECRET);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add environment success')).toBeInTheDocument();
    expect(sent(beacon, 'PUT')).toEqual([
      { name: 'lab', broker: BROKER, bookie: BROKER, signingAlgorithm: 'HS256', signingKey: SECRET },
    ]);
    expect(await stored(beacon, 'lab')).toMatchObject({ signingAlgorithm: 'HS256' });
  });

  it('never shows a stored key: empty keeps it, None removes it', async () => {
    const { user, beacon } = await openEnvironments([
      { ...PRODUCTION, signingAlgorithm: 'ES256', signingKey: ES256_KEY },
    ]);
    const dialog = await openEdit(user, 'production');
    expect(
      await within(dialog).findByText('A key (ES256) is set and never shown; leave empty to keep it.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Signing key')).toHaveValue('');
    expect(within(dialog).getByLabelText('Signing key')).toHaveAttribute(
      'placeholder',
      'A key (ES256) is set',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update environment success')).toBeInTheDocument();
    const [kept] = sent(beacon, 'POST');
    expect(kept).not.toHaveProperty('signingAlgorithm');
    expect(kept).not.toHaveProperty('signingKey');
    expect(await stored(beacon, 'production')).toMatchObject({ signingAlgorithm: 'ES256' });

    const again = await openEdit(user, 'production');
    await chooseAlgorithm(user, again, 'None (no tokens are minted here)');
    expect(within(again).getByText('Saving removes the stored signing key.')).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(beacon, 'POST')).toHaveLength(2));
    expect(sent(beacon, 'POST')[1]).toMatchObject({ name: 'production', signingAlgorithm: '' });
    await waitFor(async () =>
      expect(await stored(beacon, 'production')).toMatchObject({ signingAlgorithm: null }),
    );
  });

  it('asks for the password when the server wants it again, then saves on its own', async () => {
    const { user, beacon } = await openEnvironments();
    // The browser's sign-in confirmed its password; five minutes on, saving a token asks again.
    setServerClock(beacon, Date.now() + 6 * 60_000);
    const dialog = await typeNewEnvironment(user, 'lab', BROKER, { Token: 'secret-token' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const confirm = await findDialog('Confirm your password');
    await user.type(within(confirm).getByLabelText('Password'), operator.password);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm and continue' }));
    expect(await screen.findByText('Add environment success')).toBeInTheDocument();
    expect(sent(beacon, 'POST', url('/auth/confirm-password'))).toHaveLength(1);
    // Refused once, then sent again on its own.
    expect(sent(beacon, 'PUT')).toHaveLength(2);
    expect(await screen.findByRole('button', { name: 'lab' })).toBeInTheDocument();
    expect(await stored(beacon, 'lab')).toMatchObject({ hasToken: true });
  });
});
