// What the two path fences share (pulsar-paths.js, console-paths.js): how a literal reads as a
// path, and which literals are looked at.

/**
 * The literal's shape: a string's value, or a template's text with each `${…}` written `{}`
 * (`/admin/v2/namespaces/{}/{}/stats`), so an allow-list entry names one path, not a prefix.
 */
export function shapeOf(node) {
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : undefined;
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join('{}');
  return undefined;
}

/** A report's excerpt of a long path. */
export const excerpt = (text) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

/** Visitors calling `check` on every string and template literal that could be a path. */
export function pathLiteralVisitors(check) {
  return {
    Literal(node) {
      // An import's source is a module name, not a path.
      if (node.parent?.type === 'ImportDeclaration' || node.parent?.type === 'ImportExpression') return;
      check(node);
    },
    TemplateLiteral(node) {
      // A tagged template is whatever its tag makes of it; Beacon has none that builds a path.
      if (node.parent?.type === 'TaggedTemplateExpression') return;
      check(node);
    },
  };
}
