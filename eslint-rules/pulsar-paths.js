// Pulsar-path fence (decision 0053): the server and the web call Pulsar only through entries of the
// @beacon/pulsar-admin catalogue, whose templates are Pulsar's OpenAPI's own and whose encoder
// (`pulsarPath`) fills the parameters in. A string or template literal that starts with one of
// Pulsar's API prefixes is a path built by hand, and is refused, unless the allow-list
// (pulsar-path-allow-list.js) names that file and that very path, with the reason it is not a call.
import path from 'node:path';

/** Pulsar's admin, functions, lookup and BookKeeper API prefixes. */
export const PULSAR_PREFIXES = ['/admin/v2', '/admin/v3', '/lookup/v2', '/api/v1/bookie'];

/**
 * The literal's shape: a string's value, or a template's text with each `${…}` written `{}`
 * (`/admin/v2/namespaces/{}/{}/stats`), so an allow-list entry names one path, not a prefix.
 */
function shapeOf(node) {
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : undefined;
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join('{}');
  return undefined;
}

const isPulsarPath = (shape) =>
  PULSAR_PREFIXES.some(
    (prefix) => shape === prefix || shape.startsWith(`${prefix}/`) || shape.startsWith(`${prefix}?`),
  );

/** @type {import('eslint').Rule.RuleModule} */
export const noHandBuiltPulsarPath = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Pulsar is called through @beacon/pulsar-admin catalogue entries, never a hand-built path',
    },
    schema: [
      {
        type: 'object',
        properties: {
          allow: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                file: { type: 'string' },
                paths: { type: 'array', items: { type: 'string' }, minItems: 1 },
                reason: { type: 'string', minLength: 1 },
              },
              required: ['file', 'paths', 'reason'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      handBuilt:
        "'{{text}}' builds a Pulsar path by hand: call Pulsar through an entry of the @beacon/pulsar-admin catalogue (add one if it is missing) and its pulsarPath encoder.",
    },
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const allowed = new Set(
      (context.options[0]?.allow ?? [])
        .filter((entry) => entry.file === file)
        .flatMap((entry) => entry.paths),
    );

    function check(node) {
      const text = shapeOf(node);
      if (text === undefined || !isPulsarPath(text) || allowed.has(text)) return;
      context.report({
        node,
        messageId: 'handBuilt',
        data: { text: text.length > 60 ? `${text.slice(0, 57)}…` : text },
      });
    }

    return {
      Literal(node) {
        // An import's source is a module name, not a call.
        if (node.parent?.type === 'ImportDeclaration' || node.parent?.type === 'ImportExpression') return;
        check(node);
      },
      TemplateLiteral(node) {
        // A tagged template is whatever its tag makes of it; Beacon has none that call Pulsar.
        if (node.parent?.type === 'TaggedTemplateExpression') return;
        check(node);
      },
    };
  },
};
