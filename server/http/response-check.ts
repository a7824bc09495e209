/**
 * A fast path for checking a route's answer against the contract's response schema, derived from
 * the zod schema itself (nothing restated by hand). It answers one question: would the schema
 * accept this value and give back the very same value? When it would, the answer can be sent as
 * it is: it is exactly what a full parse would have produced. When it would not (an invalid value,
 * or one the schema changes: an unknown field stripped, a string trimmed, a default filled in), the
 * caller runs the full parse, which gives the output or the issues. The check can therefore only
 * skip work, never change a verdict.
 *
 * Why: a full parse rebuilds every object and array of the answer and allocates a payload per field,
 * which on a list endpoint costs more than the rest of the request. Here containers (objects,
 * arrays, optional, nullable, pipes) are walked in place; the common leaves (strings with limits,
 * trims and patterns, integers, enums) are tested in plain code where their definition makes the
 * answer certain (response-check-leaves.ts); every other schema, and any leaf value those tests
 * are unsure of, runs through zod's own `run` on that one value, and passes only if its output is
 * the value itself (`Object.is`).
 */
import type { z } from 'zod';
import { leafTest } from './response-check-leaves';

/** True when the schema accepts `value` and its output is `value` itself. */
export type IdentityCheck = (value: unknown) => boolean;

type Schema = z.core.$ZodType;
type Payload = z.core.ParsePayload;

/** How zod's `safeParse` calls a schema: synchronously, forward. */
const CONTEXT: z.core.ParseContextInternal = { async: false };

const isPromise = (value: unknown): value is Promise<unknown> => value instanceof Promise;

/** The checks zod runs after a schema's parse: the schema itself when it is one, then its own. */
function checksOf(schema: Schema): z.core.$ZodCheck<never>[] {
  const own = schema._zod.def.checks ?? [];
  return schema._zod.traits.has('$ZodCheck') ? [schema as unknown as z.core.$ZodCheck<never>, ...own] : own;
}

/**
 * Any schema, through zod's own `run`. The payload is reused: `run` does not call back into
 * this module, so one payload per schema is never in use twice at once.
 */
function delegate(schema: Schema): IdentityCheck {
  const { _zod: internals } = schema;
  const payload: Payload = { value: undefined, issues: [] };
  return (value) => {
    payload.value = value;
    if (payload.issues.length > 0) payload.issues = [];
    payload.aborted = undefined;
    const result = internals.run(payload, CONTEXT);
    const same = !isPromise(result) && result.issues.length === 0 && Object.is(result.value, value);
    payload.value = undefined;
    return same;
  };
}

/**
 * The checks of a container (an object's or an array's refinements), run by zod's own check
 * functions on the value: a full parse runs them on its rebuilt copy, which the walk has just
 * shown to be equal to the value.
 */
function withChecks(schema: Schema, structure: IdentityCheck): IdentityCheck {
  const checks = checksOf(schema);
  if (checks.length === 0) return structure;
  return (value) => {
    if (!structure(value)) return false;
    const payload: Payload = { value, issues: [] };
    for (const check of checks) {
      const { when } = check._zod.def;
      if (when && !when(payload)) continue;
      if (isPromise(check._zod.check(payload as z.core.ParsePayload<never>))) return false;
      if (payload.issues.length > 0 || !Object.is(payload.value, value)) return false;
    }
    return true;
  };
}

/** JSON writes a value through its prototype's `toJSON` (a Date, say): only plain ones compare. */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

function objectCheck(schema: z.core.$ZodObject): IdentityCheck {
  const { shape } = schema._zod.def;
  const keys = Object.keys(shape);
  // Keys a plain walk cannot mirror (symbols; zod drops a declared `__proto__`): the full parse decides.
  if (Object.getOwnPropertySymbols(shape).length > 0 || keys.includes('__proto__')) return () => false;
  const fields = new Map(
    keys.map((key) => {
      const field = shape[key] as Schema;
      // zod leaves such a key out of its output when it is absent, whatever it would make of undefined.
      const mayBeAbsent = field._zod.optin === 'optional' && field._zod.optout === 'optional';
      return [key, { check: compileIdentityCheck(field), mayBeAbsent }] as const;
    }),
  );
  const absentOk = (value: Record<string, unknown>): boolean => {
    for (const [key, { mayBeAbsent }] of fields) {
      if (!(key in value)) {
        if (!mayBeAbsent) return false;
      } else if (!Object.prototype.propertyIsEnumerable.call(value, key)) {
        // Inherited or hidden: the parse reads it, JSON does not write it.
        return false;
      }
    }
    return true;
  };
  return (value) => {
    if (!isPlainObject(value)) return false;
    let present = 0;
    for (const key in value) {
      const field = fields.get(key);
      // A field the schema does not declare: the parse strips it (or refuses it).
      if (field === undefined || !Object.hasOwn(value, key) || !field.check(value[key])) return false;
      present++;
    }
    return present === fields.size || absentOk(value);
  };
}

