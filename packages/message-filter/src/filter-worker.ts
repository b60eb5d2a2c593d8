// The filter sandbox's worker thread (filter-sandbox.ts): evaluates one filter over a batch of
// messages and answers which matched. It runs with the heap and stack limits its parent gave it and
// is terminated when it overruns its time, so a costly filter stops here, not in the server.
import { parentPort } from 'node:worker_threads';
import { celContext, filterEnvironment, type FilterInput } from './filter-language.ts';

export interface FilterRequest {
  expression: string;
  inputs: FilterInput[];
}

export interface FilterAnswer {
  /** Indexes of the inputs the filter was true for. */
  matched: number[];
  /** Messages the filter could not be evaluated on (a missing field, a type that does not fit). */
  failed: number;
  /** What went wrong on the first of them. */
  firstFailure?: string;
}

const environment = filterEnvironment();
let compiled: { expression: string; evaluate: (context: Record<string, unknown>) => unknown } | undefined;

function evaluatorFor(expression: string) {
  if (compiled?.expression !== expression) compiled = { expression, evaluate: environment.parse(expression) };
  return compiled.evaluate;
}

/** Told once the worker has loaded, so that loading never counts against a batch's time. */
export const READY = 'ready';

parentPort!.on('message', ({ expression, inputs }: FilterRequest) => {
  const evaluate = evaluatorFor(expression);
  const answer: FilterAnswer = { matched: [], failed: 0 };
  inputs.forEach((input, index) => {
    try {
      if (evaluate(celContext(input)) === true) answer.matched.push(index);
    } catch (error) {
      answer.failed++;
      answer.firstFailure ??= (error as Error).message.split('\n')[0];
    }
  });
  parentPort!.postMessage(answer);
});

parentPort!.postMessage(READY);
