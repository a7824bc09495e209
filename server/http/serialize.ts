/**
 * Answers serialised from compiled schemas, as Fastify does: the contract's zod response schema
 * becomes a JSON Schema (`z.toJSONSchema`, the output side), which fast-json-stringify compiles
 * once per route into a function that writes only the declared fields (an undeclared one, such as
 * a record's passwordHash, never leaves the server) and is faster than JSON.stringify. A value it
 * cannot write as declared (text where an integer belongs) throws.
 */
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

export type Serialize = (value: unknown) => string;

export function compileSerializer(schema: z.ZodType): Serialize {
  const jsonSchema = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    // A part JSON Schema cannot state (a custom check) is written as it comes; the zod check of the
    // tests still judges it.
    unrepresentable: 'any',
  });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as Serialize;
}
