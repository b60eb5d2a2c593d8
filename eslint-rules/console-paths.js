// Console-path fence (issue 29 item 2, decision 0064): every console address is built by the route
// table's `href` (apps/web/src/shared/routes/route-table.ts), which holds each route's pattern once
// and encodes its names. A string or template literal that starts with one of the table's first
// segments is an address written by hand, and is refused. Beacon's own API shares some of those
// names (`/users`, `/environments`, `/audit` under the API prefix): a literal handed straight to
// the API client (`request`, `requestData`) is an API path, not a console address, and stands.

import { excerpt, pathLiteralVisitors, shapeOf } from './path-literals.js';

/** The first segment of every route in the table; scripts/eslint-console-paths.test.ts keeps them equal. */
export const CONSOLE_PREFIXES = [
  '/management',
  '/overview',
  '/environments',
  '/prometheus',
  '/grafana',
  '/users',
  '/roles',
  '/masking-rules',
  '/alerts',
  '/policy-code',
  '/tokens',
  '/audit',
  '/api-docs',
];

/** The web's API client calls, whose first argument is a path under Beacon's API prefix. */
const API_CALLS = new Set(['request', 'requestData']);

const isConsolePath = (shape) =>
  CONSOLE_PREFIXES.some(
    (prefix) => shape === prefix || ['/', '?', '#'].some((next) => shape.startsWith(`${prefix}${next}`)),
  );

function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier')
    return callee.property.name;
  return undefined;
}

const isApiCallPath = (node) =>
  node.parent?.type === 'CallExpression' &&
  node.parent.arguments[0] === node &&
  API_CALLS.has(calleeName(node.parent.callee));

/** @type {import('eslint').Rule.RuleModule} */
export const noConsolePathLiteral = {
  meta: {
    type: 'problem',
    docs: { description: "Console addresses come from the route table's href, never a hand-written path" },
    schema: [],
    messages: {
      handWritten:
        "'{{text}}' writes a console address by hand: use the route table's entry (routes.<name>.href(params, query), shared/routes/route-table.ts); add the route there if it is missing.",
    },
  },
  create(context) {
    function check(node) {
      const text = shapeOf(node);
      if (text === undefined || !isConsolePath(text) || isApiCallPath(node)) return;
      context.report({
        node,
        messageId: 'handWritten',
        data: { text: excerpt(text) },
      });
    }
    return pathLiteralVisitors(check);
  },
};
