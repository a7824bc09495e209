/**
 * Project creation at the end of onboarding (spec part 2 §3, §7).
 */
import { z } from '../zod';
import { defineRoute } from '../route-def';
import { AMOUNTS, LIMITS } from '../catalogue';
import { trackingFieldSchema } from '../entities';
import {
  TEXT_MAX,
  centsSchema,
  companyNameSchema,
  emailSchema,
  fullNameSchema,
  idSchema,
  optionalText,
  packageIdSchema,
  requiredText,
  stringListSchema,
} from '../fields';

/** The onboarding's description rule, with the spec's toast texts (part 2 §5). */
export const businessDescriptionSchema = z
  .string()
  .trim()
  .min(
    LIMITS.descriptionMin,
    `Please provide at least ${LIMITS.descriptionMin} characters describing your project.`,
  )
  .max(
    LIMITS.descriptionMax,
    `Please keep your project description under ${LIMITS.descriptionMax.toLocaleString('en-US')} characters.`,
  );

export const createProjectBodySchema = z
  .object({
    clientName: fullNameSchema,
    clientEmail: emailSchema,
    companyName: companyNameSchema,
    /** The domain the customer wants or owns; step 4 may be skipped. */
    domainName: optionalText(TEXT_MAX.domain),
    industry: optionalText(TEXT_MAX.shortText),
    businessDescription: businessDescriptionSchema,
    websiteType: requiredText(TEXT_MAX.shortText),
    primaryGoal: optionalText(TEXT_MAX.shortText),
    targetAudience: optionalText(TEXT_MAX.shortText),
    /** Page names ("Home", "About", …). */
    pagesNeeded: stringListSchema,
    /** Feature names ("Contact form", "Blog", …). */
    featuresNeeded: stringListSchema,
    designStyle: optionalText(TEXT_MAX.shortText),
    contentStatus: optionalText(TEXT_MAX.shortText),
    timeline: optionalText(TEXT_MAX.shortText),
    /** Free text: the sites the customer likes, as typed. */
    inspirationWebsites: optionalText(TEXT_MAX.longText),
    packageType: packageIdSchema,
    /** Cents: the package price × 100. */
    totalAmount: centsSchema.positive(),
    status: z.literal('pending'),
    includeLogo: z.boolean(),
    /** Cents: the logo add-on price when includeLogo, else 0. */
    logoAmount: centsSchema,
    tracking: trackingFieldSchema,
  })
  .refine((body) => body.logoAmount === (body.includeLogo ? AMOUNTS.logoCents : 0), {
    path: ['logoAmount'],
    message: `logoAmount must be ${AMOUNTS.logoCents} with a logo and 0 without`,
  });
export type CreateProjectBody = z.input<typeof createProjectBodySchema>;

export const createProjectResponseSchema = z.object({ id: idSchema });
export type CreateProjectResponse = z.infer<typeof createProjectResponseSchema>;

export const projectsRoutes = {
  createProject: defineRoute({
    method: 'POST',
    path: '/api/projects',
    access: 'customer',
    body: createProjectBodySchema,
    response: createProjectResponseSchema,
  }),
};
