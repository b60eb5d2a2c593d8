// Import fences for apps/server/src (decision 0063). A module (modules/<name>/) is used from outside
// only through its index.ts, so its inner files can move without touching another module, and
// app.ts reads as the modules' faces; production code never imports test tooling (test-support/).
// Files outside modules/ other than app.ts (plugins/, config.ts, test-support/) are not fenced here.
import path from 'node:path';

/** The part of `file` under the server's src folder as path segments, or undefined outside it. */
function sourceSegments(file, sourceRoot) {
  const relative = path.relative(sourceRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep);
}

const isModuleIndex = (segments) => segments.length === 3 && segments[2] === 'index.ts';
const isTestCode = (segments) =>
  segments.includes('test-support') || /\.test\.ts$/.test(segments[segments.length - 1]);

/** @type {import('eslint').Rule.RuleModule} */
export const serverModuleBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A server module is used only through its index.ts; production never imports test-support/',
    },
    schema: [{ type: 'object', properties: { sourceRoot: { type: 'string' } }, additionalProperties: false }],
    messages: {
      deepImport:
        "'{{source}}' reaches inside server module '{{module}}': import it from 'modules/{{module}}/index.ts' (export it there if it is missing).",
      testSupportInProduction:
        "Production code must not import test tooling ('{{source}}'): test-support/ is for tests only.",
    },
  },
  create(context) {
    const sourceRoot = path.resolve(context.cwd, context.options[0]?.sourceRoot ?? 'apps/server/src');
    const importer = sourceSegments(context.filename, sourceRoot);
    if (!importer) return {};
    const importerModule = importer[0] === 'modules' ? importer[1] : undefined;
    const fenced = importerModule !== undefined || (importer.length === 1 && importer[0] === 'app.ts');

    function check(sourceNode) {
      if (!sourceNode || sourceNode.type !== 'Literal' || typeof sourceNode.value !== 'string') return;
      const source = sourceNode.value;
      if (!source.startsWith('.')) return;
      const target = sourceSegments(path.resolve(path.dirname(context.filename), source), sourceRoot);
      if (!target) return;
      if (target.includes('test-support') && !isTestCode(importer)) {
        context.report({ node: sourceNode, messageId: 'testSupportInProduction', data: { source } });
        return;
      }
      if (!fenced || target[0] !== 'modules' || target.length < 3) return;
      const module = target[1];
      if (module === importerModule || isModuleIndex(target)) return;
      context.report({ node: sourceNode, messageId: 'deepImport', data: { source, module } });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
