// The one kind descriptor (issue 17): functions, sources and sinks differ only in what is written
// here — their calls, the form part their config travels in, where the package goes, which topics
// they read and write, the fields of their config, and the list's columns. Every screen of the
// feature is written once against this descriptor.
import { componentCatalogue, type ComponentConfig, type ComponentKind } from '@beacon/pulsar-admin';
import { CONFIG_FIELDS, type ConfigField } from './config-fields.ts';
import { routes } from '../../shared/routes/route-table.ts';

export type { ComponentKind };

/** The columns a kind's list shows besides its name, status and actions. */
export type ListColumn = 'inputs' | 'output' | 'runtime' | 'lastError';

export interface KindDescriptor {
  kind: ComponentKind;
  /** Pulsar's collection (and the list's segment in the route table): `functions`, `sources`, `sinks`. */
  collection: 'functions' | 'sources' | 'sinks';
  /** The OpenAPI's name parameter of this kind's paths. */
  nameParam: 'functionName' | 'sourceName' | 'sinkName';
  /** The multipart part the config travels in (FunctionsApiV3Resource#registerFunction etc.). */
  configPart: 'functionConfig' | 'sourceConfig' | 'sinkConfig';
  /** The package URL scheme of Pulsar's package management for this kind. */
  urlScheme: 'function://' | 'source://' | 'sink://';
  /** Package files the worker accepts for this kind. */
  accept: string;
  /** Sources and sinks can run a connector the worker ships (`builtin://<name>`). */
  builtins: boolean;
  /** Only functions report per-instance stats and take a trigger. */
  stats: boolean;
  trigger: boolean;
  columns: readonly ListColumn[];
  fields: readonly ConfigField[];
  operations: (typeof componentCatalogue)[ComponentKind];
  /** The topics a config reads and writes, for the list's columns. */
  inputsOf: (config: ComponentConfig) => string[];
  outputOf: (config: ComponentConfig) => string | undefined;
  /** Where the config names its package (`jar`, `py`, `go` or `archive`). */
  packageOf: (config: ComponentConfig) => string | undefined;
}

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** A sink's or function's inputs: the list, the pattern, and the per-topic maps Pulsar also accepts. */
function inputsOf(config: ComponentConfig): string[] {
  const named = new Set([
    ...stringList(config.inputs),
    ...Object.keys((config.inputSpecs as object | undefined) ?? {}),
    ...Object.keys((config.customSerdeInputs as object | undefined) ?? {}),
    ...Object.keys((config.topicToSerdeClassName as object | undefined) ?? {}),
  ]);
  const pattern = text(config.topicsPattern);
  return pattern ? [...named, pattern] : [...named];
}

const fieldsOf = (kind: ComponentKind) => CONFIG_FIELDS.filter((field) => field.kinds.includes(kind));

export const KINDS: Record<ComponentKind, KindDescriptor> = {
  function: {
    kind: 'function',
    collection: 'functions',
    nameParam: 'functionName',
    configPart: 'functionConfig',
    urlScheme: 'function://',
    accept: '.jar,.nar,.py,.zip,.whl,application/octet-stream',
    builtins: false,
    stats: true,
    trigger: true,
    columns: ['inputs', 'output', 'runtime', 'lastError'],
    fields: fieldsOf('function'),
    operations: componentCatalogue.function,
    inputsOf,
    outputOf: (config) => text(config.output),
    packageOf: (config) => text(config.jar) ?? text(config.py) ?? text(config.go),
  },
  source: {
    kind: 'source',
    collection: 'sources',
    nameParam: 'sourceName',
    configPart: 'sourceConfig',
    urlScheme: 'source://',
    accept: '.nar,.jar,application/octet-stream',
    builtins: true,
    stats: false,
    trigger: false,
    columns: ['output', 'lastError'],
    fields: fieldsOf('source'),
    operations: componentCatalogue.source,
    inputsOf: () => [],
    outputOf: (config) => text(config.topicName),
    packageOf: (config) => text(config.archive),
  },
  sink: {
    kind: 'sink',
    collection: 'sinks',
    nameParam: 'sinkName',
    configPart: 'sinkConfig',
    urlScheme: 'sink://',
    accept: '.nar,.jar,application/octet-stream',
    builtins: true,
    stats: false,
    trigger: false,
    columns: ['inputs', 'lastError'],
    fields: fieldsOf('sink'),
    operations: componentCatalogue.sink,
    inputsOf,
    outputOf: () => undefined,
    packageOf: (config) => text(config.archive),
  },
};

/** Each kind's list and detail routes in the route table. */
const PAGES = {
  function: { list: routes.functions, detail: routes.function },
  source: { list: routes.sources, detail: routes.source },
  sink: { list: routes.sinks, detail: routes.sink },
} as const satisfies Record<ComponentKind, unknown>;

/** The list, its namespace in the URL (`?tenant=…&namespace=…`). */
export function listUrl(kind: ComponentKind, tenant?: string, namespace?: string): string {
  return PAGES[kind].list.href({}, { tenant, namespace: tenant ? namespace : undefined });
}

/** One component's page (decision 0044: the kind as the last segment). */
export function detailUrl(kind: ComponentKind, tenant: string, namespace: string, name: string): string {
  return PAGES[kind].detail.href({ tenant, namespace, name });
}
