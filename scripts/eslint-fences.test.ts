// The fences of docs/architecture.md hold: snippets that cross a feature boundary, a badly named
// file, an <img> without alt and a Pulsar path built by hand fail lint, and eslint.config.js turns
// every fence on where it belongs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const fences = new ESLint({ cwd: root, overrideConfigFile: 'eslint-rules/fences.config.js' });
const web = (file: string) => path.join(root, 'apps/web/src', file);

async function ruleIdsOf(code: string, file: string, at = web(file)): Promise<(string | null)[]> {
  const [result] = await fences.lintText(code, { filePath: at });
  return result!.messages.map((message) => message.ruleId);
}

/** The rules a snippet breaks in a file of the repository (path from the root). */
const ruleIdsAt = (code: string, file: string) => ruleIdsOf(code, file, path.join(root, file));
const HAND_BUILT = 'beacon/no-hand-built-pulsar-path';

/** eslint-rules/ is plain JavaScript: the allow-list's shape, as its rule's schema has it. */
interface AllowedPaths {
  file: string;
  paths: string[];
  reason: string;
}
const { PULSAR_PATH_ALLOW_LIST } = (await import(
  path.join(root, 'eslint-rules/pulsar-path-allow-list.js')
)) as { PULSAR_PATH_ALLOW_LIST: AllowedPaths[] };

