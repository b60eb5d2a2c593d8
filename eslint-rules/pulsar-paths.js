// Pulsar-path fence (decision 0053): the server and the web call Pulsar only through entries of the
// @beacon/pulsar-admin catalogue, whose templates are Pulsar's OpenAPI's own and whose encoder
// (`pulsarPath`) fills the parameters in. A string or template literal that starts with one of
// Pulsar's API prefixes is a path built by hand, and is refused, unless the allow-list
// (pulsar-path-allow-list.js) names that file and that very path, with the reason it is not a call.
import path from 'node:path';
import { excerpt, pathLiteralVisitors, shapeOf } from './path-literals.js';

/** Pulsar's admin, functions, lookup and BookKeeper API prefixes. */
export const PULSAR_PREFIXES = ['/admin/v2', '/admin/v3', '/lookup/v2', '/api/v1/bookie'];

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
        data: { text: excerpt(text) },
      });
    }

    return pathLiteralVisitors(check);
  },
};
