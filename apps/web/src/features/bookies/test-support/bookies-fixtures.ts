// The bookie screens' tests: a fresh demo simulator (bookies localhost:3181–3183, all read-write,
// placed in group "default"), the operator signed in.
import { HttpResponse, http } from 'msw';
import { url } from '../../../test/console-paths.ts';
import { network } from '../../../test/network.ts';
import {
  SIMULATED_ENVIRONMENT,
  simulatePulsar,
  type SimulatedPulsar,
} from '../../../test/simulator-network.ts';

export const BOOKIES_PAGE = '/management/bookies';

export function startBookies(): Promise<SimulatedPulsar> {
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
 * The operator on the demo simulator whose bookie API (at the broker's address) stopped answering
 * after the environment was saved: the server's calls to it fail as a refused connection does.
 */
export async function startWithSilentBookies(): Promise<SimulatedPulsar> {
  const pulsar = await simulatePulsar();
  const bookieApi = `${pulsar.simulator.brokers[0]?.url ?? ''}/api/v1/bookie/`;
  network.use(
    http.all(
      ({ request }) => request.url.startsWith(bookieApi),
      () => HttpResponse.error(),
    ),
  );
  return pulsar;
}
