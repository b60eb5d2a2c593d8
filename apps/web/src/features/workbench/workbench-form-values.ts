// The workbench form's fields, their rules (one zod schema, useZodRules) and the request they make.
// The contract's schema (readTopicSchema, messageIdTextSchema…) is the server's; the form's own
// schema checks the same shapes field by field, with texts in the user's language.
import {
  DEFAULT_READ_MESSAGES,
  MAX_READ_BACK,
  MAX_READ_MESSAGES,
  MAX_READ_PARTITIONS,
  messageIdTextSchema,
  readTopicSchema,
  type RowColour,
  type WorkbenchReadRequest,
} from '@beacon/contracts';
import type { Dayjs } from 'dayjs';
import { z } from 'zod';

export type StartKind = 'earliest' | 'latest' | 'time' | 'messageId' | 'back';
export type StopKind = 'now' | 'time' | 'tail';

export interface WorkbenchFormValues {
  source: 'topics' | 'pattern';
  /** Full topic names, one a line (commas and spaces separate them too). */
  topics?: string;
  namespace?: string;
  regex?: string;
  start: StartKind;
  startAt?: Dayjs | null;
  startId?: string;
  /** With `back`: how many entries before each partition's end. */
  startBack?: number | null;
  stop: StopKind;
  stopAt?: Dayjs | null;
  limit: number;
  filter?: string;
  /** Rows coloured by the first rule true of them (evaluated on the server). */
  colours?: { expression?: string; colour: RowColour }[];
}

export function initialValues(topic: string | undefined): WorkbenchFormValues {
  return {
    source: 'topics',
    topics: topic ?? '',
    namespace: '',
    regex: '',
    start: 'earliest',
    stop: 'now',
    startBack: 100,
    limit: DEFAULT_READ_MESSAGES,
    filter: '',
    colours: [],
  };
}

export const topicNames = (text: string | undefined): string[] =>
  (text ?? '').split(/[\s,]+/).filter((name) => name !== '');

const NAMESPACE = /^[-=:.\w]+\/[-=:.\w]+$/;
const isTime = (value: unknown) =>
  typeof value === 'object' && value !== null && 'valueOf' in value && Number.isFinite(Number(value));

const isBackCount = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_READ_BACK;

/** Each field's rule, given the others (the chosen source, start and stop decide which apply). */
export const workbenchFormSchema = z
  .object({
    source: z.enum(['topics', 'pattern']),
    topics: z.string().optional(),
    namespace: z.string().optional(),
    regex: z.string().optional(),
    start: z.enum(['earliest', 'latest', 'time', 'messageId', 'back']),
    startAt: z.unknown().optional(),
    startId: z.string().optional(),
    startBack: z.unknown().optional(),
    stop: z.enum(['now', 'time', 'tail']),
    stopAt: z.unknown().optional(),
    limit: z
      .number('workbench.issues.limit')
      .int('workbench.issues.limit')
      .min(1, 'workbench.issues.limit')
      .max(MAX_READ_MESSAGES, 'workbench.issues.limit'),
    filter: z.string().optional(),
    colours: z.unknown().optional(),
  })
  .superRefine((values, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (values.source === 'topics') {
      const names = topicNames(values.topics);
      if (
        names.length === 0 ||
        names.length > MAX_READ_PARTITIONS ||
        names.some((name) => !readTopicSchema.safeParse(name).success)
      )
        issue('topics', 'workbench.issues.topics');
    } else {
      if (!NAMESPACE.test(values.namespace?.trim() ?? '')) issue('namespace', 'workbench.issues.namespace');
      if (!values.regex?.trim()) issue('regex', 'workbench.issues.regex');
    }
    if (values.start === 'time' && !isTime(values.startAt)) issue('startAt', 'workbench.issues.time');
    if (values.start === 'messageId' && !messageIdTextSchema.safeParse(values.startId?.trim()).success)
      issue('startId', 'workbench.issues.messageId');
    if (values.stop === 'time' && !isTime(values.stopAt)) issue('stopAt', 'workbench.issues.time');
    if (values.start === 'back' && !isBackCount(values.startBack))
      issue('startBack', 'workbenchView.backIssue');
  });

/** The read the form asks for (its values have passed the schema). */
export function readRequestOf(values: WorkbenchFormValues): WorkbenchReadRequest {
  const filter = values.filter?.trim();
  const colours = colourRulesOf(values);
  return {
    ...(values.source === 'topics'
      ? { topics: topicNames(values.topics) }
      : { pattern: { namespace: values.namespace!.trim(), regex: values.regex!.trim() } }),
    start:
      values.start === 'time'
        ? { kind: 'time', at: values.startAt!.valueOf() }
        : values.start === 'messageId'
          ? { kind: 'messageId', id: values.startId!.trim() }
          : values.start === 'back'
            ? { kind: 'back', count: values.startBack! }
            : { kind: values.start },
    stop: values.stop === 'time' ? { kind: 'time', at: values.stopAt!.valueOf() } : { kind: values.stop },
    limit: values.limit,
    ...(filter ? { filter } : {}),
    ...(colours.length > 0 ? { colours } : {}),
  };
}

/** The colour rules that have an expression, in order (an empty row of the form is no rule). */
export function colourRulesOf(values: Pick<WorkbenchFormValues, 'colours'>) {
  return (values.colours ?? []).flatMap((rule) => {
    const expression = rule.expression?.trim();
    return expression ? [{ expression, colour: rule.colour }] : [];
  });
}

export { MAX_READ_BACK, MAX_READ_MESSAGES, MAX_READ_PARTITIONS };
