import * as components from '../../core/components.ts';
import type { ComponentKind } from '../../core/state.ts';
import { json, noContent, redirect, text } from '../answer.ts';
import type { Answer } from '../answer.ts';
import type { RequestContext, RouteSpec } from '../context.ts';
import { pathInteger, parseJsonBody } from '../context.ts';
import { boundaryOf, parseMultipart, type MultipartPart } from '../multipart.ts';

// /admin/v3 functions, sources and sinks, as the functions worker serves them (FunctionsApiV3Resource,
// SourcesApiV3Resource, SinksApiV3Resource over ComponentImpl). Create and update are
// multipart/form-data with a `functionConfig` / `sourceConfig` / `sinkConfig` JSON part and the
// package as a `data` file part or a `url` part; a plain JSON config body is accepted too so that
// simple scripts can register a component. Sources and sinks are also served at the deprecated
// singular paths /admin/v3/source and /admin/v3/sink, as Pulsar 4.0 still registers them
// (pulsar-broker/.../admin/v3/Source.java and Sink.java, @Path("/source"), @Path("/sink"); the
// worker's SourceApiV3Resource and SinkApiV3Resource). Without a functions worker
// (functionsWorkerEnabled=false) every one of these calls answers 409 (PulsarWebResource
// .validateAndGetWorkerService). Every broker of a cluster runs a worker; instances are scheduled over
// them, and a call about one instance asked of another worker is redirected to its own (D17).

const CONFIG_PART: Record<ComponentKind, string> = {
  function: 'functionConfig',
  source: 'sourceConfig',
  sink: 'sinkConfig',
};
const COLLECTION: Record<ComponentKind, string> = { function: 'functions', source: 'sources', sink: 'sinks' };
/** Connector archives run to tens of MiB; Pulsar's httpMaxRequestSize is unlimited by default. */
const PACKAGE_BODY_LIMIT = 256 * 1024 * 1024;

function partsOf(context: RequestContext): MultipartPart[] | undefined {
  const boundary = boundaryOf(context.headers['content-type']);
  return boundary && context.rawBody ? parseMultipart(context.rawBody, boundary) : undefined;
}

/** The config and the package source a register or update sends. */
function writeOf(
  context: RequestContext,
  kind: ComponentKind,
): { config: unknown; source: components.PackageSource } {
  const parts = partsOf(context);
  if (!parts) return { config: context.jsonBody(), source: {} };
  const part = (name: string) => parts.find((candidate) => candidate.name === name);
  const configPart = part(CONFIG_PART[kind]);
  const data = part('data');
  // Jersey reads the config part with a JSON provider only when the part says it is JSON
  // (application/json or +json); a plain field gives no config, "… config is not provided".
  const isJson = /^application\/([\w.+-]+\+)?json\b/.test(configPart?.contentType ?? '');
  return {
    config: configPart && isJson ? parseJsonBody(configPart.body) : undefined,
    source: {
      url: part('url')?.body.toString('utf8'),
      // The bytes are not examined (Pulsar would load the jar's class); an empty part is no package.
      uploadedFile: data && data.body.length > 0 ? (data.filename ?? 'package') : undefined,
    },
  };
}

/** The functions workers of the asked broker's cluster, in membership order (one per broker). */
function workersOf(context: RequestContext): string[] {
  const brokers = context.state.clusters.get(context.localCluster)?.brokers ?? [context.broker];
  return brokers.map((broker) => components.workerIdOf(context.localCluster, broker.id));
}

/**
 * A 307 to the worker an instance is assigned to, when that is not the asked broker's: the request's
 * own URI with the worker's host and port (`UriBuilder.fromUri(uri).host(workerHostname)
 * .port(workerPort)`, 4.0.7 ComponentImpl.java:188, FunctionRuntimeManager.java:392 and :592); the
 * scheme stays the request's.
 */
function redirectToAssignedWorker(
  context: RequestContext,
  component: Parameters<typeof components.assignedElsewhere>[0],
  instanceId: number,
): Answer | undefined {
  const worker = components.assignedElsewhere(
    component,
    instanceId,
    components.workerIdOf(context.localCluster, context.broker.id),
  );
  if (worker === undefined) return undefined;
  const owner = context.state.clusters
    .get(context.localCluster)
    ?.brokers.find((broker) => components.workerIdOf(context.localCluster, broker.id) === worker);
  if (!owner) return undefined;
  const host = new URL(owner.webServiceUrl).host;
  return redirect(new URL(context.url, `${context.https ? 'https' : 'http'}://${host}`).toString());
}

