// The monitoring module's routes: the monitoring pages the console frames, probed for reachability.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { MonitoringProbe } from './monitoring-probe.ts';
import { monitoringRoutes } from './monitoring.routes.ts';

export function registerMonitoring(
  server: FastifyInstance,
  { config, clock }: { config: Config; clock: Clock },
): void {
  monitoringRoutes(server, { config, probe: new MonitoringProbe(clock) });
}
