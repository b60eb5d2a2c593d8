import * as resourceGroups from '../../core/resource-groups.ts';
import { json, noContent } from '../answer.ts';
import type { RouteSpec } from '../context.ts';

// admin/v2/ResourceGroups.java (4.0.7): every call is validateSuperUserAccess.
const base = '/admin/v2/resourcegroups';

export const resourceGroupRoutes: RouteSpec[] = [
  {
    method: 'GET',
    url: base,
    access: { kind: 'super' },
    handler: ({ state }) => json(resourceGroups.listResourceGroups(state)),
  },
  {
    method: 'GET',
    url: `${base}/:group`,
    access: { kind: 'super' },
    handler: ({ state, params }) => json(resourceGroups.getResourceGroup(state, params.group ?? '')),
  },
  {
    method: 'PUT',
    url: `${base}/:group`,
    access: { kind: 'super' },
    handler: (context) => {
      resourceGroups.setResourceGroup(context.state, context.params.group ?? '', context.jsonBody());
      return noContent();
    },
  },
  {
    method: 'DELETE',
    url: `${base}/:group`,
    access: { kind: 'super' },
    handler: ({ state, params }) => {
      resourceGroups.deleteResourceGroup(state, params.group ?? '');
      return noContent();
    },
  },
];
