import * as tenants from '../../core/tenants.ts';
import { json, noContent } from '../answer.ts';
import type { RouteSpec } from '../context.ts';
import { queryFlag } from '../context.ts';

const tenant = (operation: string) => ({ kind: 'tenant', operation }) as const;

export const tenantRoutes: RouteSpec[] = [
  {
    method: 'GET',
    url: '/admin/v2/tenants',
    access: tenant('LIST_TENANTS'),
    handler: ({ state }) => json(tenants.listTenants(state)),
  },
  {
    method: 'GET',
    url: '/admin/v2/tenants/:tenant',
    access: tenant('GET_TENANT'),
    handler: ({ state, params }) => json(tenants.getTenant(state, params.tenant ?? '')),
  },
  {
    method: 'PUT',
    url: '/admin/v2/tenants/:tenant',
    access: tenant('CREATE_TENANT'),
    handler: (context) => {
      tenants.createTenant(context.state, context.params.tenant ?? '', context.jsonBody());
      return noContent();
    },
  },
  {
    method: 'POST',
    url: '/admin/v2/tenants/:tenant',
    access: tenant('UPDATE_TENANT'),
    handler: (context) => {
      tenants.updateTenant(context.state, context.params.tenant ?? '', context.jsonBody());
      return noContent();
    },
  },
  {
    method: 'DELETE',
    url: '/admin/v2/tenants/:tenant',
    access: tenant('DELETE_TENANT'),
    handler: (context) => {
      tenants.deleteTenant(context.state, context.params.tenant ?? '', queryFlag(context, 'force'));
      return noContent();
    },
  },
];
