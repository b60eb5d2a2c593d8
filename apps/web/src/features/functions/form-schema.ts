// The create and update form's rules, as one zod schema over the whole form (so a rule can read
// the other fields: a function needs inputs or a topics pattern, a package comes from one of three
// places). Messages are `functions.issues.*` keys, shown in the user's language by the shared
// issue-message; Pulsar's own refusals still come back from the worker and are shown as they are.
import { isPulsarName } from '@beacon/contracts';
import { z } from 'zod';
import { isEmptyValue, parseJsonObject, type FieldValues } from './config-fields.ts';
import type { KindDescriptor } from './kinds.ts';

/** Where the package comes from; `keep` (update only) sends none and the worker keeps its own. */
export type PackageSource = 'upload' | 'url' | 'builtin' | 'keep';

export interface ComponentFormValues extends FieldValues {
  name: string;
  packageSource: PackageSource;
  packageUrl: string;
  builtin: string | undefined;
  /** antd Upload's file list: at most one package. */
  file: { originFileObj?: File; name: string }[];
  /** The builtin connector's own fields (its config definition), merged into `configs`. */
  connector: Record<string, unknown>;
}

/**
 * URLs the worker fetches a package from: Pulsar's package management (`function://`, `source://`,
 * `sink://`), and `http(s)://` or `file:` which Beacon's server allows super users only (the
 * worker's FunctionCommon#isFunctionCodeBuiltin and Utils#isFunctionPackageUrlSupported).
 */
const PACKAGE_URL =
  /^(function|source|sink):\/\/[^\s/]+\/[^\s/]+\/[^\s@]+(@[^\s]+)?$|^(https?:\/\/|file:)\S+$/;

const issue = (ctx: z.RefinementCtx, path: (string | number)[], key: string) =>
  ctx.addIssue({ code: 'custom', path, message: `functions.issues.${key}` });

export function componentFormSchema(descriptor: KindDescriptor, mode: 'create' | 'update') {
  return z.looseObject({}).superRefine((raw, ctx) => {
    const values = raw as Partial<ComponentFormValues>;
    if (mode === 'create') {
      const name = (values.name ?? '').trim();
      if (name === '') issue(ctx, ['name'], 'nameRequired');
      else if (!isPulsarName(name)) issue(ctx, ['name'], 'nameFormat');
    }
    const source = values.packageSource;
    if (source === 'upload' && !values.file?.[0]?.originFileObj) issue(ctx, ['file'], 'packageRequired');
    if (source === 'url') {
      const url = (values.packageUrl ?? '').trim();
      if (url === '') issue(ctx, ['packageUrl'], 'packageUrlRequired');
      else if (!PACKAGE_URL.test(url)) issue(ctx, ['packageUrl'], 'packageUrlFormat');
    }
    if (source === 'builtin' && !values.builtin) issue(ctx, ['builtin'], 'builtinRequired');

    for (const field of descriptor.fields) {
      const value = values[field.key];
      const empty = isEmptyValue(value);
      const needed =
        mode === 'create' &&
        field.requiredFor?.includes(descriptor.kind) &&
        // A builtin connector names its own class.
        !(field.key === 'className' && source === 'builtin');
      if (needed && empty) issue(ctx, [field.key], 'required');
      if (empty) continue;
      if (field.type === 'json' && parseJsonObject(value) === undefined)
        issue(ctx, [field.key], 'jsonObject');
      if (field.type === 'integer' && !Number.isInteger(value)) issue(ctx, [field.key], 'integer');
      if (
        (field.type === 'integer' || field.type === 'number') &&
        field.min !== undefined &&
        Number(value) < field.min
      )
        issue(
          ctx,
          [field.key],
          field.min > 0 && field.min < 1 ? 'positive' : `atLeast${field.min === 0 ? 'Zero' : 'One'}`,
        );
      if (field.type === 'topic' && /\s/.test(String(value).trim())) issue(ctx, [field.key], 'noSpaces');
      if (field.type === 'topics' && (value as string[]).some((topic) => /\s/.test(topic.trim())))
        issue(ctx, [field.key], 'noSpaces');
    }
    // Pulsar: "No input topic(s) specified for the function" (FunctionConfigUtils#doCommonChecks).
    const consumes = descriptor.fields.some((field) => field.key === 'inputs');
    if (mode === 'create' && consumes && isEmptyValue(values.inputs) && isEmptyValue(values.topicsPattern))
      issue(ctx, ['inputs'], 'inputsRequired');
  });
}
