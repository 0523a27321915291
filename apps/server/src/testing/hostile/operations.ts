import type { FastifyInstance } from 'fastify';

/** The slice of JSON Schema the server's OpenAPI description uses. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, `{name}` for path parameters. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, where the operation takes one. */
  body?: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
}

/** Every operation the server describes about itself: a new route is walked without touching the test. */
export async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`the OpenAPI description answered ${response.statusCode}`);
  const document = response.json<OpenApiDocument>();
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const body = operation.requestBody?.content?.['application/json']?.schema;
      return { method: method.toUpperCase(), path, parameters: operation.parameters ?? [], ...(body ? { body } : {}) };
    }),
  );
}

/** The operation's address with the given (already escaped) path values and raw query string. */
export function urlOf(operation: Operation, pathValues: Record<string, string>, query = ''): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => pathValues[name] ?? 'x');
  return query ? `${path}?${query}` : path;
}
