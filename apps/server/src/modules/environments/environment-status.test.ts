import type { EnvironmentSummary } from '@beacon/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  type SessionClient,
  startFakeBroker,
  type TestServer,
} from '../../test-support/index.ts';

describe('background status of environments', () => {
  let app: TestServer;
  let superSession: SessionClient;

  beforeEach(async () => {
    const server = await createServerWithSuperuser();
    app = server.app;
    superSession = await server.loggedIn();
  });
  afterEach(() => app.close());

  /** The one environment's entry in the list. */
  const statusOf = async () =>
    (await superSession.request('GET', '/pulsar-manager/environments')).json<{
      data: EnvironmentSummary[];
    }>().data[0];

  it('turns an environment unreachable when its broker goes away, and online when it returns', async () => {
    const broker = await startFakeBroker();
    await superSession.request('PUT', '/pulsar-manager/environments/environment', {
      name: 'flaky',
      broker: broker.url,
      bookie: broker.url,
    });

    await broker.close();
    await app.environments.checkAll();
    expect(await statusOf()).toMatchObject({ status: 'unreachable' });
    expect((await statusOf())?.statusMessage).toContain('is unreachable');

    const revived = await startFakeBroker();
    await superSession.request('POST', '/pulsar-manager/environments/environment', {
      name: 'flaky',
      broker: revived.url,
      bookie: revived.url,
    });
    expect(await statusOf()).toMatchObject({ status: 'online', broker: revived.url });
    await revived.close();
  });

  it('takes the result of a connection test of the saved settings as the status (issue 28 A10)', async () => {
    const broker = await startFakeBroker();
    await superSession.request('PUT', '/pulsar-manager/environments/environment', {
      name: 'tested',
      broker: broker.url,
      bookie: broker.url,
    });
    expect(await statusOf()).toMatchObject({ status: 'online' });
    const test = (body: object) =>
      superSession.request('POST', '/pulsar-manager/environments/environment/test', body);

    await broker.close();
    const failed = await test({ name: 'tested', broker: broker.url, bookie: broker.url });
    expect(failed.json()).toMatchObject({ status: 'unreachable' });
    // Not "Online" beside a failed test of the very same settings.
    expect(await statusOf()).toMatchObject({ status: 'unreachable' });

    // A test of other settings (a URL being edited, not saved) says nothing about the saved ones.
    const elsewhere = await startFakeBroker();
    const other = await test({ name: 'tested', broker: elsewhere.url, bookie: elsewhere.url });
    expect(other.json()).toMatchObject({ status: 'online' });
    expect(await statusOf()).toMatchObject({ status: 'unreachable' });
    await elsewhere.close();
  });
});