/** Every route needs the worker; without it the broker answers 409 before anything else. */
const withWorker = (route: RouteSpec): RouteSpec => ({
  ...route,
  handler: (context) => {
    components.requireWorker(context.state);
    return route.handler(context);
  },
});

function routesFor(kind: ComponentKind, collection: string): RouteSpec[] {
  const base = `/admin/v3/${collection}/:tenant/:namespace`;
  const component = (context: RequestContext) =>
    components.requireComponent(
      context.state,
      kind,
      context.params.tenant ?? '',
      context.params.namespace ?? '',
      context.params.name ?? '',
    );
  const instanceOf = (context: RequestContext) => pathInteger(context.params.instance, 'instance id');
  const access = (operation: string) =>
    ({ kind: 'namespace', operation: `${kind.toUpperCase()}_${operation}` }) as const;
  const lifecycle = (action: 'start' | 'stop' | 'restart'): RouteSpec[] => [
    {
      method: 'POST',
      url: `${base}/:name/${action}`,
      access: access(action.toUpperCase()),
      handler: (context) => {
        components.setRunning(component(context), action, undefined);
        return noContent();
      },
    },
    {
      method: 'POST',
      url: `${base}/:name/:instance/${action}`,
      access: access(action.toUpperCase()),
      handler: (context) => {
        const target = component(context);
        const instanceId = instanceOf(context);
        // Start and stop change the metadata, which any worker may ask the leader to write; a
        // restart is the assigned worker's to do (FunctionRuntimeManager.restartFunctionInstance).
        if (action === 'restart' && target.instances.some((instance) => instance.instanceId === instanceId)) {
          const elsewhere = redirectToAssignedWorker(context, target, instanceId);
          if (elsewhere) return elsewhere;
        }
        components.setRunning(target, action, instanceId);
        return noContent();
      },
    },
  ];
  const routes: RouteSpec[] = [
    {
      method: 'GET',
      url: base,
      access: access('LIST'),
      handler: (context) =>
        json(
          components.listComponents(
            context.state,
            kind,
            context.params.tenant ?? '',
            context.params.namespace ?? '',
          ),
        ),
    },
    {
      method: 'GET',
      url: `${base}/:name`,
      access: access('GET'),
      handler: (context) => json(component(context).config),
    },
    {
      method: 'POST',
      url: `${base}/:name`,
      access: access('REGISTER'),
      bodyLimit: PACKAGE_BODY_LIMIT,
      handler: (context) => {
        const { config, source } = writeOf(context, kind);
        components.registerComponent(
          context.state,
          kind,
          context.params.tenant ?? '',
          context.params.namespace ?? '',
          context.params.name ?? '',
          config,
          workersOf(context),
          source,
        );
        return noContent();
      },
    },
    {
      method: 'PUT',
      url: `${base}/:name`,
      access: access('UPDATE'),
      bodyLimit: PACKAGE_BODY_LIMIT,
      handler: (context) => {
        // `updateOptions` ({"updateAuthData": …}) only concerns the function's credentials.
        const { config, source } = writeOf(context, kind);
        components.updateComponent(
          context.state,
          kind,
          context.params.tenant ?? '',
          context.params.namespace ?? '',
          context.params.name ?? '',
          config,
          workersOf(context),
          source,
        );
        return noContent();
      },
    },
    {
      method: 'DELETE',
      url: `${base}/:name`,
      access: access('DEREGISTER'),
      handler: (context) => {
        components.deregisterComponent(
          context.state,
          kind,
          context.params.tenant ?? '',
          context.params.namespace ?? '',
          context.params.name ?? '',
        );
        return noContent();
      },
    },
    {
      method: 'GET',
      url: `${base}/:name/status`,
      access: access('STATUS'),
      handler: (context) => json(components.componentStatus(component(context))),
    },
    {
      method: 'GET',
      url: `${base}/:name/:instance/status`,
      access: access('STATUS'),
      handler: (context) => {
        const target = component(context);
        const instanceId = instanceOf(context);
        components.findInstance(target, instanceId);
        return (
          redirectToAssignedWorker(context, target, instanceId) ??
          json(components.componentInstanceStatus(target, instanceId))
        );
      },
    },
    ...lifecycle('start'),
    ...lifecycle('stop'),
    ...lifecycle('restart'),
  ];
  if (kind === 'function') {
    routes.push(
      {
        method: 'GET',
        url: `${base}/:name/stats`,
        access: access('STATS'),
        handler: (context) => json(components.functionStats(component(context))),
      },
      {
        method: 'GET',
        url: `${base}/:name/:instance/stats`,
        access: access('STATS'),
        handler: (context) => {
          const target = component(context);
          const instanceId = instanceOf(context);
          components.findInstance(target, instanceId);
          return (
            redirectToAssignedWorker(context, target, instanceId) ??
            json(components.functionInstanceStats(target, instanceId))
          );
        },
      },
      {
        method: 'POST',
        url: `${base}/:name/trigger`,
        access: access('TRIGGER'),
        handler: (context) => {
          const target = component(context);
          const parts = partsOf(context) ?? [];
          const part = (name: string) => parts.find((candidate) => candidate.name === name);
          const value = (part('data') ?? part('dataStream'))?.body.toString('utf8') ?? '';
          const topic = part('topic')?.body.toString('utf8');
          const answer = components.triggerFunction(context.state, target, value, topic || undefined);
          // The resource returns a String under @Produces(APPLICATION_JSON): raw text, JSON type.
          return answer === undefined ? noContent() : text(answer, 200, 'application/json');
        },
      },
      {
        method: 'GET',
        url: `${base}/:name/state/:key`,
        access: access('GET_STATE'),
        handler: (context) => json(components.getFunctionState(component(context), context.params.key ?? '')),
      },
      {
        method: 'POST',
        url: `${base}/:name/state/:key`,
        access: access('PUT_STATE'),
        handler: (context) => {
          components.putFunctionState(component(context), context.params.key ?? '', context.jsonBody());
          return noContent();
        },
      },
    );
  }
  return routes;
}

