// The bookie screens' tests: a fresh demo simulator (bookies localhost:3181–3183, all read-write,
// placed in group "default"), the operator signed in.
import { HttpResponse, http } from 'msw';
import { signInAsOperator, url } from '../../../test/console-api.ts';
import { network } from '../../../test/network.ts';
import {
  SIMULATED_ENVIRONMENT,
  simulatePulsar,
  type SimulatedPulsar,
} from '../../../test/simulator-network.ts';

export const BOOKIES_PAGE = '/management/bookies';

export function startBookies(): SimulatedPulsar {
  signInAsOperator();
  return simulatePulsar();
}

/** The rack placement as the simulator holds it: `{group: {bookie: info}}`. */
export const storedRacks = (pulsar: SimulatedPulsar): Record<string, Record<string, unknown>> =>
  Object.fromEntries(
    [...pulsar.state.bookieRacks].map(([group, bookies]) => [group, Object.fromEntries(bookies)]),
  );

/** The environment list as Beacon's server gives it, the simulated environment without a bookie URL. */
export function environmentWithoutBookieUrl(): void {
  network.use(
    http.get(url('/environments'), () =>
      HttpResponse.json({
        total: 1,
        data: [
          {
            name: SIMULATED_ENVIRONMENT,
            broker: 'http://simulator:8080',
            bookie: '',
            status: 'online',
            statusMessage: '',
            checkedAt: null,
            hasToken: false,
            hasTls: false,
            hasTlsCa: false,
            hasClientCertificate: false,
          },
        ],
      }),
    ),
  );
}

/**
 * Beacon's proxy when nothing answers at the bookie URL (proxy-steps.ts asRefusal):
 * 502 with its words. This is Beacon's own answer, not BookKeeper's.
 */
export function bookieUrlRefusesConnections(): void {
  const message = `Cannot reach environment '${SIMULATED_ENVIRONMENT}': connect ECONNREFUSED 127.0.0.1:8000`;
  network.use(
    http.get(/\/api\/v1\/bookie\//, () =>
      HttpResponse.json({ error: message, message, reason: message }, { status: 502 }),
    ),
  );
}
