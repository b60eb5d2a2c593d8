// The console API's OpenAPI document (GET {prefix}/openapi.json, super users; issue 19 item 4).
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../shared/api/index.ts';

export interface SchemaObject {
  [key: string]: unknown;
}

export interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: SchemaObject;
}

export interface OperationObject {
  summary?: string;
  description?: string;
  parameters?: ParameterObject[];
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: SchemaObject }> }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; description?: string; version: string };
  paths: Record<string, Record<string, OperationObject>>;
}

export function useOpenApiDocument() {
  return useQuery({
    queryKey: ['beacon', 'openapi'] as const,
    queryFn: ({ signal }) => requestData<OpenApiDocument>('/openapi.json', { signal, reportErrors: false }),
    staleTime: Infinity,
  });
}

export interface ListedOperation {
  method: string;
  path: string;
  operation: OperationObject;
}

/** Every operation, by path then in the usual method order. */
export function listOperations(document: OpenApiDocument): ListedOperation[] {
  const order = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options'];
  return Object.entries(document.paths)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => order.includes(method))
        .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
        .map(([method, operation]) => ({ method, path, operation })),
    );
}
