// The reads and writes of functions, sources and sinks, once for the three kinds: each call takes
// the kind's descriptor, which names its catalogue entries and the OpenAPI's name parameter. The
// screens draw their own error states, so reads report failures in place.
import type {
  ComponentConfig,
  ComponentInstanceStatusData,
  ComponentStatus,
  ConfigFieldDefinition,
  ConnectorDefinition,
  FunctionStats,
  Operation,
} from '@beacon/pulsar-admin';
import { functions, sinks, sources } from '@beacon/pulsar-admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { isHttpError } from '../../shared/api/index.ts';
import { environmentKey } from '../../shared/api/pulsar-keys.ts';
import { isUnder } from '../../shared/api/forget-on-leave.ts';
import { callPulsar } from '../../shared/api/pulsar-call.ts';
import { KINDS, type ComponentKind, type KindDescriptor } from './kinds.ts';
import { callMultipart, type MultipartCallOptions, type MultipartPart } from './multipart-call.ts';

export interface ComponentRef {
  kind: ComponentKind;
  tenant: string;
  namespace: string;
  name: string;
}

type AnyOperation = Operation<string, unknown, unknown, unknown>;

/** The path parameters of one component (and instance), under the kind's own parameter name. */
export function componentParams({ kind, tenant, namespace, name }: ComponentRef, instanceId?: number) {
  return {
    tenant,
    namespace,
    [KINDS[kind].nameParam]: name,
    ...(instanceId === undefined ? {} : { instanceId }),
  } as Record<string, string | number>;
}

const inPlace = (signal?: AbortSignal) => ({ failures: 'in-place' as const, ...(signal ? { signal } : {}) });

const call = <Answer>(
  operation: AnyOperation,
  params: Record<string, string | number>,
  signal?: AbortSignal,
) => callPulsar(operation, params as never, inPlace(signal)) as Promise<Answer>;

/** Every key of a namespace's components of one kind starts with this. */
export const namespaceKey = (kind: ComponentKind, tenant: string, namespace: string) =>
  [...environmentKey(), KINDS[kind].collection, tenant, namespace] as const;
const componentKey = (ref: ComponentRef) => [...namespaceKey(ref.kind, ref.tenant, ref.namespace), ref.name];

/**
 * Pulsar's answer where the broker runs no functions worker: 409 and "Pulsar Function Worker is not
 * enabled, probably functionsWorkerEnabled is set to false" (AdminResource#validateAndGetWorkerService,
 * PulsarService#getWorkerService).
 */
export function isNoWorker(error: unknown): boolean {
  return isHttpError(error) && error.status === 409 && /Function Worker is not enabled/i.test(error.message);
}

export const componentNamesQuery = (kind: ComponentKind, tenant: string, namespace: string) =>
  queryOptions({
    queryKey: [...namespaceKey(kind, tenant, namespace), 'names'],
    queryFn: ({ signal }) => call<string[]>(KINDS[kind].operations.list, { tenant, namespace }, signal),
    // No worker is an answer, not a passing failure: asking again will not start one.
    retry: (count, error) => !isNoWorker(error) && count < 1,
  });

export const componentConfigQuery = (ref: ComponentRef) =>
  queryOptions({
    queryKey: [...componentKey(ref), 'config'],
    queryFn: ({ signal }) =>
      call<ComponentConfig>(KINDS[ref.kind].operations.get, componentParams(ref), signal),
    retry: false,
  });

export const componentStatusQuery = (ref: ComponentRef) =>
  queryOptions({
    queryKey: [...componentKey(ref), 'status'],
    queryFn: ({ signal }) =>
      call<ComponentStatus>(KINDS[ref.kind].operations.status, componentParams(ref), signal),
    retry: false,
  });

/** While some instance is not running (a deploy, an update, a crash loop), how often the list asks again. */
export const STARTING_STATUS_POLL_MS = 5_000;
/** Once every instance runs, the list still notices a later stop or crash. */
export const SETTLED_STATUS_POLL_MS = 30_000;

/**
 * A component's status as the list shows it: asked again often until every instance runs (a worker
 * starts a new instance seconds after the deploy answered), then now and again.
 */
export const componentListStatusQuery = (ref: ComponentRef) =>
  queryOptions({
    ...componentStatusQuery(ref),
    refetchInterval: (query) => {
      const { numInstances = 0, numRunning = 0 } = query.state.data ?? {};
      const settled = numInstances > 0 && numRunning === numInstances;
      return settled ? SETTLED_STATUS_POLL_MS : STARTING_STATUS_POLL_MS;
    },
  });

