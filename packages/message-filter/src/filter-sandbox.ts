// Where users' filters run (issue 30 item 3): a worker thread with a small heap and stack of its
// own, given one batch at a time and terminated if the batch takes longer than the time limit. A
// stopped filter says why in words a person can act on; the next batch gets a fresh worker.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FilterAnswer, FilterRequest } from './filter-worker.ts';

/** filter-worker.ts's READY (not imported: that module starts the worker's side when loaded). */
const WORKER_READY = 'ready';
/** Loading the worker (a thread, CEL) on a busy machine; a worker not ready by then is broken. */
const WORKER_START_MS = 30_000;
import type { FilterInput } from './filter-language.ts';

export interface FilterLimits {
  /** Longest one batch may take, in ms of the worker's wall clock. */
  timeMs: number;
  /** The worker's heap (old generation), in MB. */
  memoryMb: number;
}

export const DEFAULT_FILTER_LIMITS: FilterLimits = { timeMs: 2_000, memoryMb: 64 };

export type FilterStopReason = 'time' | 'memory' | 'crash';

export class FilterStopped extends Error {
  override name = 'FilterStopped';
  readonly reason: FilterStopReason;
  constructor(reason: FilterStopReason, message: string) {
    super(message);
    this.reason = reason;
  }
}

// A path, not `new URL('./filter-worker.ts', import.meta.url)`: Vite rewrites that pattern into an
// asset address on the page's origin (http:), which Worker refuses, when the web's tests run the
// real server in-process (apps/web/src/test/real-beacon.ts).
const WORKER_URL = join(dirname(fileURLToPath(import.meta.url)), 'filter-worker.ts');

export class FilterSandbox {
  private readonly limits: FilterLimits;
  private worker: Promise<Worker> | undefined;
  /** One batch at a time: the next waits for the one before. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(limits: FilterLimits = DEFAULT_FILTER_LIMITS) {
    this.limits = limits;
  }

  /** Evaluates `expression` (checked with checkFilter first) on each input. */
  filter(expression: string, inputs: FilterInput[]): Promise<FilterAnswer> {
    const run = this.queue.then(() => this.runBatch({ expression, inputs }));
    this.queue = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await (await worker?.catch(() => undefined))?.terminate();
  }

  /** A worker that has loaded and waits for a batch: the one there is, or a new one. */
  private workerReady(): Promise<Worker> {
    this.worker ??= new Promise<Worker>((resolve, reject) => {
      const worker = new Worker(WORKER_URL, {
        resourceLimits: {
          maxOldGenerationSizeMb: this.limits.memoryMb,
          maxYoungGenerationSizeMb: 8,
          stackSizeMb: 4,
        },
      });
      const fail = (message: string) => {
        clearTimeout(timer);
        this.worker = undefined;
        void worker.terminate();
        reject(new FilterStopped('crash', `The filter could not start: ${message}`));
      };
      const timer = setTimeout(
        () => fail(`its sandbox was not ready within ${String(WORKER_START_MS)} ms.`),
        WORKER_START_MS,
      );
      worker.once('error', (error: Error) => fail(error.message));
      worker.once('message', (message) => {
        clearTimeout(timer);
        worker.removeAllListeners('error');
        if (message === WORKER_READY) resolve(worker);
        else fail('its sandbox answered before it was asked.');
      });
    });
    return this.worker;
  }

  private async runBatch(request: FilterRequest): Promise<FilterAnswer> {
    const starting = this.workerReady();
    const worker = await starting;
    return new Promise((resolve, reject) => {
      const stop = (error: FilterStopped) => {
        cleanUp();
        if (this.worker === starting) this.worker = undefined;
        void worker.terminate();
        reject(error);
      };
      const timer = setTimeout(
        () =>
          stop(
            new FilterStopped(
              'time',
              `The filter was stopped: ${String(request.inputs.length)} messages took it longer than ${String(this.limits.timeMs)} ms.`,
            ),
          ),
        this.limits.timeMs,
      );
      const onMessage = (answer: FilterAnswer) => {
        cleanUp();
        resolve(answer);
      };
      const onError = (error: Error & { code?: string }) =>
        stop(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new FilterStopped(
                'memory',
                `The filter was stopped: it needed more than ${String(this.limits.memoryMb)} MB.`,
              )
            : new FilterStopped('crash', `The filter was stopped: ${error.message}`),
        );
      const onExit = () => stop(new FilterStopped('crash', 'The filter was stopped: its sandbox ended.'));
      const cleanUp = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage(request);
    });
  }
}
