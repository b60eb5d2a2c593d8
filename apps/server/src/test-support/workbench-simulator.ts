// The simulator in auth mode with a server and a super user signed in, as the workbench's tests use
// them: messages produced through the simulator's REST produce endpoint, one at a time with the
// clock moved on, and reads and exports parsed from their streamed answers.
import { AUTH_SCENARIO_SECRET, startSimulator } from '@beacon/pulsar-sim';
import type { ReadMessageLine, WorkbenchLine } from '@beacon/contracts';
import { expect } from 'vitest';
import { hs256Token } from './hs256-token.ts';
import { createServerWithSuperuser } from './server-with-superuser.ts';
import type { ServerWithSuperuser, SessionClient } from './session-client.ts';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

export const WORKBENCH_ENVIRONMENT = 'secured';
const adminToken = hs256Token(AUTH_SCENARIO_SECRET, 'admin');

export interface WorkbenchSimulator {
  simulator: Simulator;
  server: ServerWithSuperuser;
  /** A super user's session in WORKBENCH_ENVIRONMENT. */
  operator: SessionClient;
  /** A call to the simulator as its admin role, following the brokers' redirects with the token. */
  atPulsar(method: string, path: string, body?: unknown): Promise<Response>;
  /** Creates the namespace's tenant and namespace when missing, and a non-partitioned topic. */
  createTopic(namespace: string, topic: string): Promise<void>;
  /** One message at a time, the simulator's clock moved on between them. */
  produce(
    namespace: string,
    topic: string,
    messages: { payload: string; key?: string; properties?: Record<string, string> }[],
  ): Promise<void>;
  /** Registers another environment over the same simulator. */
  addEnvironment(name: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * An admin call at the simulator of the `auth` scenario as its super user, following its 307s to
 * the owning broker by hand (fetch drops the authorization header on a redirect to another origin).
 */
export function simulatorAdmin(baseUrl: () => string) {
  return async function atPulsar(method: string, path: string, body?: unknown): Promise<Response> {
    let url = `${baseUrl()}${path}`;
    for (;;) {
      const answer = await fetch(url, {
        method,
        redirect: 'manual',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const location = answer.headers.get('location');
      if (answer.status !== 307 || !location) return answer;
      url = new URL(location, url).toString();
    }
  };
}

export async function startWorkbenchSimulator(): Promise<WorkbenchSimulator> {
  const simulator = await startSimulator({ scenario: 'auth', port: 0, traffic: false });
  const atPulsar = simulatorAdmin(() => simulator.url);
  const server = await createServerWithSuperuser();
  const operator = await server.loggedIn();
  async function addEnvironment(name: string) {
    const created = await operator.request('PUT', '/pulsar-manager/environments/environment', {
      name,
      broker: simulator.url,
      bookie: simulator.bookieUrl,
      token: adminToken,
    });
    expect(created.statusCode, created.body).toBe(200);
  }
  await addEnvironment(WORKBENCH_ENVIRONMENT);
  operator.environment = WORKBENCH_ENVIRONMENT;
  return {
    simulator,
    server,
    operator,
    atPulsar,
    addEnvironment,
    async createTopic(namespace, topic) {
      const [tenant] = namespace.split('/');
      // 409 when there already: made by an earlier test.
      expect([204, 409]).toContain(
        (await atPulsar('PUT', `/admin/v2/tenants/${tenant!}`, { allowedClusters: ['standalone'] })).status,
      );
      expect([204, 409]).toContain((await atPulsar('PUT', `/admin/v2/namespaces/${namespace}`)).status);
      expect((await atPulsar('PUT', `/admin/v2/persistent/${namespace}/${topic}`)).status).toBe(204);
    },
    async produce(namespace, topic, messages) {
      for (const message of messages) {
        const answer = await atPulsar('POST', `/topics/persistent/${namespace}/${topic}`, {
          messages: [message],
        });
        expect(answer.status, await answer.clone().text()).toBe(200);
        simulator.runtime.advance(10);
      }
    },
    async close() {
      await server.app.close();
      await simulator.close();
    },
  };
}

/** A streamed read's answer, its lines parsed. */
export async function readThrough(session: SessionClient, body: object) {
  const answer = await session.request('POST', '/pulsar-manager/workbench/read', body);
  const lines =
    answer.statusCode === 200
      ? answer.body
          .split('\n')
          .filter((line) => line !== '')
          .map((line) => JSON.parse(line) as WorkbenchLine)
      : [];
  const messages = lines.filter((line): line is ReadMessageLine => line.kind === 'message');
  return { answer, lines, messages, last: lines.at(-1) };
}
