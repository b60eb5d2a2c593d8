// File-name fence: kebab-case names (`topic-page.tsx`, `namespaces.queries.ts`,
// `tenants.module.css`), so a name is spelled one way and imports never differ only by case.
// ESLint reads no CSS, so a stylesheet's name is checked where a module imports it.
import path from 'node:path';

// Dot-separated kebab-case parts: "namespace-page", "namespaces.queries", "tenants.module".
const KEBAB_PARTS = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const EXTENSIONS = /\.(?:tsx?|css)$/;

const isKebab = (name) => KEBAB_PARTS.test(name.replace(EXTENSIONS, ''));

/** @type {import('eslint').Rule.RuleModule} */
export const fileNames = {
  meta: {
    type: 'problem',
    docs: { description: 'File names are kebab-case' },
    schema: [],
    messages: {
      notKebab: "File name '{{name}}' is not kebab-case (e.g. 'topic-page.tsx', 'tenants.module.css').",
    },
  },
  create(context) {
    const name = path.basename(context.filename);
    return {
      Program(node) {
        if (isKebab(name)) return;
        context.report({ node, loc: { line: 1, column: 0 }, messageId: 'notKebab', data: { name } });
      },
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.') || !source.endsWith('.css')) return;
        const stylesheet = path.posix.basename(source);
        if (!isKebab(stylesheet))
          context.report({ node: node.source, messageId: 'notKebab', data: { name: stylesheet } });
      },
    };
  },
};
