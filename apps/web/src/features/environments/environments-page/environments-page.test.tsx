import {
  COOKIES,
  type ConnectionTestResult,
  type EnvironmentRequest,
  type EnvironmentSummary,
  type UserInfoResponse,
} from '@beacon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { browserCookies } from '../../../test/browser-cookies.ts';
import { findDialog } from '../../../test/dialogs.ts';
import { url, type SeenRequests } from '../../../test/console-paths.ts';
import { tenantAdmin } from '../../../test/console-users.ts';
import { network } from '../../../test/network.ts';
import { OPERATOR as operator, signedInBeacon } from '../../../test/real-beacon.ts';
import { renderApp } from '../../../test/render-app.tsx';

const PRODUCTION: EnvironmentSummary = {
  name: 'production',
  broker: 'http://pulsar-prod-1:8080,http://pulsar-prod-2:8080',
  bookie: 'http://bookie-prod:8000',
  status: 'online',
  statusMessage: 'Pulsar answered with 2 clusters',
  checkedAt: Date.now() - 5 * 60_000,
  hasToken: true,
  hasTls: false,
  hasTlsCa: false,
  hasClientCertificate: false,
};
const STAGING: EnvironmentSummary = {
  name: 'staging',
  broker: 'http://pulsar-staging:8080',
  bookie: 'http://bookie-staging:8000',
  status: 'unauthorized',
  statusMessage: '401: the broker wants a token',
  checkedAt: null,
  hasToken: false,
  hasTls: true,
  hasTlsCa: true,
  hasClientCertificate: false,
};

/** What the fake's connection test answers by default: the broker refuses the token. */
const forbidden = (broker: string): ConnectionTestResult => ({
  status: 'forbidden',
  message: `403 from ${broker}: the token is not a superuser's`,
  url: broker,
  clusters: [],
});

/** Beacon's environment calls over an in-memory list, answering as the environments module does. */
function fakeEnvironmentsApi(
  initial: EnvironmentSummary[],
  seen: SeenRequests,
  connection: (broker: string) => ConnectionTestResult,
) {
  const environments = [...initial];
  const path = url('/environments/environment');
  return [
    http.get(url('/environments'), () =>
      HttpResponse.json({ total: environments.length, data: environments }),
    ),
    http.put(path, async ({ request }) => {
      seen.push(request.clone());
      const body = (await request.json()) as EnvironmentRequest;
      if (body.broker.includes('refused')) {
        const error = 'Connection test failed: connection refused by 127.0.0.1:1';
        return HttpResponse.json({ error, message: error }, { status: 422 });
      }
      if (environments.some((environment) => environment.name === body.name)) {
        return HttpResponse.json(
          { error: 'Environment is exist', message: 'Environment is exist' },
          { status: 409 },
        );
      }
      environments.push({
        name: body.name,
        broker: body.broker,
        bookie: body.bookie,
        status: 'online',
        statusMessage: 'Pulsar answered',
        checkedAt: Date.now(),
        hasToken: Boolean(body.token),
        hasTls: Boolean(body.tlsCa || body.tlsCert),
        hasTlsCa: Boolean(body.tlsCa),
        hasClientCertificate: Boolean(body.tlsCert && body.tlsKey),
        signingAlgorithm: body.signingAlgorithm || null,
      });
      return HttpResponse.json({ message: 'Add environment success' });
    }),
    http.post(path, async ({ request }) => {
      seen.push(request.clone());
      const body = (await request.json()) as EnvironmentRequest;
      const index = environments.findIndex((environment) => environment.name === body.name);
      const saved = environments[index]!;
      // As the server does: a stored token goes only to the URLs it was saved with.
      const urls = (...lists: string[]) => lists.flatMap((list) => list.split(','));
      const savedUrls = urls(saved.broker, saved.bookie);
      const changed = urls(body.broker, body.bookie).some((url) => !savedUrls.includes(url));
      if (changed && saved.hasToken && body.token === undefined) {
        const error = 'Enter the token again to save a changed URL';
        return HttpResponse.json({ error, message: error }, { status: 400 });
      }
      environments[index] = {
        ...saved,
        broker: body.broker,
        bookie: body.bookie,
        hasToken: body.token === undefined ? saved.hasToken : body.token !== '',
        signingAlgorithm:
          body.signingAlgorithm === undefined ? saved.signingAlgorithm : body.signingAlgorithm || null,
      };
      return HttpResponse.json({ message: 'Update environment success' });
    }),
    http.delete(path, async ({ request }) => {
      seen.push(request.clone());
      const { name } = (await request.json()) as { name: string };
      environments.splice(
        environments.findIndex((environment) => environment.name === name),
        1,
      );
      return HttpResponse.json({ message: 'Delete environment success' });
    }),
    http.post(`${path}/test`, async ({ request }) => {
      seen.push(request.clone());
      const body = (await request.json()) as EnvironmentRequest;
      return HttpResponse.json(connection(body.broker));
    }),
  ];
}

