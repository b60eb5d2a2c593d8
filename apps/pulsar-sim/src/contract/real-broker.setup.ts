import { beforeEach } from 'vitest';

// Marks every case of the `pulsar-real` project, so that npm test can say how many ran against the
// real broker: the JSON report carries each test's meta, not its project.
declare module 'vitest' {
  interface TaskMeta {
    realPulsar?: boolean;
  }
}

beforeEach(({ task }) => {
  task.meta.realPulsar = true;
});
