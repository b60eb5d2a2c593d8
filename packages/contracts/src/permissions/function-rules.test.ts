import { describe, expect, it } from 'vitest';
import { authorizeProxyCall, type CallerAccess } from './authorize.ts';

// Functions, sources and sinks (issue 17 item 6): a tenant admin acts only in its own tenants, on
// every path Pulsar 4.0 serves them at (plural and the deprecated singular /source and /sink), per
// instance too; the builtin connector catalogues and their config definitions are open to any role.

const SUPER: CallerAccess = { roles: ['super'], tenants: [] };
const ADMIN_OF_TA: CallerAccess = { roles: ['admin'], tenants: ['ta'] };
const NOBODY: CallerAccess = { roles: [], tenants: [] };

const verdict = (caller: CallerAccess, method: string, path: string) =>
  authorizeProxyCall(caller, method, path);

describe('function, source and sink rules', () => {
  it.each([
    ['GET', '/admin/v3/functions/ta/ns'],
    ['GET', '/admin/v3/functions/ta/ns/f'],
    ['POST', '/admin/v3/functions/ta/ns/f'],
    ['PUT', '/admin/v3/functions/ta/ns/f'],
    ['DELETE', '/admin/v3/functions/ta/ns/f'],
    ['GET', '/admin/v3/functions/ta/ns/f/status'],
    ['GET', '/admin/v3/functions/ta/ns/f/1/status'],
    ['GET', '/admin/v3/functions/ta/ns/f/stats'],
    ['GET', '/admin/v3/functions/ta/ns/f/1/stats'],
    ['POST', '/admin/v3/functions/ta/ns/f/stop'],
    ['POST', '/admin/v3/functions/ta/ns/f/1/start'],
    ['POST', '/admin/v3/functions/ta/ns/f/1/stop'],
    ['POST', '/admin/v3/functions/ta/ns/f/1/restart'],
    ['POST', '/admin/v3/functions/ta/ns/f/trigger'],
    ['GET', '/admin/v3/sources/ta/ns/s/status'],
    ['POST', '/admin/v3/sources/ta/ns/s/0/restart'],
    ['PUT', '/admin/v3/sinks/ta/ns/s'],
    ['GET', '/admin/v3/source/ta/ns'],
    ['POST', '/admin/v3/source/ta/ns/s'],
    ['POST', '/admin/v3/sink/ta/ns/s/0/stop'],
    ['DELETE', '/admin/v3/sink/ta/ns/s'],
  ])('lets the admin of ta %s %s, and refuses it in tenant tb', (method, path) => {
    expect(verdict(ADMIN_OF_TA, method, path).allowed).toBe(true);
    expect(verdict(SUPER, method, path).allowed).toBe(true);
    expect(verdict(ADMIN_OF_TA, method, path.replace('/ta/', '/tb/'))).toEqual({
      allowed: false,
      status: 403,
      reason: 'This user no permissions for this resource',
    });
    expect(verdict(NOBODY, method, path).allowed).toBe(false);
  });

  it.each([
    '/admin/v3/functions/connectors',
    '/admin/v3/functions/builtins',
    '/admin/v3/sources/builtinsources',
    '/admin/v3/sinks/builtinsinks',
    '/admin/v3/source/builtinsources',
    '/admin/v3/sink/builtinsinks',
    '/admin/v3/sources/builtinsources/kafka/configdefinition',
    '/admin/v3/sinks/builtinsinks/jdbc-postgres/configdefinition',
    '/admin/v3/sink/builtinsinks/jdbc-postgres/configdefinition',
  ])('opens the connector catalogue %s to any role, not to a caller without one', (path) => {
    expect(verdict(ADMIN_OF_TA, 'GET', path)).toMatchObject({ allowed: true });
    expect(verdict(NOBODY, 'GET', path).allowed).toBe(false);
    expect(verdict(ADMIN_OF_TA, 'POST', path).allowed).toBe(false);
  });

  it('keeps reloading the builtins away from tenant admins, even of a tenant named builtins', () => {
    const adminOfBuiltins: CallerAccess = { roles: ['admin'], tenants: ['builtins'] };
    expect(verdict(adminOfBuiltins, 'POST', '/admin/v3/functions/builtins/reload').allowed).toBe(false);
    expect(verdict(ADMIN_OF_TA, 'POST', '/admin/v3/sources/reloadBuiltInSources').allowed).toBe(false);
    expect(verdict(ADMIN_OF_TA, 'POST', '/admin/v3/sink/reloadBuiltInSinks').allowed).toBe(false);
  });
});
