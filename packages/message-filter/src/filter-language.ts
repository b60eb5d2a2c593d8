// The language of the message workbench's filters: CEL, the Common Expression Language
// (@marcbachmann/cel-js), over one message's fields. CEL cannot loop or call out: an expression
// ends, and its cost grows with the message, not without bound (decision 0068). What a nested
// macro can still cost is bounded by the sandbox's time and memory limits (filter-sandbox.ts).
import { Environment } from '@marcbachmann/cel-js';

/** A message as a filter sees it. */
export interface FilterInput {
  topic: string;
  /** '' when the message has none. */
  key: string;
  /** The decoded value: JSON as parsed, otherwise the text (or null for a tombstone). */
  value: unknown;
  properties: Record<string, string>;
  /** Milliseconds since the epoch. */
  publishTime: number;
  /** Milliseconds since the epoch; 0 when the producer set none. */
  eventTime: number;
  producer: string;
  /** Bytes of the value. */
  size: number;
}

/** The variables a filter may name, with their CEL types (shown in the filter's help). */
export const FILTER_VARIABLES = {
  topic: 'string',
  key: 'string',
  value: 'dyn',
  properties: 'map<string, string>',
  publishTime: 'google.protobuf.Timestamp',
  eventTime: 'google.protobuf.Timestamp',
  producer: 'string',
  size: 'int',
} as const;

/** Longer than any filter a person writes; a longer one is refused before it is parsed. */
export const MAX_FILTER_LENGTH = 4_000;

export function filterEnvironment(): Environment {
  let environment = new Environment({
    limits: {
      maxAstNodes: 2_000,
      maxDepth: 40,
      maxListElements: 1_000,
      maxMapEntries: 1_000,
      maxCallArguments: 16,
    },
  });
  for (const [name, type] of Object.entries(FILTER_VARIABLES)) {
    environment = environment.registerVariable(name, type);
  }
  return environment;
}

export type FilterCheck = { ok: true } | { ok: false; message: string };

/** Whether an expression is a filter: it parses, names only known variables, and gives a bool. */
export function checkFilter(expression: string, environment = filterEnvironment()): FilterCheck {
  if (expression.trim() === '') return { ok: false, message: 'The filter is empty.' };
  if (expression.length > MAX_FILTER_LENGTH) {
    return { ok: false, message: `The filter is longer than ${String(MAX_FILTER_LENGTH)} characters.` };
  }
  try {
    const checked = environment.check(expression);
    if (!checked.valid)
      return { ok: false, message: checked.error?.message ?? 'The filter is not valid CEL.' };
    if (checked.type !== 'bool' && checked.type !== 'dyn') {
      return { ok: false, message: `The filter gives a ${checked.type}, not true or false.` };
    }
    return { ok: true };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}

/** The CEL values of one message: maps as Map, times as timestamps, sizes as CEL ints. */
export function celContext(input: FilterInput): Record<string, unknown> {
  return {
    topic: input.topic,
    key: input.key,
    value: input.value,
    properties: new Map(Object.entries(input.properties)),
    publishTime: new Date(input.publishTime),
    eventTime: new Date(input.eventTime),
    producer: input.producer,
    size: BigInt(input.size),
  };
}