describe('feature boundaries', () => {
  it("refuses a feature reaching inside another feature, not through that feature's index.ts", async () => {
    const deep = "import { fullTopicName } from '../../topics/topic-name.ts';\nfullTopicName;\n";
    expect(await ruleIdsOf(deep, 'features/subscriptions/backlog/x.ts')).toEqual([
      'beacon/feature-boundaries',
    ]);
    const lazy = "void import('../../topics/topic-page/topic-page.tsx');\n";
    expect(await ruleIdsOf(lazy, 'features/subscriptions/backlog/x.ts')).toEqual([
      'beacon/feature-boundaries',
    ]);
    const reexport = "export { fullTopicName } from '../topics/topic-name.ts';\n";
    expect(await ruleIdsOf(reexport, 'features/subscriptions/x.ts')).toEqual(['beacon/feature-boundaries']);
  });

  it("accepts another feature's index.ts and any file of the feature itself", async () => {
    const viaIndex = "import { fullTopicName } from '../../topics/index.ts';\nfullTopicName;\n";
    expect(await ruleIdsOf(viaIndex, 'features/subscriptions/backlog/x.ts')).toEqual([]);
    const own = "import { fullTopicName } from '../topic-name.ts';\nfullTopicName;\n";
    expect(await ruleIdsOf(own, 'features/topics/messages/x.ts')).toEqual([]);
  });

  it("lets test code, and only test code, use another feature's test-support/", async () => {
    const code = "import { world } from '../../namespaces/test-support/world.ts';\nworld;\n";
    expect(await ruleIdsOf(code, 'features/topics/partitioned/x.test.tsx')).toEqual([]);
    expect(await ruleIdsOf(code, 'features/topics/partitioned/x.tsx')).toEqual(['beacon/feature-boundaries']);
  });

  it('lets features use the page kit only through shared/ui/index.ts; shared/ and tests may reach inside', async () => {
    const inner = "import { toast } from '../../shared/ui/toast-store.ts';\ntoast;\n";
    expect(await ruleIdsOf(inner, 'features/tenants/x.tsx')).toEqual(['beacon/feature-boundaries']);
    const other = "import { ResourceList } from '../../../shared/ui/resource-list.tsx';\nResourceList;\n";
    expect(await ruleIdsOf(other, 'features/users/users-page/x.tsx')).toEqual(['beacon/feature-boundaries']);
    const styles = "import styles from '../../shared/ui/page.module.css';\nstyles;\n";
    expect(await ruleIdsOf(styles, 'features/tenants/x.tsx')).toEqual(['beacon/feature-boundaries']);
    const viaIndex = "import { toast } from '../../shared/ui/index.ts';\ntoast;\n";
    expect(await ruleIdsOf(viaIndex, 'features/tenants/x.tsx')).toEqual([]);
    expect(
      await ruleIdsOf("import { toast } from '../ui/toast-store.ts';\ntoast;\n", 'shared/auth/x.ts'),
    ).toEqual([]);
    expect(await ruleIdsOf(inner, 'features/tenants/x.test.tsx')).toEqual([]);
  });

  it("lets the first page's code (app/, the route tables, features/auth/) import the kit's files, keeping antd out of the login page", async () => {
    const viewport = "import { ToastViewport } from '../shared/ui/toast-viewport.tsx';\nToastViewport;\n";
    expect(await ruleIdsOf(viewport, 'app/x.tsx')).toEqual([]);
    const mark = "import { BeaconMark } from '../../../shared/ui/beacon-mark.tsx';\nBeaconMark;\n";
    expect(await ruleIdsOf(mark, 'features/auth/login/x.tsx')).toEqual([]);
  });

  it('lets only the page kit (its ConfirmHost) and tests import the ConfirmDialog', async () => {
    const dialog = "import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';\nConfirmDialog;\n";
    expect(await ruleIdsOf(dialog, 'features/functions/x/x.tsx')).toEqual(['beacon/feature-boundaries']);
    expect(await ruleIdsOf(dialog, 'features/auth/login/x.tsx')).toEqual(['beacon/feature-boundaries']);
    const fromApp = "import { ConfirmDialog } from '../shared/ui/confirm-dialog.tsx';\nConfirmDialog;\n";
    expect(await ruleIdsOf(fromApp, 'app/x.tsx')).toEqual(['beacon/feature-boundaries']);
    const host = "import { ConfirmDialog } from './confirm-dialog.tsx';\nConfirmDialog;\n";
    expect(await ruleIdsOf(host, 'shared/ui/use-confirm.tsx')).toEqual([]);
    expect(await ruleIdsOf(host, 'shared/ui/confirm-dialog.test.tsx')).toEqual([]);
  });

  it('refuses shared/ importing any feature, even its index.ts', async () => {
    const code = "import { useUserInfo } from '../../features/auth/index.ts';\nuseUserInfo;\n";
    expect(await ruleIdsOf(code, 'shared/layout/x.ts')).toEqual(['beacon/feature-boundaries']);
  });

  it("lets the route tables reach a feature's index, its pages and lazy chunks, nothing else statically", async () => {
    const page = "import { LoginPage } from './features/auth/login/login-page.tsx';\nLoginPage;\n";
    expect(await ruleIdsOf(page, 'routes.tsx')).toEqual([]);
    const lazy = "void import('./features/topics/partitioned/prefetch-partitioned-topic.ts');\n";
    expect(await ruleIdsOf(lazy, 'console-routes.ts')).toEqual([]);
    const inner = "import { fullTopicName } from '../features/topics/topic-name.ts';\nfullTopicName;\n";
    expect(await ruleIdsOf(inner, 'app/x.ts')).toEqual(['beacon/feature-boundaries']);
  });
});

const SERVER_FENCE = 'beacon/server-module-boundaries';
const server = (file: string) => `apps/server/src/${file}`;

