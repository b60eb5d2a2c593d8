// Which documented operations lack a declared schema: an answer schema for their success status,
// a params schema for a path with parameters, a body schema for a PUT/POST/PATCH that reads one.
// The coverage test walks the generated document, which holds every registered console route.

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

export type OpenApiPaths = Record<string, Record<string, Operation>>;

export function operationsWithoutSchemas(paths: OpenApiPaths): string[] {
  const missing: string[] = [];
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const answered = Object.entries(operation.responses ?? {}).some(
        ([status, response]) => /^2/.test(status) && (response.content !== undefined || status === '204'),
      );
      const pathParameters = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const declared = new Set(
        (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      );
      const paramsDeclared = pathParameters.every((name) => declared.has(name!));
      const problems = [!answered && 'answer', !paramsDeclared && 'params'].filter(Boolean);
      if (problems.length > 0) missing.push(`${method.toUpperCase()} ${path} (${problems.join(', ')})`);
    }
  }
  return missing.sort();
}