function arrayCheck(schema: z.core.$ZodArray): IdentityCheck {
  const element = compileIdentityCheck(schema._zod.def.element as Schema);
  return (value) => {
    if (!Array.isArray(value) || Object.getPrototypeOf(value) !== Array.prototype) return false;
    for (let index = 0; index < value.length; index++) if (!element(value[index])) return false;
    return true;
  };
}

function optionalCheck(schema: z.core.$ZodOptional): IdentityCheck {
  const inner = schema._zod.def.innerType as Schema;
  // Exact optional has no undefined of its own; a defaulted inner type substitutes for undefined.
  if (schema._zod.traits.has('$ZodExactOptional')) return compileIdentityCheck(inner);
  if (inner._zod.optin === 'defaulted') return delegate(schema);
  const check = compileIdentityCheck(inner);
  return (value) => value === undefined || check(value);
}

function nullableCheck(schema: z.core.$ZodNullable): IdentityCheck {
  const check = compileIdentityCheck(schema._zod.def.innerType as Schema);
  return (value) => value === null || check(value);
}

/** A pipe passes its value through both ends: unchanged by both, it comes out unchanged. */
function pipeCheck(schema: z.core.$ZodPipe): IdentityCheck {
  const input = compileIdentityCheck(schema._zod.def.in as Schema);
  const output = compileIdentityCheck(schema._zod.def.out as Schema);
  return (value) => input(value) && output(value);
}

/** A leaf in plain code where that is certain, else (or when unsure of a value) by zod. */
function leafCheck(schema: Schema): IdentityCheck {
  const byZod = delegate(schema);
  const plain = leafTest(schema, checksOf(schema));
  return plain ? (value) => plain(value) || byZod(value) : byZod;
}

/** The schemas opened here, by the trait zod gives them; everything else is a leaf. */
function build(schema: Schema): IdentityCheck {
  const { traits } = schema._zod;
  if (traits.has('$ZodObject')) return withChecks(schema, objectCheck(schema as z.core.$ZodObject));
  if (traits.has('$ZodArray')) return withChecks(schema, arrayCheck(schema as z.core.$ZodArray));
  if (traits.has('$ZodOptional')) return withChecks(schema, optionalCheck(schema as z.core.$ZodOptional));
  if (traits.has('$ZodNullable')) return withChecks(schema, nullableCheck(schema as z.core.$ZodNullable));
  // A codec is a pipe with a transform between its ends.
  if (traits.has('$ZodPipe') && !traits.has('$ZodCodec'))
    return withChecks(schema, pipeCheck(schema as z.core.$ZodPipe));
  return leafCheck(schema);
}

const compiled = new WeakMap<Schema, IdentityCheck>();

/** The identity check of a schema, built once per schema (a recursive schema meets its own entry). */
export function compileIdentityCheck(schema: Schema): IdentityCheck {
  const known = compiled.get(schema);
  if (known) return known;
  // While the schema's own check is built, its fields that refer back to it reach it through this.
  const slot: { check?: IdentityCheck } = {};
  compiled.set(schema, (value) => (slot.check as IdentityCheck)(value));
  slot.check = build(schema);
  compiled.set(schema, slot.check);
  return slot.check;
}

/**
 * The check for a whole answer. Anything that throws while checking (an async refinement, say)
 * counts as "no": the full parse then behaves as it always does.
 */
export function compileResponseCheck(schema: Schema): IdentityCheck {
  const check = compileIdentityCheck(schema);
  return (value) => {
    try {
      return check(value);
    } catch {
      return false;
    }
  };
}
