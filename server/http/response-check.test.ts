/**
 * The fast response check may only ever skip work: whenever it accepts a value, zod must accept it
 * too and give back the same value. Each case below is checked against zod itself; the cases where
 * zod would change the value (strip, trim, lowercase, default) or refuse it must be declined.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { customerProjectsResponseSchema } from '../../contract/api/customer';
import { routes } from '../../contract/routes';
import { emailSchema, httpUrlSchema, idSchema, isoDateTimeSchema } from '../../contract/fields';
import { compileResponseCheck } from './response-check';

/** The check's verdict, after asserting that an acceptance is zod's, output unchanged. */
function verdict(schema: z.ZodType, value: unknown): boolean {
  const accepted = compileResponseCheck(schema)(value);
  if (accepted) {
    const parsed = schema.safeParse(value);
    expect(parsed.success, `zod refuses ${JSON.stringify(value)}`).toBe(true);
    expect(JSON.stringify(parsed.data)).toBe(JSON.stringify(value));
  }
  return accepted;
}

const project = {
  id: 'f9c5f8773e4d43c4f7fc4251',
  companyName: 'Analytical Engines Ltd',
  clientName: 'Ada Lovelace',
  clientEmail: 'ada@engines.example',
  websiteType: 'Business website',
  packageType: 'professional',
  totalAmount: 199500,
  paidAmount: 0,
  websiteUrl: 'https://www.engines.example',
  businessDescription: 'Calculating machinery.',
  status: 'pending',
  domainName: 'engines.example',
  includeLogo: false,
  createdAt: '2026-11-21T03:08:11.827Z',
};

describe('a list of projects', () => {
  const check = (value: unknown) => verdict(customerProjectsResponseSchema, value);

  it('is accepted as it is when valid, optional fields present, undefined or absent', () => {
    const { websiteUrl: _url, domainName: _domain, ...bare } = project;
    expect(check([project, { ...project, websiteUrl: undefined, domainName: undefined }, bare])).toBe(true);
    expect(check([])).toBe(true);
  });

  it('is declined when zod would change it: an undeclared field, untrimmed or uppercase text', () => {
    expect(check([{ ...project, customerId: 'c1' }])).toBe(false);
    expect(check([{ ...project, clientName: ' Ada Lovelace' }])).toBe(false);
    expect(check([{ ...project, clientEmail: 'Ada@engines.example' }])).toBe(false);
    // zod does accept these: the full parse then sends what it made of them.
    expect(
      customerProjectsResponseSchema.safeParse([{ ...project, clientEmail: 'Ada@engines.example' }]).success,
    ).toBe(true);
  });

  it('is declined when zod refuses it', () => {
    const { clientName: _name, ...missing } = project;
    for (const broken of [
      missing,
      { ...project, id: 'not an id' },
      { ...project, clientEmail: 'ada@' },
      { ...project, totalAmount: 1.5 },
      { ...project, paidAmount: -1 },
      { ...project, paidAmount: Number.NaN },
      { ...project, status: 'lost' },
      { ...project, includeLogo: 'yes' },
      { ...project, createdAt: '2026-02-30T00:00:00Z' },
      { ...project, companyName: '' },
      { ...project, websiteUrl: 'javascript:alert(1)' },
      { ...project, businessDescription: 'x'.repeat(100_000) },
    ]) {
      expect(check([broken]), JSON.stringify(broken).slice(0, 80)).toBe(false);
      expect(customerProjectsResponseSchema.safeParse([broken]).success).toBe(false);
    }
  });

  it('is declined for values JSON would write differently from what zod reads', () => {
    class Project {
      constructor() {
        Object.assign(this, project);
      }
    }
    const inherited = Object.create({ ...project });
    const hidden = { ...project };
    Object.defineProperty(hidden, 'websiteUrl', { value: 'https://hidden.example', enumerable: false });
    class Projects extends Array<unknown> {}
    for (const odd of [
      [new Project()],
      [inherited],
      [hidden],
      Projects.from([project]),
      { 0: project, length: 1 },
    ])
      expect(compileResponseCheck(customerProjectsResponseSchema)(odd)).toBe(false);
  });
});

