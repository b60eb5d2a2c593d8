// beacon/no-console-path-literal (decision 0064): a console address written by hand is refused,
// Beacon's API paths and Pulsar's are not; and the rule's prefixes are the route table's own.
import path from 'node:path';
import { RuleTester, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { routes } from '../apps/web/src/shared/routes/route-table.ts';

const root = path.resolve(import.meta.dirname, '..');
const { CONSOLE_PREFIXES, noConsolePathLiteral } = (await import(
  path.join(root, 'eslint-rules/console-paths.js')
)) as {
  CONSOLE_PREFIXES: string[];
  noConsolePathLiteral: Rule.RuleModule;
};

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});
const refused = (code: string) => ({ code, errors: [{ messageId: 'handWritten' }] });

tester.run('no-console-path-literal', noConsolePathLiteral, {
  valid: [
    "const to = routes.tenant.href({ tenant: 'public' }, { tab: 'namespaces' });",
    // Beacon's API, under its prefix: the same first segments, handed to the API client.
    "requestData('/users/userInfo', { reportErrors: false });",
    "void request('/environments', { api: 'beacon' });",
    "client.requestData('/audit');",
    // Not console routes: the API prefix, Pulsar's paths, the pages outside the console shell.
    "const api = '/pulsar-manager/users';",
    "const pulsar = '/admin/v2/tenants';",
    "const login = '/login';",
    // Only the whole first segment counts.
    "const other = '/usersettings';",
    "const tokensX = '/tokens-of-someone';",
    // A module name and a tagged template are not addresses.
    "import x from '/management/x.ts';",
    'const s = css`/management/x`;',
    // Built from a prefix elsewhere: not a literal that starts with a console segment.
    'const p = `${PREFIX}/users`;',
  ],
  invalid: [
    refused("const clusters = '/management/clusters';"),
    refused("const management = '/management';"),
    refused('const t = `/management/tenants/tenantInfo/${encodeURIComponent(tenant)}`;'),
    refused("const roles = '/roles?filter=x';"),
    refused("const e = '/environments#top';"),
    refused("navigate('/users');"),
    refused('const link = <Link to="/users">Users</Link>;'),
    refused("const api = '/api-docs';"),
    // Not the API client's first argument: an address.
    refused("requestData(path, { redirect: '/overview' });"),
  ],
});

describe('the rule and the route table', () => {
  it("refuses exactly the route table's first segments", () => {
    const firstSegments = new Set(
      Object.values(routes)
        .map((route) => route.pattern.split('/')[1])
        .filter((segment) => segment !== '')
        .map((segment) => `/${segment}`),
    );
    expect([...CONSOLE_PREFIXES].sort()).toEqual([...firstSegments].sort());
  });
});
