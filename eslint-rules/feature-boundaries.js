// Import fence for apps/web/src: a feature (features/<name>/) is used from outside only through its
// index.ts, so its inner files can move without touching other features; shared/ never depends on
// a feature. The route tables and app/ (outside features/) may also reach a feature's pages: a
// page imported statically (`*-page.tsx`, the login page that is the first download) or anything
// loaded with import() (a lazy route's own chunk; an index would merge every page of the feature
// into one chunk, and pull the console into the login page's download).
// The shared page kit (shared/ui/) is used from outside shared/ only through shared/ui/index.ts, so
// its files can be split or merged without touching the screens (issue 29 item 3); tests may reach
// inside it. The first page's code (app/, the route tables, features/auth/) imports the kit's files
// itself: through the index the bundler would put antd into the login page's download (decision 0065).
// The ConfirmDialog is shown only by the kit's one ConfirmHost: the index does not export it, and no
// code outside shared/ui/ but tests imports its file; a screen asks with useConfirm (decision 0065).
import path from 'node:path';

/** The part of `file` under the web's src folder as path segments, or undefined outside it. */
function sourceSegments(file, sourceRoot) {
  const relative = path.relative(sourceRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep);
}

const isFeatureIndex = (segments) => segments.length === 3 && /^index\.tsx?$/.test(segments[2]);
const isPage = (segments) => /-page\.tsx$/.test(segments[segments.length - 1]);
const isFirstPageCode = (segments) =>
  segments.length === 1 || segments[0] === 'app' || (segments[0] === 'features' && segments[1] === 'auth');
const isInUiKit = (segments) => segments.length === 3 && segments[0] === 'shared' && segments[1] === 'ui';
const isUiKitFile = (segments) => isInUiKit(segments) && segments[2] !== 'index.ts';
const isConfirmDialog = (segments) => isInUiKit(segments) && segments[2] === 'confirm-dialog.tsx';
// Test code may share another feature's test world (its test-support/ folder); the console may not.
const isTestCode = (segments) =>
  segments.includes('test-support') || /\.test\.tsx?$/.test(segments[segments.length - 1]);

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A feature, and the shared page kit, are used only through their index.ts; shared/ never imports a feature',
    },
    schema: [{ type: 'object', properties: { sourceRoot: { type: 'string' } }, additionalProperties: false }],
    messages: {
      deepImport:
        "'{{source}}' reaches inside feature '{{feature}}': import it from '{{feature}}/index.ts' (export it there if it is missing).",
      uiKitFile:
        "'{{source}}' reaches inside the page kit: import it from 'shared/ui/index.ts' (export it there if it is missing).",
      confirmDialog:
        "'{{source}}' renders the ConfirmDialog itself: ask in the one ConfirmHost with useConfirm(), ConfirmButton or DangerZone of 'shared/ui/index.ts'.",
      sharedImportsFeature:
        "shared/ must not import from features/ ('{{source}}'): move the code to shared/ or pass it in.",
    },
  },
  create(context) {
    const sourceRoot = path.resolve(context.cwd, context.options[0]?.sourceRoot ?? 'apps/web/src');
    const importer = sourceSegments(context.filename, sourceRoot);
    if (!importer) return {};
    const importerFeature = importer[0] === 'features' ? importer[1] : undefined;

    function check(sourceNode, dynamic) {
      if (!sourceNode || sourceNode.type !== 'Literal' || typeof sourceNode.value !== 'string') return;
      const source = sourceNode.value;
      if (!source.startsWith('.')) return;
      const target = sourceSegments(path.resolve(path.dirname(context.filename), source), sourceRoot);
      if (!target) return;
      if (isConfirmDialog(target) && !isInUiKit(importer) && !isTestCode(importer)) {
        context.report({ node: sourceNode, messageId: 'confirmDialog', data: { source } });
        return;
      }
      const mayReachInsideKit =
        ['shared', 'test'].includes(importer[0]) || isTestCode(importer) || isFirstPageCode(importer);
      if (isUiKitFile(target) && !mayReachInsideKit) {
        context.report({ node: sourceNode, messageId: 'uiKitFile', data: { source } });
        return;
      }
      if (target[0] !== 'features' || target.length < 2) return;
      const feature = target[1];
      if (importer[0] === 'shared') {
        context.report({ node: sourceNode, messageId: 'sharedImportsFeature', data: { source } });
        return;
      }
      if (feature === importerFeature || isFeatureIndex(target)) return;
      if (isTestCode(importer) && target.includes('test-support')) return;
      if (!importerFeature && (dynamic || isPage(target))) return;
      context.report({ node: sourceNode, messageId: 'deepImport', data: { source, feature } });
    }

    return {
      ImportDeclaration: (node) => check(node.source, false),
      ExportNamedDeclaration: (node) => check(node.source, false),
      ExportAllDeclaration: (node) => check(node.source, false),
      ImportExpression: (node) => check(node.source, true),
    };
  },
};