function connectorRoutes(kind: 'source' | 'sink', collection: string): RouteSpec[] {
  const list = kind === 'source' ? 'builtinsources' : 'builtinsinks';
  const reload = kind === 'source' ? 'reloadBuiltInSources' : 'reloadBuiltInSinks';
  return [
    {
      method: 'GET',
      url: `/admin/v3/${collection}/${list}`,
      access: { kind: 'open' },
      handler: (context) => json(components.builtinConnectors(context.state, kind)),
    },
    {
      method: 'GET',
      url: `/admin/v3/${collection}/${list}/:name/configdefinition`,
      access: { kind: 'open' },
      handler: (context) =>
        json(components.builtinConfigDefinition(context.state, kind, context.params.name ?? '')),
    },
    {
      method: 'POST',
      url: `/admin/v3/${collection}/${reload}`,
      access: { kind: 'super' },
      handler: () => noContent(),
    },
  ];
}

const allRoutes: RouteSpec[] = [
  { method: 'GET', url: '/admin/v3/functions/builtins', access: { kind: 'open' }, handler: () => json([]) },
  {
    method: 'GET',
    url: '/admin/v3/functions/connectors',
    access: { kind: 'open' },
    handler: (context) => json(components.builtinConnectors(context.state, 'all')),
  },
  {
    method: 'POST',
    url: '/admin/v3/functions/builtins/reload',
    access: { kind: 'super' },
    handler: () => noContent(),
  },
  ...connectorRoutes('source', 'sources'),
  ...connectorRoutes('sink', 'sinks'),
  ...routesFor('function', COLLECTION.function),
  ...routesFor('source', COLLECTION.source),
  ...routesFor('sink', COLLECTION.sink),
  ...connectorRoutes('source', 'source'),
  ...connectorRoutes('sink', 'sink'),
  ...routesFor('source', 'source'),
  ...routesFor('sink', 'sink'),
];

export const functionRoutes: RouteSpec[] = allRoutes.map(withWorker);