export const functionStatsQuery = (ref: ComponentRef) =>
  queryOptions({
    queryKey: [...componentKey(ref), 'stats'],
    queryFn: ({ signal }) => call<FunctionStats>(functions.stats, componentParams(ref), signal),
    retry: false,
  });

export const builtinConnectorsQuery = (kind: ComponentKind) =>
  queryOptions({
    queryKey: [...environmentKey(), KINDS[kind].collection, 'builtins'],
    queryFn: ({ signal }) =>
      kind === 'function'
        ? Promise.resolve([] as ConnectorDefinition[])
        : call<ConnectorDefinition[]>((kind === 'source' ? sources : sinks).builtins, {}, signal),
    staleTime: 5 * 60_000,
  });

export const connectorDefinitionQuery = (kind: ComponentKind, name: string) =>
  queryOptions({
    queryKey: [...environmentKey(), KINDS[kind].collection, 'builtins', name, 'configdefinition'],
    queryFn: ({ signal }) =>
      kind === 'function'
        ? Promise.resolve([] as ConfigFieldDefinition[])
        : call<ConfigFieldDefinition[]>(
            (kind === 'source' ? sources : sinks).configDefinition,
            { name },
            signal,
          ),
    staleTime: 5 * 60_000,
  });

export type { ComponentInstanceStatusData, ComponentStatus, FunctionStats };

/** What a register or update sends: the config, and where the package comes from (if anywhere). */
export interface ComponentWrite {
  config: ComponentConfig;
  /** An uploaded package, or a URL (`function://…`, `builtin://…`) the worker fetches. */
  package?: { file: File } | { url: string } | undefined;
}

function writeParts(descriptor: KindDescriptor, { config, package: pkg }: ComponentWrite): MultipartPart[] {
  const parts: MultipartPart[] = [{ name: descriptor.configPart, json: config }];
  if (pkg && 'file' in pkg) parts.unshift({ name: 'data', file: pkg.file, filename: pkg.file.name });
  if (pkg && 'url' in pkg) parts.unshift({ name: 'url', text: pkg.url });
  return parts;
}

/** Register (POST) or update (PUT) with upload progress; the namespace's reads refresh after. */
export function useWriteComponent(ref: Omit<ComponentRef, 'name'>, mode: 'create' | 'update') {
  const queryClient = useQueryClient();
  const descriptor = KINDS[ref.kind];
  return useMutation({
    mutationFn: ({
      name,
      write,
      onProgress,
    }: { name: string; write: ComponentWrite } & MultipartCallOptions) =>
      callMultipart(
        mode === 'create' ? descriptor.operations.create : descriptor.operations.update,
        componentParams({ ...ref, name }),
        writeParts(descriptor, write),
        onProgress ? { onProgress } : {},
      ),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: namespaceKey(ref.kind, ref.tenant, ref.namespace) }),
  });
}

export type LifecycleAction = 'start' | 'stop' | 'restart';

/** Start, stop or restart every instance, or one; the component's reads refresh after. */
export function useLifecycle(ref: ComponentRef) {
  const queryClient = useQueryClient();
  const operations = KINDS[ref.kind].operations;
  return useMutation({
    mutationFn: ({ action, instanceId }: { action: LifecycleAction; instanceId?: number }) => {
      const operation = instanceId === undefined ? operations[action] : operations[`${action}Instance`];
      return callPulsar(operation as AnyOperation, componentParams(ref, instanceId) as never, {
        failures: 'caller',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: componentKey(ref) }),
  });
}

/**
 * The namespace's lists are read again; what was read of the deleted component is not (the worker
 * would answer each read with 404 while its row or page is still on screen): it is left to the
 * cache's own collection once nothing shows it.
 */
export function useDeleteComponent(kind: ComponentKind, tenant: string, namespace: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      callPulsar(
        KINDS[kind].operations.delete as AnyOperation,
        componentParams({ kind, tenant, namespace, name }) as never,
        {
          failures: 'caller',
        },
      ),
    onSettled: (_answer, error, name) => {
      const deleted = componentKey({ kind, tenant, namespace, name });
      return queryClient.invalidateQueries({
        queryKey: namespaceKey(kind, tenant, namespace),
        predicate: (query) => Boolean(error) || !isUnder(query.queryKey, deleted),
      });
    },
  });
}

/** Trigger a function with a value (and a topic): the function's answer as text. */
export function useTriggerFunction(ref: ComponentRef) {
  return useMutation({
    mutationFn: ({ value, topic }: { value: string; topic?: string | undefined }) =>
      callMultipart(functions.trigger, componentParams(ref), [
        { name: 'data', text: value },
        ...(topic ? [{ name: 'topic', text: topic }] : []),
      ]),
  });
}
