import { demoScenario } from './demo.ts';
import type { Scenario } from './scenario.ts';

// The demo's data on a cluster whose brokers run no functions worker (functionsWorkerEnabled=false):
// every /admin/v3 functions, sources and sinks call answers 409 with the broker's reason.
export const noWorkerScenario: Scenario = {
  ...demoScenario,
  name: 'no-worker',
  description: 'the demo without a functions worker: functions, sources and sinks answer 409',
  limits: { ...demoScenario.limits, functionsWorkerEnabled: false },
};
