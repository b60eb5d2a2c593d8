import * as components from '../../core/components.ts';
import { badRequest } from '../../core/errors.ts';
import type { ComponentKind } from '../../core/state.ts';
import { json, noContent, text } from '../answer.ts';
import type { RequestContext, RouteSpec } from '../context.ts';
import { pathInteger, parseJsonBody } from '../context.ts';
import { boundaryOf, parseMultipart } from '../multipart.ts';

// /admin/v3 functions, sources and sinks. Create and update are multipart/form-data; a JSON body
// is accepted too so that simple scripts can register a component.

const CONFIG_PART: Record<ComponentKind, string> = {
  function: 'functionConfig',
  source: 'sourceConfig',
  sink: 'sinkConfig',
};
const COLLECTION: Record<ComponentKind, string> = { function: 'functions', source: 'sources', sink: 'sinks' };

function configFrom(context: RequestContext, kind: ComponentKind): unknown {
  const boundary = boundaryOf(context.headers['content-type']);
  if (!boundary || !context.rawBody) return context.jsonBody();
  const parts = parseMultipart(context.rawBody, boundary);
  const configPart = parts.find((part) => part.name === CONFIG_PART[kind]);
  if (!configPart) return undefined;
  const config = parseJsonBody(configPart.body);
  const url = parts.find((part) => part.name === 'url')?.body.toString('utf8');
  if (config && typeof config === 'object' && url)
    return { ...config, [kind === 'function' ? 'jar' : 'archive']: url };
  return config;
}

function routesFor(kind: ComponentKind): RouteSpec[] {
  const base = `/admin/v3/${COLLECTION[kind]}/:tenant/:namespace`;
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
        components.setRunning(component(context), action, instanceOf(context));
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
      handler: (context) => {
        components.registerComponent(
          context.state,
          kind,
          context.params.tenant ?? '',
          context.params.namespace ?? '',
          context.params.name ?? '',
          configFrom(context, kind),
          context.broker.id,
        );
        return noContent();
      },
    },
    {
      method: 'PUT',
      url: `${base}/:name`,
      access: access('UPDATE'),
      handler: (context) => {
        components.updateComponent(
          context.state,
          kind,
          context.params.tenant ?? '',
          context.params.namespace ?? '',
          context.params.name ?? '',
          configFrom(context, kind),
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
      handler: (context) => json(components.componentInstanceStatus(component(context), instanceOf(context))),
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
        handler: (context) => json(components.functionInstanceStats(component(context), instanceOf(context))),
      },
      {
        method: 'POST',
        url: `${base}/:name/trigger`,
        access: access('TRIGGER'),
        handler: (context) => {
          const target = component(context);
          const boundary = boundaryOf(context.headers['content-type']);
          const parts = boundary && context.rawBody ? parseMultipart(context.rawBody, boundary) : [];
          const value =
            parts.find((part) => part.name === 'data')?.body.toString('utf8') ?? context.textBody();
          if (!target.instances.some((instance) => instance.running))
            throw badRequest(`Function ${target.name} is not running`);
          return text(value, 200, 'text/plain');
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

export const functionRoutes: RouteSpec[] = [
  { method: 'GET', url: '/admin/v3/functions/builtins', access: { kind: 'open' }, handler: () => json([]) },
  {
    method: 'GET',
    url: '/admin/v3/functions/connectors',
    access: { kind: 'open' },
    handler: () => json(components.builtinConnectors('all')),
  },
  {
    method: 'GET',
    url: '/admin/v3/sources/builtinsources',
    access: { kind: 'open' },
    handler: () => json(components.builtinConnectors('source')),
  },
  {
    method: 'GET',
    url: '/admin/v3/sinks/builtinsinks',
    access: { kind: 'open' },
    handler: () => json(components.builtinConnectors('sink')),
  },
  {
    method: 'GET',
    url: '/admin/v3/sources/builtinsources/:name/configdefinition',
    access: { kind: 'open' },
    handler: ({ params }) => json(components.connectorConfigDefinition('source', params.name ?? '')),
  },
  {
    method: 'GET',
    url: '/admin/v3/sinks/builtinsinks/:name/configdefinition',
    access: { kind: 'open' },
    handler: ({ params }) => json(components.connectorConfigDefinition('sink', params.name ?? '')),
  },
  {
    method: 'POST',
    url: '/admin/v3/functions/builtins/reload',
    access: { kind: 'super' },
    handler: () => noContent(),
  },
  {
    method: 'POST',
    url: '/admin/v3/sources/reloadBuiltInSources',
    access: { kind: 'super' },
    handler: () => noContent(),
  },
  {
    method: 'POST',
    url: '/admin/v3/sinks/reloadBuiltInSinks',
    access: { kind: 'super' },
    handler: () => noContent(),
  },
  ...routesFor('function'),
  ...routesFor('source'),
  ...routesFor('sink'),
];
