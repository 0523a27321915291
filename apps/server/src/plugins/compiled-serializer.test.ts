import { apiErrorSchema, bookSchema } from '@eb/api-contract';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializerCompiler, serializableJsonSchema } from './compiled-serializer';

const compile = (schema: z.ZodType) => compiledSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });
const viaZod = (schema: z.ZodType) => zodSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

const book = {
  pk: 7,
  previewImageUrl: null,
  description: 'Für Opa "Heinz" </script>',
  editableUntil: '2027-03-03T20:13:51.044Z',
  isEditable: true,
  state: 2,
  lastEdit: '2026-11-23T20:13:51.044Z',
  lastOrdered: null,
  orderableUntil: null,
  isTemplate: false,
  shareableUntil: '2027-03-03T20:13:51.044Z',
};

describe('the compiled response serializer', () => {
  it('writes a book list exactly as the zod serializer does, and no field the schema does not name', () => {
    const schema = z.array(bookSchema);
    // What a careless handler might pass on: the owner, the document, a company.
    const leaky = [{ ...book, ownerUserId: '6d8c0ae8-b44f-43c4-b79c-577864563e28', document: { pages: [] }, companyId: 'lindner' }, { ...book, pk: 8, state: 1 }];
    const written = compile(schema)(leaky);
    expect(written).toBe(viaZod(schema)(leaky));
    expect(JSON.parse(written)).toEqual([book, { ...book, pk: 8, state: 1 }]);
    expect(written).not.toContain('ownerUserId');
    expect(written).not.toContain('pages');
    expect(written).not.toContain('lindner');
  });

  it('writes error answers as the zod serializer does', () => {
    const answer = { statusCode: 401, error: 'Unauthorized', code: 'INVALID_TOKEN', message: 'Bitte melden Sie sich an.', stack: 'at secret.ts:1' };
    expect(compile(apiErrorSchema)(answer)).toBe(viaZod(apiErrorSchema)(answer));
    expect(compile(apiErrorSchema)(answer)).not.toContain('secret');
  });

  it('refuses an answer that lacks a required field (a 500, never a half answer)', () => {
    const { description: _missing, ...incomplete } = book;
    expect(() => compile(z.array(bookSchema))([incomplete])).toThrow();
  });

  it('leaves schemas JSON Schema cannot say exactly to zod', () => {
    expect(serializableJsonSchema(z.object({ at: z.date() }))).toBeUndefined();
    expect(serializableJsonSchema(z.object({ n: z.string().transform((text) => text.length) }))).toBeUndefined();
    expect(serializableJsonSchema(z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]))).toBeUndefined();
    // Falling back, the zod serializer still strips the unnamed field.
    const dated = z.object({ at: z.date() });
    expect(compile(dated)({ at: new Date(Date.UTC(2026, 10, 23)), secret: 'x' })).toBe('{"at":"2026-11-23T00:00:00.000Z"}');
  });
});
