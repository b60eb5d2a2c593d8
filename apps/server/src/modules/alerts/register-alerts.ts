// The alerts module in app.ts (issue 32 item 4, decision 0090): the rules' routes, the evaluation of
// each pass the catalogue stores ('statistics-saved', heard only on the lease holder, which alone
// stores passes), the delivery worker (started when the server is ready, stopped when it closes) and
// the outcome of each delivery announced for the metrics ('alert-delivery').
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/tables.ts';
import type { Announces, Hears } from '../../module-events.ts';
import { SecretBox } from '../../secrets/secret-box.ts';
import type { AuditLog } from '../audit/index.ts';
import type { CatalogEvents, CollectorLease } from '../catalog/index.ts';
import { DEFAULT_ADDRESS_POLICY } from '../environments/index.ts';
import type { PulsarReads } from '../pulsar-manager-api/index.ts';
import { AlertDelivery } from './alert-delivery.ts';
import { AlertEvaluator } from './alert-evaluator.ts';
import { alertRulesRoutes } from './alert-rules.routes.ts';
import { alertsRoutes } from './alerts.routes.ts';

/** Each delivery attempt's outcome: sent, to be retried, or failed for good. */
export type AlertEvents = {
  'alert-delivery': [result: 'sent' | 'retry' | 'failed'];
};

export interface AlertsDependencies {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<Config, 'secretKey' | 'brokerAddressPolicy' | 'alertDelivery'>;
  audit: AuditLog;
  reads: PulsarReads;
  lease: CollectorLease;
  events: Hears<CatalogEvents> & Announces<AlertEvents>;
}

export interface Alerts {
  evaluator: AlertEvaluator;
  delivery: AlertDelivery;
}

export function registerAlerts(server: FastifyInstance, deps: AlertsDependencies): Alerts {
  const { db, clock, config, audit, reads, lease, events } = deps;
  if (!config.secretKey) throw new Error('the alerts need config.secretKey');
  const box = new SecretBox(config.secretKey);
  const addressPolicy = config.brokerAddressPolicy ?? DEFAULT_ADDRESS_POLICY;
  const delivery = new AlertDelivery({
    db,
    box,
    clock,
    addressPolicy,
    holder: lease.holder,
    attemptTimeoutMs: 10_000,
    maxAttempts: 5,
    backoffMs: 5_000,
    pollMs: 5_000,
    ...config.alertDelivery,
    onAttempt: (result) => void events.announce('alert-delivery', result),
  });
  const evaluator = new AlertEvaluator({
    db,
    reads,
    onQueued: () => delivery.nudge(),
    log: () => server.log,
  });
  events.on('statistics-saved', (snapshot, fence) =>
    evaluator.evaluate(snapshot, fence).then(() => undefined),
  );
  alertRulesRoutes(server, { db, audit, clock, box, addressPolicy });
  alertsRoutes(server, { db });
  server.addHook('onReady', () => {
    delivery.start(server.log);
    return Promise.resolve();
  });
  server.addHook('onClose', () => delivery.stop());
  return { evaluator, delivery };
}