describe('server module boundaries', () => {
  it("refuses a module reaching inside another module, not through that module's index.ts", async () => {
    const deep = "import { AuditLog } from '../audit/audit-log.ts';\nAuditLog;\n";
    expect(await ruleIdsAt(deep, server('modules/users/x.ts'))).toEqual([SERVER_FENCE]);
    const reexport = "export { AuditLog } from '../audit/audit-log.ts';\n";
    expect(await ruleIdsAt(reexport, server('modules/users/x.ts'))).toEqual([SERVER_FENCE]);
    const inTest = "import { AuditLog } from '../audit/audit-log.ts';\nAuditLog;\n";
    expect(await ruleIdsAt(inTest, server('modules/users/x.test.ts'))).toEqual([SERVER_FENCE]);
  });

  it("accepts another module's index.ts and any file of the module itself", async () => {
    const viaIndex = "import { AuditLog } from '../audit/index.ts';\nAuditLog;\n";
    expect(await ruleIdsAt(viaIndex, server('modules/users/x.ts'))).toEqual([]);
    const own = "import { AuditLog } from './audit-log.ts';\nAuditLog;\n";
    expect(await ruleIdsAt(own, server('modules/audit/x.ts'))).toEqual([]);
  });

  it('lets app.ts reach modules only through their index.ts', async () => {
    const deep = "import { AuditLog } from './modules/audit/audit-log.ts';\nAuditLog;\n";
    expect(await ruleIdsAt(deep, server('app.ts'))).toEqual([SERVER_FENCE]);
    const viaIndex = "import { registerAudit } from './modules/audit/index.ts';\nregisterAudit;\n";
    expect(await ruleIdsAt(viaIndex, server('app.ts'))).toEqual([]);
  });

  it('refuses production code importing test-support/, which test code may use', async () => {
    const code = "import { startFakeBroker } from '../../test-support/index.ts';\nstartFakeBroker;\n";
    expect(await ruleIdsAt(code, server('modules/catalog/x.ts'))).toEqual([SERVER_FENCE]);
    expect(await ruleIdsAt(code, server('modules/catalog/x.test.ts'))).toEqual([]);
    const fromPlugin = "import { startFakeBroker } from '../test-support/index.ts';\nstartFakeBroker;\n";
    expect(await ruleIdsAt(fromPlugin, server('plugins/x.ts'))).toEqual([SERVER_FENCE]);
    const withinSupport = "import { startFakeBroker } from '../fake-broker.ts';\nstartFakeBroker;\n";
    expect(await ruleIdsAt(withinSupport, server('test-support/faults/x.ts'))).toEqual([]);
  });
});

describe('file names', () => {
  it('refuses a file name that is not kebab-case', async () => {
    expect(await ruleIdsOf('export {};\n', 'features/topics/TopicPage.tsx')).toEqual(['beacon/file-names']);
    expect(await ruleIdsOf('export {};\n', 'shared/lib/format_bytes.ts')).toEqual(['beacon/file-names']);
  });

  it('refuses importing a stylesheet whose name is not kebab-case (ESLint reads no CSS)', async () => {
    const code = "import styles from './TopicPage.module.css';\nstyles;\n";
    expect(await ruleIdsOf(code, 'features/topics/topic-page.tsx')).toEqual(['beacon/file-names']);
  });

  it('accepts kebab-case names with role suffixes', async () => {
    const code = "import styles from './tenants.module.css';\nstyles;\n";
    expect(await ruleIdsOf(code, 'features/tenants/tenants.queries.ts')).toEqual([]);
    expect(await ruleIdsOf('export {};\n', 'features/topics/topic-page.test.tsx')).toEqual([]);
  });
});

describe('jsx-a11y', () => {
  it('refuses an <img> without alt', async () => {
    const code = 'export const Logo = () => <img src="/logo.svg" />;\n';
    expect(await ruleIdsOf(code, 'shared/ui/logo.tsx')).toEqual(['jsx-a11y-x/alt-text']);
  });
});

