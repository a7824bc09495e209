/**
 * Plain-code versions of the commonest zod leaf schemas (strings with length limits, trims and
 * patterns; finite numbers with bounds and integer formats; booleans; enums and literals), for
 * response-check.ts. A leaf's definition (`_zod.def` of the schema and of each check) is read once
 * into a few rules, and one small function tests a value against all of them. It answers "zod
 * would accept this value unchanged" only when that is certain from those rules; in every doubtful
 * case it answers "don't know" (false), and the caller asks zod itself. So a "true" here is always
 * zod's answer too, and a schema with anything not known here is left to zod entirely.
 */
import type { z } from 'zod';

/** A test that is true only when zod would accept the value unchanged. */
export type LeafTest = (value: unknown) => boolean;

type Check = z.core.$ZodCheck<never>;

/**
 * String formats whose check is nothing but their pattern, by the zod class that must implement
 * them: a custom format or a subclass could reuse the name with a check of its own.
 */
const PATTERN_FORMATS: Readonly<Record<string, string>> = {
  regex: '$ZodCheckRegex',
  email: '$ZodEmail',
  datetime: '$ZodISODateTime',
  date: '$ZodISODate',
  time: '$ZodISOTime',
  uuid: '$ZodUUID',
  guid: '$ZodGUID',
};

/** What a leaf's checks ask of a value, all at once (their order does not matter: none may change it). */
interface Rules {
  /** Largest length in UTF-16 units: zod counts code points, which are never more. */
  maxUnits: number;
  /** Smallest length in units that surely holds enough code points (two units at most each). */
  minUnits: number;
  patterns: RegExp[];
  /** zod's overwrites (trim, toLowerCase…): the value passes unchanged only if each leaves it equal. */
  overwrites: ((value: unknown) => unknown)[];
  /** A URL as zod's url check accepts it unchanged (see addUrlRule); `httpOnly`: http(s) only. */
  url: { httpOnly: boolean } | undefined;
  min: number;
  minInclusive: boolean;
  max: number;
  maxInclusive: boolean;
  safeInteger: boolean;
}

/** zod's own http(s) protocol pattern, which also makes its url check require `scheme://`. */
const HTTP_PROTOCOL_SOURCE = '^https?$';
const HTTP_PREFIX = /^https?:\/\//i;
const TAB_OR_NEWLINE = /[\t\n\r]/;

/**
 * zod's url check (z.url()), without normalising or a hostname rule: it parses the trimmed value
 * with the WHATWG URL parser (after requiring `http://` or `https://` when the protocol rule is
 * zod's http one, which a parsed URL then always satisfies), and its output is the trimmed value
 * with tabs and line breaks removed. So a value it keeps unchanged is one with no surrounding
 * space, tab or line break that the parser accepts: `URL.canParse`, without building the URL.
 */
function addUrlRule(rules: Rules, check: Check): boolean {
  const def = check._zod.def as z.core.$ZodCheckDef & Record<string, unknown>;
  const { traits } = (check as unknown as z.core.$ZodType)._zod;
  const { protocol } = def;
  const httpOnly = protocol instanceof RegExp && protocol.source === HTTP_PROTOCOL_SOURCE;
  if (!traits.has('$ZodURL') || def.normalize || def.hostname || (protocol !== undefined && !httpOnly))
    return false;
  if (rules.url) return false;
  rules.url = { httpOnly };
  return true;
}

const isPlainUrl = (value: string, httpOnly: boolean): boolean =>
  value.trim() === value &&
  !TAB_OR_NEWLINE.test(value) &&
  (!httpOnly || HTTP_PREFIX.test(value)) &&
  URL.canParse(value);