interface OpenOptions {
  /** Who is signed in (default: a superuser). */
  user?: UserInfoResponse;
  connection?: (broker: string) => ConnectionTestResult;
}

/**
 * Signs in on the real server (as `options.user`) and opens the page over these environments;
 * `seen` records the calls that change them.
 */
async function openEnvironments(environments: EnvironmentSummary[] = [], options: OpenOptions = {}) {
  await signedInBeacon(options.user);
  const seen: SeenRequests = [];
  network.use(...fakeEnvironmentsApi(environments, seen, options.connection ?? forbidden));
  return { ...renderApp('/environments'), seen };
}

type User = ReturnType<typeof renderApp>['user'];

/** Opens New Environment and types its name, service URL, bookie (http://bookie-<name>:8000) and `more`. */
async function typeNewEnvironment(
  user: User,
  name: string,
  broker: string,
  more: Record<string, string> = {},
) {
  await user.click(await screen.findByRole('button', { name: 'New Environment' }));
  const dialog = await screen.findByRole('dialog', { name: 'New Environment' });
  const bookie = `http://bookie-${name}:8000`;
  const fields = { 'Environment Name': name, 'Service URL': broker, 'Bookie URL': bookie, ...more };
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
    await signedInBeacon();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    network.use(
      http.get(url('/environments'), async () => {
        await answered;
        return HttpResponse.json({ total: 1, data: [PRODUCTION] });
      }),
    );
    renderApp('/environments');

    const heading = await screen.findByRole('heading', { name: 'Environments', level: 1 });
    const main = heading.closest('main') ?? document.body;
    expect(await within(main).findByRole('status')).toHaveTextContent('Loading…');
    answer();
    expect(await screen.findByRole('button', { name: 'production' })).toBeInTheDocument();
  });

  it('lists each environment with its URLs, status, when it was checked and its credentials', async () => {
    await openEnvironments([PRODUCTION, STAGING]);

    const production = (await screen.findByRole('button', { name: 'production' })).closest('tr')!;
    expect(production).toHaveTextContent(PRODUCTION.broker);
    expect(production).toHaveTextContent('http://bookie-prod:8000');
    expect(production).toHaveTextContent('Online');
    // A success's server words are only the status's tooltip: the translated status says it.
    expect(production).not.toHaveTextContent('Pulsar answered with 2 clusters');
    expect(production).toHaveTextContent('checked 5 minutes ago');
    expect(within(production).getByLabelText('A broker token is stored')).toBeInTheDocument();
    const staging = screen.getByRole('button', { name: 'staging' }).closest('tr')!;
    expect(staging).toHaveTextContent('Unauthorized');
    expect(staging).toHaveTextContent('401: the broker wants a token');
    expect(staging).toHaveTextContent('not checked yet');
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
    await signedInBeacon();
    network.use(http.get(url('/environments'), () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    const { user } = renderApp('/environments');

    expect(await screen.findByText('Could not load the environments')).toBeInTheDocument();
    network.use(...fakeEnvironmentsApi([PRODUCTION], [], forbidden));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'production' })).toBeInTheDocument();
  });

  it('shows a tenant administrator the list without any way to change it', async () => {
    await openEnvironments([PRODUCTION], { user: tenantAdmin });

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
    await openEnvironments([], { user: tenantAdmin });

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
    const { user, seen } = await openEnvironments();

    const dialog = await typeNewEnvironment(user, 'lab', 'http://pulsar-lab:8080', { Token: 'secret-token' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Add environment success')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'lab' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen[0]!.method).toBe('PUT');
    expect(seen[0]!.headers.get('X-XSRF-TOKEN')).toBeTruthy();
    expect(await seen[0]!.json()).toEqual({
      name: 'lab',
      broker: 'http://pulsar-lab:8080',
      bookie: 'http://bookie-lab:8000',
      token: 'secret-token',
    });
  });

  it('keeps the form and shows the reason when the server refuses to save', async () => {
    const { user } = await openEnvironments();

    const dialog = await typeNewEnvironment(user, 'lab', 'http://refused:1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText('Connection test failed: connection refused by 127.0.0.1:1'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Environment Name')).toHaveValue('lab');
    expect(within(dialog).getByLabelText('Service URL')).toHaveValue('http://refused:1');
    expect(screen.getByRole('dialog', { name: 'New Environment' })).toBeInTheDocument();
  });

  it('tests the connection from the dialog and shows the precise result', async () => {
    const { user, seen } = await openEnvironments();

    const dialog = await typeNewEnvironment(user, 'lab', 'http://pulsar-lab:8080');
    await user.click(within(dialog).getByRole('button', { name: 'Test connection' }));

    expect(await within(dialog).findByText('Connection test of lab: Forbidden')).toBeInTheDocument();
    expect(
      within(dialog).getByText("403 from http://pulsar-lab:8080: the token is not a superuser's"),
    ).toBeInTheDocument();
    expect(seen[0]!.url).toMatch(/\/environments\/environment\/test$/);
  });

  it('edits an environment: the name stays, an empty token keeps the stored one, the box removes it', async () => {
    const { user, seen } = await openEnvironments([PRODUCTION]);

    const dialog = await openEdit(user, 'production');
    expect(within(dialog).getByLabelText('Environment Name')).toHaveAttribute('readonly');
    expect(within(dialog).getByText('Leave empty to keep the stored token.')).toBeInTheDocument();
    // Dropping one failover URL sends the token to no new URL: the stored one is kept.
    await retype(user, dialog, 'Service URL', 'http://pulsar-prod-1:8080');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update environment success')).toBeInTheDocument();
    expect(await seen[0]!.json()).toEqual({
      name: 'production',
      broker: 'http://pulsar-prod-1:8080',
      bookie: PRODUCTION.bookie,
    });

    const again = await openEdit(user, 'production');
    await user.click(within(again).getByRole('checkbox', { name: 'Remove stored token' }));
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(await seen[1]!.json()).toMatchObject({ name: 'production', token: '' });
  });

  it('asks for the stored token again when a URL changes, and sends it only then', async () => {
    const { user, seen } = await openEnvironments([PRODUCTION]);

    const dialog = await openEdit(user, 'production');
    await retype(user, dialog, 'Bookie URL', 'http://bookie-elsewhere:8000');
    expect(
      within(dialog).getByText(
        'A URL changed: the stored token is only sent to the URLs it was saved with. Enter it again, or remove it.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Leave empty to keep the stored token.')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    expect(await within(dialog).findByText('Enter the token again to use a changed URL')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(seen).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Token'), 'typed-again');
    await waitFor(() =>
      expect(
        within(dialog).queryByText('Enter the token again to use a changed URL'),
      ).not.toBeInTheDocument(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update environment success')).toBeInTheDocument();
    expect(await seen[0]!.json()).toEqual({
      name: 'production',
      broker: PRODUCTION.broker,
      bookie: 'http://bookie-elsewhere:8000',
      token: 'typed-again',
    });
  });

  it('accepts removing the stored token instead of typing it again for a changed URL', async () => {
    const { user, seen } = await openEnvironments([PRODUCTION]);

    const dialog = await openEdit(user, 'production');
    await retype(user, dialog, 'Service URL', 'http://pulsar-elsewhere:8080');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remove stored token' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update environment success')).toBeInTheDocument();
    expect(await seen[0]!.json()).toMatchObject({ broker: 'http://pulsar-elsewhere:8080', token: '' });
  });

  it('asks for the stored client certificate again when a URL changes', async () => {
    const withCertificate = { ...PRODUCTION, hasToken: false, hasTls: true, hasClientCertificate: true };
    const { user, seen } = await openEnvironments([withCertificate]);

    const dialog = await openEdit(user, 'production');
    await retype(user, dialog, 'Service URL', 'https://pulsar-elsewhere:8443');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter the client certificate and key again to use a changed URL'),
    ).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('sends a client certificate only with its key, and removes a stored pair on request', async () => {
    const { user, seen } = await openEnvironments();

    const dialog = await typeNewEnvironment(user, 'mtls', 'https://pulsar-mtls:8443', {
      'TLS client certificate (mutual TLS)': 'CERT-PEM',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A client certificate needs its private key')).toBeInTheDocument();
    expect(seen).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('TLS client private key'), 'KEY-PEM');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add environment success')).toBeInTheDocument();
    expect(await seen[0]!.json()).toMatchObject({ name: 'mtls', tlsCert: 'CERT-PEM', tlsKey: 'KEY-PEM' });

    const edit = await openEdit(user, 'mtls');
    await user.click(
      within(edit).getByRole('checkbox', { name: 'Remove stored client certificate and key' }),
    );
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(await seen[1]!.json()).toMatchObject({ name: 'mtls', tlsCert: '', tlsKey: '' });
  });

  it('sends a pasted or file-loaded CA certificate and shows how the test reached the brokers', async () => {
    const { user, seen } = await openEnvironments([], {
      connection: (broker) => ({
        status: 'online',
        message: 'Pulsar answered with 1 cluster',
        url: broker,
        clusters: ['standalone'],
        mode: 'pulsar-proxy',
      }),
    });

    const dialog = await typeNewEnvironment(user, 'tls', 'https://pulsar-tls:8443');
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
    expect(await seen[0]!.json()).toMatchObject({ name: 'tls', tlsCa: pem });

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add environment success')).toBeInTheDocument();
    expect(await seen[1]!.json()).toMatchObject({
      name: 'tls',
      broker: 'https://pulsar-tls:8443',
      tlsCa: pem,
    });
  });

  it('never shows a stored private key back, and keeps it when left empty', async () => {
    const { user, seen } = await openEnvironments([{ ...STAGING, hasClientCertificate: true }]);

    const dialog = await openEdit(user, 'staging');
    expect(within(dialog).getByLabelText('TLS client private key')).toHaveValue('');
    expect(within(dialog).getByLabelText('TLS CA certificate')).toHaveValue('');
    expect(
      within(dialog).getByText('A stored private key is never shown again; leave empty to keep it.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Leave empty to keep the stored certificate.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    const body = (await seen[0]!.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('tlsKey');
    expect(body).not.toHaveProperty('tlsCa');
  });

  it('deletes an environment after confirmation', async () => {
    const { user, seen } = await openEnvironments([PRODUCTION, STAGING]);

    await user.click(await screen.findByRole('button', { name: 'Delete staging' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Delete staging' });
    expect(confirmation).toHaveTextContent('Are you sure you want to delete this environment?');
    expect(seen).toHaveLength(0);
    await user.click(within(confirmation).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Delete environment success')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'staging' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'production' })).toBeInTheDocument();
    expect(seen[0]!.method).toBe('DELETE');
    expect(await seen[0]!.json()).toEqual({ name: 'staging' });
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
    // The server's words for a success are English; the web must not show them.
    const connected = 'Connected: clusters standalone, west';
    const { user } = await openEnvironments([{ ...PRODUCTION, statusMessage: connected }], {
      connection: () => ({
        status: 'online',
        message: connected,
        url: 'http://pulsar-prod-1:8080',
        clusters: ['standalone', 'west'],
        mode: 'brokers',
      }),
    });

    const row = (await screen.findByRole('button', { name: 'production' })).closest('tr')!;
    expect(row).toHaveTextContent('在线');
    expect(row).not.toHaveTextContent('Connected');
    await user.click(within(row).getByRole('button', { name: '测试连接：production' }));

    const result = (await screen.findByText('production 的连接测试：在线')).closest<HTMLElement>(
      '.ant-alert',
    )!;
    expect(within(result).getByText('集群：standalone, west')).toBeInTheDocument();
    expect(within(result).getByText('Beacon 直接连接各个 Broker。')).toBeInTheDocument();
    expect(result).not.toHaveTextContent('Connected');
  });
});

describe('environment form: token signing (issue 15 items 4 and 5)', () => {
  const SECRET = 'c2lnbmluZy1zZWNyZXQtb2YtYXQtbGVhc3QtMzItYnl0ZXMh';

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
    const { user, seen } = await openEnvironments();
    const dialog = await typeNewEnvironment(user, 'lab', 'http://pulsar-lab:8080');
    await chooseAlgorithm(user, dialog, 'HS256');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the signing key')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Signing key'), 'too-short');
    expect(
      await within(dialog).findByText('An HS256 secret must be base64 of at least 32 bytes'),
    ).toBeInTheDocument();
    expect(seen).toHaveLength(0);

    await retype(user, dialog, 'Signing key', SECRET);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add environment success')).toBeInTheDocument();
    expect(await seen[0]!.json()).toEqual({
      name: 'lab',
      broker: 'http://pulsar-lab:8080',
      bookie: 'http://bookie-lab:8000',
      signingAlgorithm: 'HS256',
      signingKey: SECRET,
    });
  });

  it('never shows a stored key: empty keeps it, None removes it', async () => {
    const { user, seen } = await openEnvironments([{ ...PRODUCTION, signingAlgorithm: 'ES256' }]);
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
    const kept = (await seen[0]!.json()) as Record<string, unknown>;
    expect(kept).not.toHaveProperty('signingAlgorithm');
    expect(kept).not.toHaveProperty('signingKey');

    const again = await openEdit(user, 'production');
    await chooseAlgorithm(user, again, 'None (no tokens are minted here)');
    expect(within(again).getByText('Saving removes the stored signing key.')).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(await seen[1]!.json()).toMatchObject({ name: 'production', signingAlgorithm: '' });
  });

  it('asks for the password when the server wants it again, then saves on its own', async () => {
    const { user, seen } = await openEnvironments();
    let refusals = 0;
    network.use(
      http.put(url('/environments/environment'), () => {
        if (refusals > 0) return undefined; // the fake API above saves it
        refusals += 1;
        const text = 'Confirm your password to continue';
        return HttpResponse.json(
          { error: text, message: text, reason: text, code: 'password-confirmation-required' },
          { status: 403 },
        );
      }),
    );
    const dialog = await typeNewEnvironment(user, 'lab', 'http://pulsar-lab:8080', { Token: 'secret-token' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const confirm = await findDialog('Confirm your password');
    await user.type(within(confirm).getByLabelText('Password'), operator.password);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm and continue' }));
    expect(await screen.findByText('Add environment success')).toBeInTheDocument();
    expect(refusals).toBe(1);
    expect(seen).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'lab' })).toBeInTheDocument();
  });
});