describe('jsx-a11y, as tuned', () => {
  it('lets a component take autoFocus (a dialog focusing its first field), not a bare DOM element', async () => {
    const component = "import { Input } from 'antd';\nexport const Name = () => <Input autoFocus />;\n";
    expect(await ruleIdsOf(component, 'shared/ui/name.tsx')).toEqual([]);
    const element = 'export const Name = () => <input autoFocus />;\n';
    expect(await ruleIdsOf(element, 'shared/ui/name.tsx')).toEqual(['jsx-a11y-x/no-autofocus']);
  });

  it('lets a named scrollable region be focusable, not a plain block', async () => {
    const region = 'export const Payload = () => <pre role="region" aria-label="Payload" tabIndex={0} />;\n';
    expect(await ruleIdsOf(region, 'shared/ui/payload.tsx')).toEqual([]);
    const block = 'export const Payload = () => <pre tabIndex={0} />;\n';
    expect(await ruleIdsOf(block, 'shared/ui/payload.tsx')).toEqual([
      'jsx-a11y-x/no-noninteractive-tabindex',
    ]);
  });
});

describe('no hand-built Pulsar path', () => {
  it('refuses a string or template literal that starts with a Pulsar API prefix, in the server and the web', async () => {
    const server = 'apps/server/src/modules/overview/x.ts';
    for (const literal of [
      "'/admin/v2/tenants'",
      '`/admin/v2/namespaces/${tenant}`',
      "'/admin/v2/' + domain",
      '`/lookup/v2/topic/${domain}/${name}`',
      "'/admin/v3/functions'",
      "'/api/v1/bookie/list_bookies?type=rw'",
    ]) {
      const code = `const tenant = 'a';\nconst domain = 'persistent';\nconst name = 'b';\nexport const path = ${literal};\n`;
      expect(await ruleIdsAt(code, server), literal).toEqual([HAND_BUILT]);
      expect(await ruleIdsAt(code, 'apps/web/src/features/topics/x.ts'), literal).toEqual([HAND_BUILT]);
    }
  });

  it('accepts a path from the catalogue, Beacon’s own routes and what only resembles a Pulsar path', async () => {
    const code = [
      "import { pulsarPath, tenants } from '@beacon/pulsar-admin';",
      "const PREFIX = '/pulsar-manager';",
      'export const call = pulsarPath(tenants.get, { tenant: "acme" });',
      'export const route = `${PREFIX}/admin/v2/tenants`;',
      "export const prefixes = ['/admin/', '/lookup/', '/topics/'];",
      "export const other = '/admin/v22';",
      '',
    ].join('\n');
    expect(await ruleIdsAt(code, 'apps/server/src/modules/overview/x.ts')).toEqual([]);
  });

  it('leaves tests to speak Pulsar’s paths', async () => {
    const code = "export const path = '/admin/v2/tenants';\n";
    expect(await ruleIdsAt(code, 'apps/server/src/modules/overview/x.test.ts')).toEqual([]);
    expect(await ruleIdsAt(code, 'apps/server/src/test-support/x.ts')).toEqual([]);
    expect(await ruleIdsAt(code, 'apps/web/src/test/x.ts')).toEqual([]);
    expect(await ruleIdsAt(code, 'apps/web/src/features/topics/test-support/x.ts')).toEqual([]);
  });

  it('lets an allow-listed path stand in its own file only, and nothing else there', async () => {
    const file = 'apps/web/src/features/namespaces/namespaces.api.ts';
    const listed = 'export const stats = (t: string, n: string) => `/admin/v2/namespaces/${t}/${n}/stats`;\n';
    expect(await ruleIdsAt(listed, file)).toEqual([]);
    expect(await ruleIdsAt(listed, 'apps/web/src/features/tenants/x.ts')).toEqual([HAND_BUILT]);
    const other =
      'export const ttl = (t: string, n: string) => `/admin/v2/namespaces/${t}/${n}/messageTTL`;\n';
    expect(await ruleIdsAt(other, file)).toEqual([HAND_BUILT]);
  });

  it('keeps an allow-list whose every entry has a reason and is still in its file', () => {
    for (const { file, paths, reason } of PULSAR_PATH_ALLOW_LIST) {
      expect(reason.length, file).toBeGreaterThan(20);
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const shape of paths) {
        const escaped = shape.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
        const literal = shape.includes('{}')
          ? new RegExp(`\`${escaped.replaceAll('{}', '\\$\\{[^}]*\\}')}\``)
          : new RegExp(`'${escaped}'`);
        expect(literal.test(text), `${file}: ${shape}`).toBe(true);
      }
    }
  });
});

