import { z } from 'zod';

/** A zod schema as the API reference's JSON Schema (plugins/openapi.ts, openapi-identity.ts). */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output') {
  const result = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  // The document is JSON Schema 2020-12 throughout: no per-schema dialect.
  delete result.$schema;
  return result;
}
