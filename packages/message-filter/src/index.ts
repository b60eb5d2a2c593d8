// Filters over messages, in CEL, run in a sandbox with time and memory limits (issue 30 item 3,
// decision 0068).
export {
  FILTER_VARIABLES,
  MAX_FILTER_LENGTH,
  checkFilter,
  type FilterCheck,
  type FilterInput,
} from './filter-language.ts';
export {
  DEFAULT_FILTER_LIMITS,
  FilterSandbox,
  FilterStopped,
  type FilterLimits,
  type FilterStopReason,
} from './filter-sandbox.ts';
export type { FilterAnswer } from './filter-worker.ts';
