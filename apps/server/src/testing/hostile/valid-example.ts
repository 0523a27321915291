import type { JsonSchema } from './operations';

// Strings that satisfy the patterns our schemas use (dates, times, mailed tokens, addresses).
const CANDIDATE_STRINGS = ['Erna', '2030-05-17', '12:30', 'erna@example.de', 'a'.repeat(24)];

/**
 * A value the schema accepts, as a well-behaved client would send it: the base that hostile cases
 * spoil one part of, so the spoiled part (not a missing field) is what the server meets.
 */
export function validExample(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return validExample(schema.anyOf.find((option) => option.type !== 'null') ?? schema.anyOf[0]!);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum !== undefined ? schema.minimum + 1 : 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, validExample(property)]));
    case 'string':
      return exampleString(schema);
    default:
      return null;
  }
}

function exampleString(schema: JsonSchema): string {
  if (schema.format === 'email') return 'erna@example.de';
  const pattern = schema.pattern ? new RegExp(schema.pattern) : undefined;
  const fits = (text: string) => (!pattern || pattern.test(text)) && text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
  return CANDIDATE_STRINGS.find(fits) ?? 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/** A path or query value of the parameter's type, escaped for the address. */
export function exampleParameter(schema: JsonSchema): string {
  return encodeURIComponent(String(validExample(schema)));
}
