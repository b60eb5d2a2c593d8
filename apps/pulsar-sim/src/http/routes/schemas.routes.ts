import * as schemas from '../../core/schemas.ts';
import { topicName } from '../../core/names.ts';
import type { TopicName } from '../../core/names.ts';
import { json } from '../answer.ts';
import type { RequestContext, RouteSpec } from '../context.ts';
import { pathInteger } from '../context.ts';
import { namespaceOf } from '../lookups.ts';
import { redirectIfNotOwner } from '../ownership.ts';

const base = '/admin/v2/schemas/:tenant/:namespace/:topic';
const topicOp = (operation: string) => ({ kind: 'topic', operation }) as const;

function schemaTopic(context: RequestContext): TopicName {
  namespaceOf(context);
  return topicName(
    'persistent',
    context.params.tenant ?? '',
    context.params.namespace ?? '',
    context.params.topic ?? '',
  );
}

function served(context: RequestContext, action: (name: TopicName) => unknown) {
  const name = schemaTopic(context);
  return redirectIfNotOwner(context, name) ?? json(action(name));
}

export const schemaRoutes: RouteSpec[] = [
  {
    method: 'GET',
    url: `${base}/schema`,
    access: topicOp('GET_SCHEMA'),
    handler: (context) => served(context, (name) => schemas.getLatestSchema(context.state, name)),
  },
  {
    method: 'GET',
    url: `${base}/schema/:version`,
    access: topicOp('GET_SCHEMA'),
    handler: (context) =>
      served(context, (name) =>
        schemas.getSchemaVersion(context.state, name, pathInteger(context.params.version, 'version')),
      ),
  },
  {
    method: 'GET',
    url: `${base}/schemas`,
    access: topicOp('GET_SCHEMA'),
    handler: (context) => served(context, (name) => schemas.getAllSchemas(context.state, name)),
  },
  {
    method: 'GET',
    url: `${base}/metadata`,
    access: topicOp('GET_SCHEMA'),
    handler: (context) => served(context, (name) => schemas.getAllSchemas(context.state, name)),
  },
  {
    method: 'POST',
    url: `${base}/schema`,
    access: topicOp('PRODUCE'),
    handler: (context) =>
      served(context, (name) => schemas.postSchema(context.state, name, context.jsonBody())),
  },
  {
    method: 'DELETE',
    url: `${base}/schema`,
    access: topicOp('DELETE_SCHEMA'),
    handler: (context) => served(context, (name) => schemas.deleteSchema(context.state, name)),
  },
  {
    method: 'POST',
    url: `${base}/compatibility`,
    access: topicOp('GET_SCHEMA'),
    handler: (context) =>
      served(context, (name) => schemas.testCompatibility(context.state, name, context.jsonBody())),
  },
  {
    method: 'POST',
    url: `${base}/version`,
    access: topicOp('GET_SCHEMA'),
    handler: (context) =>
      served(context, (name) => schemas.schemaVersionFor(context.state, name, context.jsonBody())),
  },
];