describe('links name their environment', () => {
  it("refuses react-router's Link, NavLink, Navigate and useNavigate in the web's code", async () => {
    const code =
      "import { Link, useNavigate, useParams } from 'react-router';\nvoid [Link, useNavigate, useParams];\n";
    expect(await ruleIdsOf(code, 'features/topics/x.tsx')).toEqual([
      'no-restricted-imports',
      'no-restricted-imports',
    ]);
    expect(await ruleIdsOf(code, 'shared/ui/console-link.tsx')).toEqual([]);
    expect(await ruleIdsOf(code, 'features/topics/x.test.tsx')).toEqual([]);
  });

  it("accepts the console's own Link and react-router's other hooks", async () => {
    const code =
      "import { useParams } from 'react-router';\nimport { Link } from '../../shared/ui/index.ts';\nvoid [Link, useParams];\n";
    expect(await ruleIdsOf(code, 'features/topics/x.tsx')).toEqual([]);
  });
});

describe('eslint.config.js', () => {
  it('turns every fence on for the web', async () => {
    const config = (await new ESLint({ cwd: root }).calculateConfigForFile(web('features/topics/x.tsx'))) as {
      rules: Record<string, unknown>;
    };
    const severity = (rule: string) => [config.rules[rule]].flat()[0];
    expect(severity('beacon/feature-boundaries')).toBe(2);
    expect(severity('beacon/file-names')).toBe(2);
    expect(severity('jsx-a11y-x/alt-text')).toBe(2);
    expect(severity('no-restricted-imports')).toBe(2);
  });

  it('turns the Pulsar-path fence on for the server and the web, not for their tests', async () => {
    const severityAt = async (file: string) => {
      const config = (await new ESLint({ cwd: root }).calculateConfigForFile(path.join(root, file))) as {
        rules: Record<string, unknown>;
      };
      return [config.rules[HAND_BUILT]].flat()[0];
    };
    expect(await severityAt('apps/server/src/modules/overview/overview.ts')).toBe(2);
    expect(await severityAt('apps/web/src/features/topics/x.tsx')).toBe(2);
    expect(await severityAt('apps/server/src/modules/overview/overview.test.ts')).toBeUndefined();
    expect(await severityAt('packages/pulsar-admin/src/catalogue.ts')).toBeUndefined();
  });

  it('turns the server module fence on for every server file, tests included', async () => {
    for (const file of ['apps/server/src/app.ts', 'apps/server/src/modules/overview/overview.test.ts']) {
      const config = (await new ESLint({ cwd: root }).calculateConfigForFile(path.join(root, file))) as {
        rules: Record<string, unknown>;
      };
      expect([config.rules[SERVER_FENCE]].flat()[0]).toBe(2);
    }
  });

  it('turns the console-path fence on for the web, not for the route table, API modules or tests', async () => {
    const severityAt = async (file: string) => {
      const config = (await new ESLint({ cwd: root }).calculateConfigForFile(web(file))) as {
        rules: Record<string, unknown>;
      };
      return [config.rules['beacon/no-console-path-literal']].flat()[0];
    };
    expect(await severityAt('features/topics/x.tsx')).toBe(2);
    expect(await severityAt('shared/layout/x.ts')).toBe(2);
    expect(await severityAt('shared/routes/route-table.ts')).toBeUndefined();
    expect(await severityAt('features/users/users.api.ts')).toBeUndefined();
    expect(await severityAt('features/topics/x.test.tsx')).toBeUndefined();
    expect(await severityAt('test/x.ts')).toBeUndefined();
  });
});
