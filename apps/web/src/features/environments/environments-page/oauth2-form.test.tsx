// The environment form's OAuth2 client credentials (issue 32): the real server behind the page, the
// simulator as the broker, and an OAuth2 issuer on the network (discovery and a token endpoint that
// reads client_id and client_secret from the form body, as Pulsar's own client sends them). The
// secret goes to the server once and never comes back; the broker sees only the access token; each
// refusal is said in the form's words, in English and Chinese.
import type { EnvironmentSummary } from '@beacon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { url } from '../../../test/console-paths.ts';
import { freshSimulator } from '../../../test/in-memory-pulsar.ts';
import { network } from '../../../test/network.ts';
import { beaconToSimulator, signedInBeacon, type RealBeacon } from '../../../test/real-beacon.ts';
import { renderApp } from '../../../test/render-app.tsx';

const [BROKER] = freshSimulator().brokers.map((broker) => broker.url) as [string];
const ISSUER = 'http://issuer.example.test';
const CLIENT = 'beacon-admin';
const SECRET = 'the-client-secret';
const ACCESS_TOKEN = 'access-token-from-the-issuer';
const ENVIRONMENT_PATH = url('/environments/environment');

/** The issuer's two endpoints; every token request's form body, and every Authorization the broker saw. */
function serveIssuerAndBroker() {
  const tokenRequests: URLSearchParams[] = [];
  const brokerAuthorizations: string[] = [];
  network.use(
    http.get(`${ISSUER}/.well-known/openid-configuration`, () =>
      HttpResponse.json({ issuer: ISSUER, token_endpoint: `${ISSUER}/oauth/token` }),
    ),
    http.post(`${ISSUER}/oauth/token`, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      tokenRequests.push(form);
      if (form.get('client_id') !== CLIENT || form.get('client_secret') !== SECRET)
        return HttpResponse.json(
          { error: 'invalid_client', error_description: 'client authentication failed' },
          { status: 401 },
        );
      return HttpResponse.json({ access_token: ACCESS_TOKEN, token_type: 'Bearer', expires_in: 3600 });
    }),
    // Recorded, then answered by the simulator (the handler below).
    http.all(`${BROKER}/*`, ({ request }) => {
      brokerAuthorizations.push(request.headers.get('authorization') ?? '');
      return undefined;
    }),
  );
  return { tokenRequests, brokerAuthorizations };
}

async function openPage() {
  const beacon = await signedInBeacon();
  network.use(beaconToSimulator(freshSimulator()));
  const traffic = serveIssuerAndBroker();
  return { ...renderApp('/environments'), beacon, ...traffic };
}

async function stored(beacon: RealBeacon, name: string): Promise<EnvironmentSummary | undefined> {
  const answer = await beacon.superSession.request('GET', url('/environments'));
  return answer.json<{ data: EnvironmentSummary[] }>().data.find((environment) => environment.name === name);
}

function sent(beacon: RealBeacon, method: string): unknown[] {
  return beacon.browserCalls
    .filter((call) => call.method === method && call.path === ENVIRONMENT_PATH)
    .map((call) => JSON.parse(call.body ?? 'null') as unknown);
}

type User = Awaited<ReturnType<typeof openPage>>['user'];

async function newOAuth2Environment(user: User, name: string) {
  await user.click(await screen.findByRole('button', { name: 'New Environment' }));
  const dialog = await screen.findByRole('dialog', { name: 'New Environment' });
  for (const [label, value] of Object.entries({
    'Environment Name': name,
    'Service URL': BROKER,
    'Bookie URL': BROKER,
  }))
    await user.type(within(dialog).getByLabelText(label), value);
  await user.click(within(dialog).getByRole('radio', { name: 'OAuth2 client credentials' }));
  return dialog;
}

