import { authScenario } from './auth.ts';
import { brokersScenario, brokersSmokeScenario } from './brokers.ts';
import { demoScenario } from './demo.ts';
import { geoScenario } from './geo.ts';
import { largeScenario, largeSmokeScenario } from './large.ts';
import { noWorkerScenario } from './no-worker.ts';
import type { Scenario } from './scenario.ts';

export const SCENARIOS: ReadonlyMap<string, Scenario> = new Map(
  [
    demoScenario,
    geoScenario,
    largeScenario,
    authScenario,
    noWorkerScenario,
    brokersScenario,
    largeSmokeScenario,
    brokersSmokeScenario,
  ].map((scenario) => [scenario.name, scenario]),
);

export type { Scenario } from './scenario.ts';