/** Adds one check's rule; false for a check not known here (a refinement, a URL, a multiple-of…). */
function addRule(rules: Rules, check: Check): boolean {
  const def = check._zod.def as z.core.$ZodCheckDef & Record<string, unknown>;
  switch (def.check) {
    case 'max_length':
      rules.maxUnits = Math.min(rules.maxUnits, def.maximum as number);
      return true;
    case 'min_length':
      rules.minUnits = Math.max(rules.minUnits, 2 * (def.minimum as number));
      return true;
    case 'string_format': {
      if (def.format === 'url') return addUrlRule(rules, check);
      const implementation = PATTERN_FORMATS[def.format as string];
      const { traits } = (check as unknown as z.core.$ZodType)._zod;
      if (!implementation || !traits.has(implementation) || !(def.pattern instanceof RegExp)) return false;
      rules.patterns.push(def.pattern);
      return true;
    }
    case 'overwrite':
      rules.overwrites.push(def.tx as (value: unknown) => unknown);
      return true;
    case 'greater_than':
    case 'less_than': {
      const bound = def.value;
      const inclusive = def.inclusive === true;
      // A bigint or date bound, or a second bound on one side, is not a case known here.
      if (typeof bound !== 'number') return false;
      if (def.check === 'greater_than') {
        if (rules.min !== -Infinity) return false;
        Object.assign(rules, { min: bound, minInclusive: inclusive });
      } else {
        if (rules.max !== Infinity) return false;
        Object.assign(rules, { max: bound, maxInclusive: inclusive });
      }
      return true;
    }
    case 'number_format':
      // A safe integer passes every part of zod's safeint check (an integer, then in range).
      if (def.format !== 'safeint') return false;
      rules.safeInteger = true;
      return true;
    default:
      return false;
  }
}

function stringTest({ maxUnits, minUnits, patterns, overwrites, url }: Rules): LeafTest {
  return (value) => {
    if (typeof value !== 'string' || value.length > maxUnits || value.length < minUnits) return false;
    if (url && !isPlainUrl(value, url.httpOnly)) return false;
    for (const pattern of patterns) {
      pattern.lastIndex = 0;
      if (!pattern.test(value)) return false;
    }
    for (const overwrite of overwrites) if (overwrite(value) !== value) return false;
    return true;
  };
}

function numberTest({ min, minInclusive, max, maxInclusive, safeInteger }: Rules): LeafTest {
  return (value) =>
    typeof value === 'number' &&
    Number.isFinite(value) &&
    (minInclusive ? value >= min : value > min) &&
    (maxInclusive ? value <= max : value < max) &&
    (!safeInteger || Number.isSafeInteger(value));
}

/**
 * The plain-code test of a leaf schema with its checks (the schema itself first when it is a check
 * too, as zod runs them), or undefined when any part of it is not known here.
 */
export function leafTest(schema: z.core.$ZodType, checks: readonly Check[]): LeafTest | undefined {
  const { def, traits, values } = schema._zod;
  // A coercing schema changes the value before it checks it.
  if ('coerce' in def && def.coerce) return undefined;
  if ((traits.has('$ZodEnum') || traits.has('$ZodLiteral')) && values && checks.length === 0)
    return (value) => values.has(value as never);
  if (def.type === 'boolean' && traits.has('$ZodBoolean') && checks.length === 0)
    return (value) => typeof value === 'boolean';
  const isString = def.type === 'string' && traits.has('$ZodString');
  const isNumber = def.type === 'number' && traits.has('$ZodNumber');
  if (!isString && !isNumber) return undefined;
  const rules: Rules = {
    maxUnits: Infinity,
    minUnits: 0,
    patterns: [],
    overwrites: [],
    url: undefined,
    min: -Infinity,
    minInclusive: true,
    max: Infinity,
    maxInclusive: true,
    safeInteger: false,
  };
  for (const check of checks) if (!addRule(rules, check)) return undefined;
  // A rule of the other kind (a pattern on a number, a bound on a string) is not a case known here.
  const numberRules = rules.min !== -Infinity || rules.max !== Infinity || rules.safeInteger;
  const stringRules =
    rules.maxUnits !== Infinity ||
    rules.minUnits !== 0 ||
    rules.patterns.length > 0 ||
    rules.overwrites.length > 0 ||
    rules.url !== undefined;
  if (isString) return numberRules ? undefined : stringTest(rules);
  return stringRules ? undefined : numberTest(rules);
}