describe('leaves', () => {
  it('agree with zod on addresses, ids, emails and timestamps', () => {
    const samples: Record<string, [z.ZodType, unknown[]]> = {
      url: [
        httpUrlSchema,
        [
          'https://example.com',
          'http://example.com/a?b=c#d',
          'HTTPS://EXAMPLE.COM',
          ' https://example.com',
          'https://example.com\n',
          'https://exa\tmple.com',
          'http:example.com',
          'https:/example.com',
          'https://',
          'https://exa mple.com',
          'https://[::1]/',
          'https://bücher.example',
          'ftp://example.com',
          'mailto:ada@example.com',
          `https://example.com/${'a'.repeat(3000)}`,
          '',
          42,
        ],
      ],
      id: [idSchema, ['abc', 'a-b_c', '', 'a b', 'x'.repeat(64), 'x'.repeat(65), 'é']],
      email: [
        emailSchema,
        ['ada@example.com', 'Ada@example.com', ' ada@example.com', 'ada@example', 'a..b@example.com'],
      ],
      timestamp: [
        isoDateTimeSchema,
        ['2026-11-21T03:08:11.827Z', '2026-11-21T03:08:11+01:00', '2026-11-21', 'now'],
      ],
    };
    for (const [name, [schema, values]] of Object.entries(samples)) {
      const accepted = values.filter((value) => verdict(schema, value));
      expect(accepted.length, name).toBeGreaterThan(0);
    }
    expect(verdict(httpUrlSchema, 'https://example.com')).toBe(true);
    expect(verdict(httpUrlSchema, 'HTTPS://EXAMPLE.COM')).toBe(true);
    expect(verdict(httpUrlSchema, ' https://example.com')).toBe(false);
    expect(verdict(httpUrlSchema, 'http:example.com')).toBe(false);
  });

  it('count long strings in code points, as zod does', () => {
    const limited = z.string().min(2).max(3);
    // Two emoji are four UTF-16 units but two code points: zod accepts them, and so does the check.
    expect(verdict(limited, '😀😀')).toBe(true);
    expect(verdict(limited, '😀😀😀😀')).toBe(false);
    expect(verdict(limited, 'a')).toBe(false);
  });

  it('leave to zod what they do not know, and decline what zod would change', () => {
    expect(verdict(z.string().default('x'), undefined)).toBe(false);
    expect(verdict(z.string().default('x'), 'y')).toBe(true);
    expect(
      verdict(
        z.string().transform((value) => value || undefined),
        '',
      ),
    ).toBe(false);
    expect(
      verdict(
        z.string().transform((value) => value || undefined),
        'y',
      ),
    ).toBe(true);
    expect(verdict(z.coerce.number(), '1')).toBe(false);
    expect(verdict(z.number().multipleOf(0.01), 1.25)).toBe(true);
    expect(verdict(z.number().multipleOf(0.01), 1.255)).toBe(false);
    expect(
      verdict(
        z.string().refine((value) => value.startsWith('a')),
        'abc',
      ),
    ).toBe(true);
    expect(
      verdict(
        z.string().refine((value) => value.startsWith('a')),
        'bc',
      ),
    ).toBe(false);
    expect(verdict(z.union([z.literal('a'), z.number()]), 3)).toBe(true);
    expect(verdict(z.string().nullable(), null)).toBe(true);
    expect(verdict(z.date(), new Date())).toBe(true);
  });
});

describe('containers', () => {
  it('run the refinements of objects and arrays, on the value itself', () => {
    const range = z.object({ from: z.number(), to: z.number() }).refine((value) => value.from <= value.to);
    expect(verdict(range, { from: 1, to: 2 })).toBe(true);
    expect(verdict(range, { from: 2, to: 1 })).toBe(false);
    expect(verdict(z.array(z.number()).max(2), [1, 2])).toBe(true);
    expect(verdict(z.array(z.number()).max(2), [1, 2, 3])).toBe(false);
  });

  it('decline what a full parse would rebuild (a default inside, a strict object with more)', () => {
    expect(verdict(z.object({ a: z.number().default(1) }), {})).toBe(false);
    expect(verdict(z.strictObject({ a: z.number() }), { a: 1, b: 2 })).toBe(false);
    expect(verdict(z.looseObject({ a: z.number() }), { a: 1, b: 2 })).toBe(false);
    expect(verdict(z.looseObject({ a: z.number() }), { a: 1 })).toBe(true);
  });

  it('handle a recursive schema', () => {
    interface Node {
      name: string;
      children: Node[];
    }
    const node: z.ZodType<Node> = z.object({
      name: z.string(),
      get children() {
        return z.array(node);
      },
    });
    expect(verdict(node, { name: 'a', children: [{ name: 'b', children: [] }] })).toBe(true);
    expect(verdict(node, { name: 'a', children: [{ name: 1, children: [] }] })).toBe(false);
  });

  it('never throw: an async refinement is left to the full parse', () => {
    const slow = z.object({ a: z.string().refine(async () => true) });
    expect(compileResponseCheck(slow)({ a: 'x' })).toBe(false);
  });
});

describe('every response schema of the contract', () => {
  it('compiles', () => {
    for (const route of Object.values(routes))
      expect(typeof compileResponseCheck(route.response)).toBe('function');
  });
});
