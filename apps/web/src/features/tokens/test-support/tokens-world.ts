// Broker tokens on the real server (decision 0066): environment `staging` on the simulator, with a
// signing key unless told otherwise, and tokens minted through the API as a super user would.
import { generateKeyPairSync } from 'node:crypto';
import { COOKIES } from '@beacon/contracts';
import { storeCookie } from '../../../test/browser-cookies.ts';
import {
  reopenSuperSession,
  setServerClock,
  startRealBeacon,
  type RealBeacon,
} from '../../../test/real-beacon.ts';
import { freshSimulator } from '../../../test/simulator-network.ts';

export const ENVIRONMENT = 'staging';

/**
 * The environment's signing key: ES256, not HS256. An HS256 secret reaches jose as a Node Buffer,
 * which under jsdom is not `instanceof Uint8Array` of the page's realm, so the server, running in
 * the web tests' jsdom, could not sign with it (it can in production and in the server tests).
 */
const ES256_KEY = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
const DAY_SECONDS = 86_400;

export interface SeededToken {
  role: string;
  description?: string;
  /** Seconds; null: never expires (only on a server that allows it). */
  expiresIn?: number | null;
}

export interface TokensWorld {
  /** Tokens valid now. */
  tokens?: SeededToken[];
  /** Roles whose token expired a day ago. */
  expired?: string[];
  /** Whether staging holds a signing key (true unless told). */
  signingKey?: boolean;
  /** Whether the server allows tokens without expiry (BEACON_TOKEN_ALLOW_NO_EXPIRY; not by default). */
  allowNoExpiry?: boolean;
}

export async function mint(beacon: RealBeacon, token: SeededToken): Promise<void> {
  const answer = await beacon.superSession.request('PUT', '/pulsar-manager/tokens/token', {
    description: '',
    ...token,
  });
  if (answer.statusCode !== 200) throw new Error(`minting ${token.role} failed: ${answer.body}`);
}

/** The token of `role` as the server shows it to a super user. */
export async function tokenValueOf(beacon: RealBeacon, role: string): Promise<string> {
  const answer = await beacon.superSession.request('GET', `/pulsar-manager/tokens/${role}`);
  if (answer.statusCode !== 200) throw new Error(`the token of ${role}: ${answer.body}`);
  return answer.json<{ token: string }>().token;
}

/**
 * The real server holding `world` in staging, the browser's environment. The server's clock is
 * brought to the browser's: expired tokens are minted two days before with one day to live.
 * Nobody is signed in in the browser yet.
 */
export async function startTokensWorld(world: TokensWorld = {}): Promise<RealBeacon> {
  const beacon = await startRealBeacon(world.allowNoExpiry ? { tokenAllowNoExpiry: true } : {});
  const session = beacon.superSession;
  const simulator = freshSimulator();
  await beacon.addSimulatorEnvironment(simulator, ENVIRONMENT);
  if (world.signingKey !== false) {
    const simulatorBroker = simulator.brokers[0]!.url;
    const keyed = await session.request('POST', '/pulsar-manager/environments/environment', {
      name: ENVIRONMENT,
      broker: simulatorBroker,
      bookie: simulatorBroker,
      signingAlgorithm: 'ES256',
      signingKey: ES256_KEY,
    });
    if (keyed.statusCode !== 200) throw new Error(`the signing key was refused: ${keyed.body}`);
  }
  session.environment = ENVIRONMENT;
  if (world.expired?.length) {
    setServerClock(beacon, Date.now() - 2 * DAY_SECONDS * 1000);
    await reopenSuperSession(beacon);
    for (const role of world.expired) await mint(beacon, { role, expiresIn: DAY_SECONDS });
  }
  setServerClock(beacon, Date.now());
  await reopenSuperSession(beacon);
  for (const token of world.tokens ?? []) await mint(beacon, token);
  storeCookie(COOKIES.environment, ENVIRONMENT);
  return beacon;
}
