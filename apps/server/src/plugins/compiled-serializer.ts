import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Response serialisation compiled once per route and status from the contract's zod schema, for
 * routes that answer with long lists (decision 016): fast-json-stringify writes exactly the
 * schema's fields — a field the schema does not name never reaches the client, as with zod — but
 * without zod's walk over every value of every request. A schema JSON Schema cannot say exactly
 * (transforms, dates, tuples, unions of objects…) keeps the zod serializer.
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<unknown> = (routeSchema) => {
  const jsonSchema = routeSchema.schema instanceof z.ZodType ? serializableJsonSchema(routeSchema.schema) : undefined;
  return jsonSchema ? fastJsonStringify(jsonSchema) : zodSerializerCompiler(routeSchema as Parameters<typeof zodSerializerCompiler>[0]);
};

/**
 * The same writing outside a route, for an answer a module keeps as text (the book list's cache):
 * compiled when the schema allows, else zod's parse and JSON.stringify as the zod serializer does.
 */
export function compiledStringify<T>(schema: z.ZodType<T>): (value: T) => string {
  const jsonSchema = serializableJsonSchema(schema);
  if (jsonSchema) return fastJsonStringify(jsonSchema) as (value: T) => string;
  return (value) => JSON.stringify(schema.parse(value));
}

/** The schema's JSON Schema when fast-json-stringify writes the same as the zod serializer would; else undefined. */
export function serializableJsonSchema(schema: z.ZodType): Schema | undefined {
  let json: Record<string, unknown>;
  try {
    json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const { $schema: _dialect, ...rest } = json;
  return simplified(rest) as Schema | undefined;
}

/** Keywords that only describe or constrain values; fast-json-stringify writes by `type` and ignores them. */
const ANNOTATIONS = new Set(['description', 'title', 'examples', 'format', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'pattern', 'minItems', 'maxItems']);
const PRIMITIVES = new Set(['string', 'number', 'integer', 'boolean', 'null']);

/**
 * Checks a JSON Schema node against what we let fast-json-stringify write, and rewrites a union of
 * constants (z.union of literals, written as anyOf) as one type with an enum: fast-json-stringify
 * would otherwise pick the branch per value at run time. Answers undefined for anything else.
 */
function simplified(node: unknown): unknown {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (ANNOTATIONS.has(key)) continue;
    switch (key) {
      case 'type':
        if (!(typeof value === 'string' || (Array.isArray(value) && value.every((type) => typeof type === 'string')))) return undefined;
        out.type = value;
        break;
      case 'enum':
      case 'const':
        out[key] = value;
        break;
      case 'required':
        out.required = value;
        break;
      case 'properties': {
        const properties: Record<string, unknown> = {};
        for (const [name, property] of Object.entries(value as Record<string, unknown>)) {
          const simple = simplified(property);
          if (!simple) return undefined;
          properties[name] = simple;
        }
        out.properties = properties;
        break;
      }
      case 'additionalProperties':
        // false strips unnamed fields (zod's z.object); a schema writes a record's values.
        if (value === false) out.additionalProperties = false;
        else if (!(out.additionalProperties = simplified(value))) return undefined;
        break;
      case 'items':
        if (!(out.items = simplified(value))) return undefined;
        break;
      case 'anyOf': {
        const type = constantsType(value);
        if (!type) return undefined;
        out.type = type.type;
        out.enum = type.values;
        break;
      }
      default:
        // $ref, oneOf, allOf, prefixItems, propertyNames, patternProperties, not, if…: zod stays.
        return undefined;
    }
  }
  // An object without properties would be written as {} whatever it holds; zod keeps a record's entries.
  if (out.type === 'object' && !out.properties && out.additionalProperties === undefined) return undefined;
  if (out.type === 'array' && !out.items) return undefined;
  if (typeof out.type === 'string' && !PRIMITIVES.has(out.type) && out.type !== 'object' && out.type !== 'array') return undefined;
  return out;
}

/** anyOf of constants of one primitive type ({type: number, const: 1}, …) → that type and the values. */
function constantsType(branches: unknown): { type: string; values: unknown[] } | undefined {
  if (!Array.isArray(branches) || branches.length === 0) return undefined;
  const values: unknown[] = [];
  let type: string | undefined;
  for (const branch of branches) {
    if (typeof branch !== 'object' || branch === null) return undefined;
    const { type: branchType, const: constant, enum: options, ...others } = branch as Record<string, unknown>;
    if (Object.keys(others).length > 0 || typeof branchType !== 'string' || !PRIMITIVES.has(branchType)) return undefined;
    if (type !== undefined && type !== branchType) return undefined;
    type = branchType;
    if (constant !== undefined) values.push(constant);
    else if (Array.isArray(options)) values.push(...(options as unknown[]));
    else return undefined;
  }
  return type ? { type, values } : undefined;
}
