// From the form's values to what the worker is sent. A register sends every field filled in; an
// update sends only the fields that changed, because the worker merges the config it is sent into
// the one it holds (FunctionConfigUtils#validateUpdate, SourceConfigUtils#validateUpdate,
// SinkConfigUtils#validateUpdate: an absent field keeps its value) and refuses some changes
// outright ("Processing Guarantees cannot be altered"): sending back unchanged values would only
// risk those refusals. No package part on update keeps the package the worker holds.
import type { ComponentConfig } from '@beacon/pulsar-admin';
import {
  changedFields,
  configFromValues,
  isEmptyValue,
  parseJsonObject,
  type FieldValues,
} from './config-fields.ts';
import type { ComponentWrite } from './components.api.ts';
import type { ComponentFormValues } from './form-schema.ts';
import type { KindDescriptor } from './kinds.ts';

/** Thrown when an update would send nothing: the worker would answer "Update contains no change". */
export class NothingChangedError extends Error {
  override readonly name = 'NothingChangedError';
}

/** The builtin connector's own settings, filled in, over the JSON config's. */
function connectorConfigs(
  values: Partial<ComponentFormValues>,
  config: ComponentConfig,
): Record<string, unknown> | undefined {
  const filled = Object.entries(values.connector ?? {}).filter(([, value]) => !isEmptyValue(value));
  if (filled.length === 0) return undefined;
  return {
    ...((config.configs as Record<string, unknown> | undefined) ?? {}),
    ...Object.fromEntries(filled),
  };
}

function packageOf(
  descriptor: KindDescriptor,
  values: Partial<ComponentFormValues>,
  config: Record<string, unknown>,
) {
  switch (values.packageSource) {
    case 'upload': {
      const file = values.file?.[0]?.originFileObj;
      return file ? { file } : undefined;
    }
    case 'url':
      return { url: (values.packageUrl ?? '').trim() };
    case 'builtin':
      // The worker finds a builtin connector by its archive, `builtin://<name>`, with no package part
      // (SourcesImpl#registerSource via ComponentImpl#getBuiltinFunctionPackage).
      config.archive = `builtin://${values.builtin ?? ''}`;
      return undefined;
    default:
      return undefined;
  }
}

/**
 * The runtime an uploaded package implies when none was chosen: the worker reads the runtime from
 * the config, not from the file (FunctionConfigUtils#convert), and would load a Python file as a jar.
 */
export function runtimeOfFile(fileName: string): 'JAVA' | 'PYTHON' | 'GO' {
  if (/\.(py|zip|whl)$/i.test(fileName)) return 'PYTHON';
  if (/\.(jar|nar)$/i.test(fileName)) return 'JAVA';
  return 'GO';
}

export function writeFor(
  descriptor: KindDescriptor,
  ref: { tenant: string; namespace: string; name: string },
  values: Partial<ComponentFormValues>,
  initial?: FieldValues,
): ComponentWrite {
  const fields =
    initial === undefined ? descriptor.fields : changedFields(descriptor.fields, initial, values);
  const config: Record<string, unknown> = {
    ...configFromValues(fields, values, descriptor.fields),
  };
  const configs = connectorConfigs(values, {
    configs: parseJsonObject(values.configs) ?? {},
  });
  if (configs) config.configs = configs;
  const pkg = packageOf(descriptor, values, config);
  // The worker infers no runtime (pulsar-admin does, from --jar, --py or --go): a function without
  // one is refused (FunctionConfigUtils.java:940 in Pulsar 4.0.7). A package URL names no file type;
  // it is taken as a jar, as pulsar-admin's --jar would send it.
  if (descriptor.kind === 'function' && initial === undefined && pkg && !config.runtime)
    config.runtime = pkg.file ? runtimeOfFile(pkg.file.name) : 'JAVA';
  if (initial !== undefined && Object.keys(config).length === 0 && pkg === undefined)
    throw new NothingChangedError('Nothing changed');
  return {
    config: { ...config, tenant: ref.tenant, namespace: ref.namespace, name: ref.name },
    ...(pkg ? { package: pkg } : {}),
  };
}
