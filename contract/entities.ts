/**
 * The entities as they travel on the wire (spec part 1 §3, part 2 §3). Money is integer cents
 * where the spec says cents and whole dollars where it says dollars (decision 4); every field
 * name says which.
 */
import { z } from './zod';
import {
  TEXT_MAX,
  centsSchema,
  companyNameSchema,
  emailSchema,
  fullNameSchema,
  httpUrlSchema,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  optionalText,
  packageIdSchema,
  percentScoreSchema,
  personNameSchema,
  planIdSchema,
  portfolioCategorySchema,
  requiredText,
  siteUrlSchema,
  slugSchema,
  stringListSchema,
  tldSchema,
  domainYearsSchema,
  wholeDollarsSchema,
} from './fields';
import { LIMITS } from './catalogue';
import { healthFindingCodeSchema, healthFindingParamsSchema } from './health-findings';
import { TRANSLATED_FIELDS, postTranslationsSchema, translationsSchema } from './translations';

// Attribution and leads live in their own file; they are entities all the same.
export * from './tracking';

export const customerSchema = z.object({
  id: idSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  company: optionalText(TEXT_MAX.companyName),
  phone: optionalText(TEXT_MAX.phone),
  createdAt: isoDateTimeSchema,
  isAdmin: z.boolean(),
  maintenanceCredit: centsSchema,
  hasUsedMaintenanceCredit: z.boolean(),
});
export type Customer = z.infer<typeof customerSchema>;

/** paid_full is what a customer sees, paid_deposit what an admin sees for a part payment (decision 14). */
export const PROJECT_STATUSES = ['pending', 'in_progress', 'paid_full', 'paid_deposit', 'completed'] as const;
export const projectStatusSchema = z.enum(PROJECT_STATUSES);
export type ProjectStatus = z.infer<typeof projectStatusSchema>;

export const projectSchema = z.object({
  id: idSchema,
  companyName: companyNameSchema,
  clientName: fullNameSchema,
  clientEmail: emailSchema,
  websiteType: z.string().max(TEXT_MAX.shortText),
  packageType: packageIdSchema,
  totalAmount: centsSchema,
  paidAmount: centsSchema,
  websiteUrl: httpUrlSchema.optional(),
  businessDescription: z.string().max(LIMITS.descriptionMax),
  status: projectStatusSchema,
  domainName: z.string().max(TEXT_MAX.domain).optional(),
  includeLogo: z.boolean(),
  createdAt: isoDateTimeSchema,
  /** When the first payment arrived: the delivery promise's clock starts here. */
  paidAt: isoDateTimeSchema.optional(),
  /**
   * paidAt plus the package's delivery hours in the catalogue (48, or 24 for Enterprise and
   * Platinum): computed by the server, absent until the project is paid.
   */
  deliveryDeadline: isoDateTimeSchema.optional(),
  /** When the admin first moved the project to in_progress. */
  startedAt: isoDateTimeSchema.optional(),
  /** When the admin moved the project to completed (absent again if moved back). */
  completedAt: isoDateTimeSchema.optional(),
});
export type Project = z.infer<typeof projectSchema>;