describe('environment form: OAuth2 client credentials', () => {
  it('saves an environment that signs in with OAuth2: the broker gets the access token, the list the client', async () => {
    const { user, beacon, tokenRequests, brokerAuthorizations } = await openPage();
    const dialog = await newOAuth2Environment(user, 'cloud');
    expect(within(dialog).queryByLabelText('Token')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Issuer URL'), ISSUER);
    await user.type(within(dialog).getByLabelText('Client ID'), CLIENT);
    await user.type(within(dialog).getByLabelText('Client secret'), SECRET);
    await user.type(within(dialog).getByLabelText('Audience'), 'urn:sn:pulsar:org:instance');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Add environment success')).toBeInTheDocument();
    expect(sent(beacon, 'PUT')).toEqual([
      {
        name: 'cloud',
        broker: BROKER,
        bookie: BROKER,
        oauth2: {
          issuerUrl: ISSUER,
          clientId: CLIENT,
          clientSecret: SECRET,
          audience: 'urn:sn:pulsar:org:instance',
          scope: '',
        },
      },
    ]);
    // client_secret_post, with the audience: what Pulsar's TokenClient sends.
    expect(Object.fromEntries(tokenRequests[0] ?? [])).toEqual({
      grant_type: 'client_credentials',
      client_id: CLIENT,
      client_secret: SECRET,
      audience: 'urn:sn:pulsar:org:instance',
    });
    expect(brokerAuthorizations.length).toBeGreaterThan(0);
    expect(new Set(brokerAuthorizations)).toEqual(new Set([`Bearer ${ACCESS_TOKEN}`]));
    const summary = await stored(beacon, 'cloud');
    expect(summary).toMatchObject({
      hasToken: false,
      oauth2: { issuerUrl: ISSUER, clientId: CLIENT, audience: 'urn:sn:pulsar:org:instance', scope: '' },
    });
    expect(JSON.stringify(summary)).not.toContain(SECRET);
    const row = await screen.findByRole('row', { name: /cloud/ });
    expect(
      within(row).getByLabelText(`Signs in with OAuth2 client ${CLIENT} at ${ISSUER}`),
    ).toBeInTheDocument();
  });

  it('checks the fields as the server does, and takes a Pulsar key file instead of ID and secret', async () => {
    const { user, beacon } = await openPage();
    const dialog = await newOAuth2Environment(user, 'keyed');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the OAuth2 issuer URL')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the OAuth2 client ID')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the client secret')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Issuer URL'), 'ftp://issuer');
    expect(
      await within(dialog).findByText('Use an http:// or https:// issuer URL without credentials in it'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Issuer URL'));

    await user.click(within(dialog).getByRole('radio', { name: 'Key file (JSON)' }));
    const keyFile = within(dialog).getByLabelText('Key file');
    await user.click(keyFile);
    await user.paste('{"type":"client_credentials","client_id":"only-an-id"}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Paste a Pulsar OAuth2 key file/)).toBeInTheDocument();
    await user.clear(keyFile);
    await user.click(keyFile);
    // The key file names the issuer: the issuer URL may stay empty.
    await user.paste(
      JSON.stringify({
        type: 'client_credentials',
        client_id: CLIENT,
        client_secret: SECRET,
        issuer_url: ISSUER,
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add environment success')).toBeInTheDocument();
    expect(sent(beacon, 'PUT')).toMatchObject([
      { name: 'keyed', oauth2: { issuerUrl: '', audience: '', scope: '' } },
    ]);
    expect(await stored(beacon, 'keyed')).toMatchObject({ oauth2: { issuerUrl: ISSUER, clientId: CLIENT } });
  });

  it('names the failed step of a connection test: the issuer refused the client', async () => {
    const { user } = await openPage();
    const dialog = await newOAuth2Environment(user, 'wrong');
    await user.type(within(dialog).getByLabelText('Issuer URL'), ISSUER);
    await user.type(within(dialog).getByLabelText('Client ID'), CLIENT);
    await user.type(within(dialog).getByLabelText('Client secret'), 'not-the-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    expect(
      await within(dialog).findByText(
        'Step that failed: the issuer refused the client ID and secret (invalid_client: client authentication failed).',
      ),
    ).toBeInTheDocument();
  });

  it('edits a saved client: the secret is never shown, empty keeps it, and choosing a token removes the client', async () => {
    const { user, beacon } = await openPage();
    const saved = await beacon.superSession.request('PUT', ENVIRONMENT_PATH, {
      name: 'cloud',
      broker: BROKER,
      bookie: BROKER,
      oauth2: { issuerUrl: ISSUER, clientId: CLIENT, clientSecret: SECRET },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    await user.click(await screen.findByRole('button', { name: 'Edit cloud' }));
    let dialog = await screen.findByRole('dialog', { name: 'Update Environment' });
    expect(within(dialog).getByRole('radio', { name: 'OAuth2 client credentials' })).toBeChecked();
    expect(within(dialog).getByLabelText('Issuer URL')).toHaveValue(ISSUER);
    expect(within(dialog).getByLabelText('Client secret')).toHaveValue('');
    expect(
      within(dialog).getByText('A secret is set and never shown; leave empty to keep it.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Scope'), 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update environment success')).toBeInTheDocument();
    expect(sent(beacon, 'POST').at(-1)).toEqual({
      name: 'cloud',
      broker: BROKER,
      bookie: BROKER,
      oauth2: { issuerUrl: ISSUER, clientId: CLIENT, audience: '', scope: 'admin' },
    });
    expect(await stored(beacon, 'cloud')).toMatchObject({ oauth2: { scope: 'admin' } });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Edit cloud' }));
    dialog = await screen.findByRole('dialog', { name: 'Update Environment' });
    await user.click(within(dialog).getByRole('radio', { name: 'Static token' }));
    await user.type(within(dialog).getByLabelText('Token'), 'a-static-token');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update environment success')).toBeInTheDocument();
    expect(sent(beacon, 'POST').at(-1)).toMatchObject({ token: 'a-static-token', oauth2: null });
    expect(await stored(beacon, 'cloud')).toMatchObject({ hasToken: true, oauth2: null });
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: '新建环境' }));
    const dialog = await screen.findByRole('dialog', { name: '新建环境' });
    await user.click(within(dialog).getByRole('radio', { name: 'OAuth2 客户端凭据' }));
    await user.click(within(dialog).getByRole('button', { name: /^保\s?存$/ }));
    expect(await within(dialog).findByText('请输入 OAuth2 签发方（issuer）URL')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入 OAuth2 客户端 ID')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入客户端密钥')).toBeInTheDocument();
  });
});