export const subscriptionStatusSchema = z.enum(['active', 'cancelled', 'past_due']);
export const subscriptionSchema = z.object({
  id: idSchema,
  plan: planIdSchema,
  status: subscriptionStatusSchema,
  /** Whole dollars per month, from the catalogue. */
  monthlyPrice: wholeDollarsSchema,
  currentPeriodEnd: isoDateTimeSchema,
  createdAt: isoDateTimeSchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The kinds of support request a customer chooses from (decision 34); the portal translates them. */
export const TICKET_CATEGORIES = ['technical', 'content', 'billing', 'other'] as const;
export const ticketCategorySchema = z.enum(TICKET_CATEGORIES);
export type TicketCategory = z.infer<typeof ticketCategorySchema>;

/** open when the customer sends it, answered once the admin wrote a response, closed when done (decision 34). */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export const ticketStatusSchema = z.enum(TICKET_STATUSES);
export type TicketStatus = z.infer<typeof ticketStatusSchema>;

export const supportTicketSchema = z.object({
  id: idSchema,
  subject: z.string().max(LIMITS.subjectMax),
  description: z.string().max(LIMITS.messageMax),
  category: ticketCategorySchema,
  status: ticketStatusSchema,
  createdAt: isoDateTimeSchema,
  adminResponse: z.string().max(LIMITS.messageMax).optional(),
  /** When the admin last wrote adminResponse or moved the status. */
  respondedAt: isoDateTimeSchema.optional(),
  /** The owner: filled in the admin's list (and the admin's events) only. */
  customerId: idSchema.optional(),
  customerName: z.string().max(TEXT_MAX.fullName).optional(),
  customerEmail: emailSchema.optional(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

export const messageSchema = z.object({
  id: idSchema,
  subject: z.string().max(LIMITS.subjectMax),
  content: z.string().max(LIMITS.messageMax),
  fromAdmin: z.boolean(),
  isRead: z.boolean(),
  createdAt: isoDateTimeSchema,
  customerId: idSchema,
  readAt: isoDateTimeSchema.optional(),
  /** Filled in the admin's all-messages list only. */
  customerName: z.string().max(TEXT_MAX.fullName).optional(),
});
export type Message = z.infer<typeof messageSchema>;

/** A card of the home page's portfolio grid. */
export const portfolioItemSchema = z.object({
  id: idSchema,
  imageUrl: siteUrlSchema,
  description: z.string().max(TEXT_MAX.longText),
  title: z.string().max(TEXT_MAX.shortText),
  metrics: stringListSchema,
  category: portfolioCategorySchema,
  /** The title and description in the other languages (contract/translations.ts). */
  translations: translationsSchema(TRANSLATED_FIELDS.portfolio, TEXT_MAX.longText).optional(),
});
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

/** A card of the full portfolio page. */
export const portfolioProjectSchema = z.object({
  id: idSchema,
  title: z.string().max(TEXT_MAX.shortText),
  description: z.string().max(TEXT_MAX.longText),
  category: portfolioCategorySchema,
  imageUrl: siteUrlSchema,
  featured: z.boolean(),
  completedDate: isoDateSchema,
  technologies: stringListSchema,
  liveUrl: httpUrlSchema.optional(),
  /** The title and description in the other languages (contract/translations.ts). */
  translations: translationsSchema(TRANSLATED_FIELDS.portfolio, TEXT_MAX.longText).optional(),
});
export type PortfolioProject = z.infer<typeof portfolioProjectSchema>;

export const testimonialSchema = z.object({
  id: idSchema,
  rating: z.number().int().min(1).max(5),
  content: z.string().max(TEXT_MAX.longText),
  clientImage: siteUrlSchema,
  clientName: z.string().max(TEXT_MAX.fullName),
  clientCompany: z.string().max(TEXT_MAX.companyName),
  translations: translationsSchema(TRANSLATED_FIELDS.testimonial, TEXT_MAX.longText).optional(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const showcaseProjectSchema = z.object({
  id: idSchema,
  companyName: z.string().max(TEXT_MAX.companyName),
  websiteUrl: httpUrlSchema,
  packageType: packageIdSchema,
  /** The site's screenshot (an upload or a generated image); the showcase draws one when absent. */
  screenshot: siteUrlSchema.optional(),
  translations: translationsSchema(TRANSLATED_FIELDS.showcase, TEXT_MAX.companyName).optional(),
});
export type ShowcaseProject = z.infer<typeof showcaseProjectSchema>;

/** Whether a piece of the agency's content shows on the public pages (posts, portfolio, showcase, reviews). */
export const CONTENT_STATUSES = ['published', 'draft'] as const;
export const contentStatusSchema = z.enum(CONTENT_STATUSES);
export type ContentStatus = z.infer<typeof contentStatusSchema>;
export const blogPostStatusSchema = contentStatusSchema;
export const blogPostSchema = z.object({
  id: idSchema,
  slug: slugSchema,
  title: z.string().max(TEXT_MAX.shortText),
  excerpt: z.string().max(TEXT_MAX.longText),
  /** Sanitised HTML (decision 22); the client sanitises it again before rendering. */
  content: z.string().max(TEXT_MAX.blogContent),
  featuredImage: siteUrlSchema.optional(),
  tags: stringListSchema,
  status: blogPostStatusSchema,
  createdAt: isoDateTimeSchema,
  seoScore: percentScoreSchema,
  /**
   * Title, excerpt, content and tags in the other languages; a translated content is sanitised like
   * the English, a language's tags are its whole list.
   */
  translations: postTranslationsSchema(TEXT_MAX.blogContent, stringListSchema).optional(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;
/** A post in the list: everything but the body, which only the post page needs. */
export const blogPostSummarySchema = blogPostSchema.omit({ content: true });
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const healthIssueSchema = z.object({
  issue: z.string().max(TEXT_MAX.shortText),
  description: z.string().max(TEXT_MAX.longText),
  /** Which check found it: the page words the finding in its own language from the code (issue 22). */
  code: healthFindingCodeSchema,
  /** The figures the finding's words name. */
  params: healthFindingParamsSchema,
  /** Whole dollars a month this finding costs in visitors; the findings' sum is estimatedRevenueLoss. */
  revenueLoss: wholeDollarsSchema,
});
export type HealthIssue = z.infer<typeof healthIssueSchema>;
export const healthCheckResultSchema = z.object({
  score: percentScoreSchema,
  needsFixes: z.boolean(),
  /** Whole dollars. */
  estimatedRevenueLoss: wholeDollarsSchema,
  metrics: z.object({
    /** Seconds, to the millisecond (0.042 is 42 ms). */
    loadTime: z.number().nonnegative(),
    mobileScore: percentScoreSchema,
    seoScore: percentScoreSchema,
    securityScore: percentScoreSchema,
  }),
  issues: z.object({
    performance: z.array(healthIssueSchema),
    seo: z.array(healthIssueSchema),
    security: z.array(healthIssueSchema),
  }),
});
export type HealthCheckResult = z.infer<typeof healthCheckResultSchema>;

export const domainSearchResultSchema = z.object({
  /** The full name, label and TLD: "example.com". */
  domain: z.string().max(TEXT_MAX.domain),
  tld: tldSchema,
  /** First-year price in cents (premium names included). */
  price: centsSchema,
  /** null when the registry could not say (decision 21). */
  available: z.boolean().nullable(),
  premium: z.boolean(),
});
export type DomainSearchResult = z.infer<typeof domainSearchResultSchema>;

export const orderStatusSchema = z.enum(['pending', 'paid', 'cancelled']);
export const domainOrderSchema = z.object({
  id: idSchema,
  customerName: fullNameSchema,
  customerEmail: emailSchema,
  /** The label before the first dot. */
  domainName: z.string().max(TEXT_MAX.domainLabel),
  tld: tldSchema,
  years: domainYearsSchema,
  autoRenew: z.boolean(),
  whoisPrivacy: z.boolean(),
  premium: z.boolean(),
  unitPriceCents: centsSchema,
  /** unitPriceCents × years, fixed when the order is stored. */
  totalCents: centsSchema,
  status: orderStatusSchema,
  paymentId: idSchema.optional(),
  createdAt: isoDateTimeSchema,
});
export type DomainOrder = z.infer<typeof domainOrderSchema>;

export const PAYMENT_PURPOSES = [
  'package',
  'logo',
  'maintenance',
  'payment_link',
  'domain',
  'repair_deposit',
  'fix_plan',
] as const;
export const paymentPurposeSchema = z.enum(PAYMENT_PURPOSES);
export const paymentProviderSchema = z.enum(['sandbox', 'stripe']);
export const paymentSchema = z.object({
  id: idSchema,
  provider: paymentProviderSchema,
  /** Idempotency key: a payment is recorded once per provider session (decision 13). */
  providerSessionId: z.string().min(1).max(255),
  amountCents: centsSchema.positive(),
  purpose: paymentPurposeSchema,
  status: orderStatusSchema,
  projectId: idSchema.optional(),
  customerId: idSchema.optional(),
  domainOrderId: idSchema.optional(),
  /** The package bought, when purpose is package: it names the payment-success page. */
  packageType: packageIdSchema.optional(),
  customerEmail: emailSchema.optional(),
  description: requiredText(TEXT_MAX.paymentDescription),
  createdAt: isoDateTimeSchema,
  paidAt: isoDateTimeSchema.optional(),
});
export type Payment = z.infer<typeof paymentSchema>;
export type PaymentPurpose = z.infer<typeof paymentPurposeSchema>;
