/**
 * The product catalogue: the one source of every price, duration, plan, language, lead-score
 * weight and marketing claim (decisions 1–5). The server, the client and the mocks import it;
 * no screen states a number that is not derived from here.
 */

import type { HealthFindingCode } from './health-findings';

/** Website package ids, cheapest first. */
export const PACKAGE_IDS = ['startup', 'professional', 'enterprise', 'platinum'] as const;
export type PackageId = (typeof PACKAGE_IDS)[number];

/** Free-support period, as a translatable key (locale `catalogue.support.<key>`). */
export type SupportPeriod = '30days' | '90days' | '6months' | '1year';

export interface WebsitePackage {
  id: PackageId;
  /** Display name (brand term, same in every language). */
  name: string;
  /** One-time price in whole dollars. */
  price: number;
  /** What a typical competitor charges, whole dollars. */
  competitorPrice: number;
  /** Number of pages, or null for unlimited. */
  pages: number | null;
  support: SupportPeriod;
  deliveryHours: 48 | 24;
  popular: boolean;
  /** Feature keys; texts live in locale `catalogue.features.<key>`. */
  features: readonly string[];
}

export const PACKAGES: Readonly<Record<PackageId, WebsitePackage>> = {
  startup: {
    id: 'startup',
    name: 'Startup',
    price: 1995,
    competitorPrice: 12000,
    pages: 5,
    support: '30days',
    deliveryHours: 48,
    popular: false,
    features: ['responsiveDesign', 'basicSeo', 'contactForm', 'sslCertificate', 'googleMaps'],
  },
  professional: {
    id: 'professional',
    name: 'Professional',
    price: 2995,
    competitorPrice: 15000,
    pages: 8,
    support: '90days',
    deliveryHours: 48,
    popular: true,
    features: [
      'responsiveDesign',
      'advancedSeo',
      'contactForm',
      'sslCertificate',
      'blogSetup',
      'socialIntegration',
      'analytics',
    ],
  },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    price: 4995,
    competitorPrice: 25000,
    pages: 12,
    support: '6months',
    deliveryHours: 24,
    popular: false,
    features: [
      'responsiveDesign',
      'advancedSeo',
      'ecommerce',
      'sslCertificate',
      'blogSetup',
      'crmIntegration',
      'analytics',
      'prioritySupport',
    ],
  },
  platinum: {
    id: 'platinum',
    name: 'Platinum',
    price: 6995,
    competitorPrice: 35000,
    pages: null,
    support: '1year',
    deliveryHours: 24,
    popular: false,
    features: [
      'responsiveDesign',
      'advancedSeo',
      'ecommerce',
      'sslCertificate',
      'customIntegrations',
      'crmIntegration',
      'analytics',
      'dedicatedManager',
      'vipDelivery',
    ],
  },
};

export const packageList: readonly WebsitePackage[] = PACKAGE_IDS.map((id) => PACKAGES[id]);

/** The package names by id, as i18n values: texts that name a package ("Everything in {{startup}}") get them. */
export const packageNameValues = Object.fromEntries(packageList.map((p) => [p.id, p.name])) as Readonly<
  Record<PackageId, string>
>;

/** Savings against the competitor price, whole dollars. */
export const packageSavings = (id: PackageId): number => PACKAGES[id].competitorPrice - PACKAGES[id].price;

export const isPackageId = (value: unknown): value is PackageId =>
  typeof value === 'string' && (PACKAGE_IDS as readonly string[]).includes(value);

/** Default amount when a payment amount is missing (spec part 2 §9). */
export const DEFAULT_PAYMENT_AMOUNT = PACKAGES.startup.price;

/** Maintenance plans share the package ids; order defines what counts as an upgrade. */
export const PLAN_IDS = PACKAGE_IDS;
export type PlanId = PackageId;

export interface MaintenancePlan {
  id: PlanId;
  /** Monthly price in whole dollars. */
  monthly: number;
  /** Feature keys; texts live in locale `catalogue.planFeatures.<key>`. */
  features: readonly string[];
}

export const MAINTENANCE_PLANS: Readonly<Record<PlanId, MaintenancePlan>> = {
  startup: {
    id: 'startup',
    monthly: 250,
    features: ['basicSeo', 'monthlySecurityUpdates', 'twoContentUpdates'],
  },
  professional: {
    id: 'professional',
    monthly: 350,
    features: ['everythingInStartup', 'weeklySecurityScans', 'fiveContentUpdates', 'performanceMonitoring'],
  },
  enterprise: {
    id: 'enterprise',
    monthly: 495,
    features: [
      'everythingInProfessional',
      'dailyBackups',
      'unlimitedUpdates',
      'prioritySupport',
      'abTesting',
    ],
  },
  platinum: {
    id: 'platinum',
    monthly: 695,
    features: ['everythingInEnterprise', 'realTimeMonitoring', 'oneHourResponse', 'customIntegrations'],
  },
};

/** Monthly maintenance price for a plan; an unknown plan costs the startup price (decision 2). */
export const maintenancePriceFor = (plan: string): number =>
  isPackageId(plan) ? MAINTENANCE_PLANS[plan].monthly : MAINTENANCE_PLANS.startup.monthly;

/** Rank of a plan in the upgrade order; -1 for an unknown plan. */
export const planRank = (plan: string): number => (PLAN_IDS as readonly string[]).indexOf(plan);

const HOUR_MS = 60 * 60 * 1000;

/**
 * The delivery promise's deadline: the payment time plus the package's delivery hours. The server
 * computes it for the project it answers (and the mocks the same way); views only read it.
 */
export const deliveryDeadlineFor = (packageId: PackageId, paidAt: Date): Date =>
  new Date(paidAt.getTime() + PACKAGES[packageId].deliveryHours * HOUR_MS);

/** Plans strictly above the given one (decision 17). */
export const upgradesFrom = (plan: string): PlanId[] => PLAN_IDS.filter((p) => planRank(p) > planRank(plan));

/** Fixed amounts. Cents where the wire uses cents (decision 4). */
export const AMOUNTS = {
  logoCents: 9900,
  maintenanceCreditCents: 20000,
  repairDepositDollars: 99,
  fixPlanMonthlyDollars: 250,
  fixExtraFeeMaxDollars: 99,
  deliveryGuaranteeDiscountDollars: 500,
  popupDiscountDollars: 200,
  upfrontPercent: 30,
} as const;

/** Input limits shared by the client's validation and the server's. */
export const LIMITS = {
  passwordMin: 6,
  passwordMax: 1024,
  descriptionMin: 500,
  descriptionMax: 20000,
  adminCodeLength: 6,
  adminCodeLifetimeSeconds: 300,
  adminCodeMaxAttempts: 5,
  paymentLinkMinDollars: 1,
  nameMax: 100,
  emailMax: 254,
  subjectMax: 200,
  messageMax: 5000,
} as const;

/** Domain TLDs offered, in the selector's order. */
export const TLDS = ['com', 'net', 'org', 'io', 'co', 'app', 'dev', 'ai'] as const;
export type Tld = (typeof TLDS)[number];

/** First-year and renewal prices in cents (spec part 2 §3). */
export const TLD_PRICES: Readonly<Record<Tld, { firstYear: number; renewal: number }>> = {
  com: { firstYear: 1299, renewal: 1599 },
  net: { firstYear: 1399, renewal: 1699 },
  org: { firstYear: 1299, renewal: 1599 },
  io: { firstYear: 4999, renewal: 5999 },
  co: { firstYear: 2999, renewal: 3499 },
  app: { firstYear: 1899, renewal: 2299 },
  dev: { firstYear: 1899, renewal: 2299 },
  ai: { firstYear: 9999, renewal: 12999 },
};

/** TLDs searched after the chosen one, in order (decision 21). */
export const FOLLOW_UP_TLDS: readonly Tld[] = ['net', 'org', 'io', 'co'];
export const DOMAIN_YEARS = [1, 2, 3, 5] as const;
export type DomainYears = (typeof DOMAIN_YEARS)[number];
/** Premium names cost this many times the first-year price (decision 21). */
export const PREMIUM_MULTIPLIER = 10;
export const PREMIUM_MAX_LABEL_LENGTH = 3;
export const PREMIUM_WORDS: readonly string[] = [
  'shop',
  'store',
  'bank',
  'crypto',
  'money',
  'cloud',
  'hotel',
  'travel',
  'insurance',
  'loans',
  'casino',
  'health',
  'news',
  'music',
  'games',
  'design',
  'digital',
  'market',
  'finance',
  'home',
];

/** The TLD list sent with a search: the chosen TLD first, then the follow-ups, no duplicates. */
export const searchTlds = (chosen: Tld): Tld[] => [chosen, ...FOLLOW_UP_TLDS.filter((t) => t !== chosen)];

/** The interface languages; `flag` is the ISO 3166 code of the country whose flag the picker shows. */
export const LANGUAGES = [
  { code: 'en', name: 'English', flag: 'us', dir: 'ltr' },
  { code: 'es', name: 'Español', flag: 'es', dir: 'ltr' },
  { code: 'fr', name: 'Français', flag: 'fr', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', flag: 'de', dir: 'ltr' },
  { code: 'zh', name: '中文', flag: 'cn', dir: 'ltr' },
  { code: 'ar', name: 'العربية', flag: 'sa', dir: 'rtl' },
  { code: 'hy', name: 'Հայերեն', flag: 'am', dir: 'ltr' },
  { code: 'ja', name: '日本語', flag: 'jp', dir: 'ltr' },
  { code: 'ko', name: '한국어', flag: 'kr', dir: 'ltr' },
  { code: 'ru', name: 'Русский', flag: 'ru', dir: 'ltr' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as readonly LanguageCode[];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** Lead-score weights (spec part 1 §9). Matching is case-insensitive on the named inputs. */
export const LEAD_SCORE = {
  base: 50,
  max: 100,
  pages: { 'emergency-website': 30, luxury: 25, professional: 20 },
  industries: { fintech: 25, healthcare: 20, saas: 20, mining: 15, energy: 15 },
  cities: { 'silicon valley': 20, dubai: 20, monaco: 20, zurich: 15, 'hong kong': 15 },
  utmSources: { google: 15, bing: 10 },
  utmMediums: { cpc: 10 },
  campaignContains: { emergency: 15 },
} as const;

/** Marketing claims (decision 5): content, in one place. */
export const MARKETING = {
  websitesDelivered: 500,
  satisfactionPercent: 98,
  averageDeliveryHours: 36,
  trafficIncreasePercent: 180,
  spotsLeft: 3,
  rating: 4.9,
  reviewCount: 127,
  /** The countdown shown in the popups: hours, minutes, seconds. */
  countdown: { hours: 23, minutes: 47, seconds: 30 },
  workStartsWithinHours: 24,
  supportContactWithinHours: 2,
  repairResponseHours: 24,
  repairDays: '3-5',
} as const;

/** Portfolio categories (home grid filter). */
export const PORTFOLIO_CATEGORIES = ['technology', 'creative', 'fintech', 'agency'] as const;
export type PortfolioCategory = (typeof PORTFOLIO_CATEGORIES)[number];

/**
 * One formatter per number of decimals: building an `Intl.NumberFormat` costs far more than using
 * one, and the domains page formats every extension's two prices as its code loads.
 */
const usdFormatters = new Map<number, Intl.NumberFormat>();

/** Formats whole dollars or cents as USD, en-US, whatever the UI language (decision 4). */
export const formatUsd = (dollars: number, fractionDigits = 0): string => {
  let formatter = usdFormatters.get(fractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    usdFormatters.set(fractionDigits, formatter);
  }
  return formatter.format(dollars);
};

export const formatCents = (cents: number): string => formatUsd(cents / 100, 2);

/** The health check's issue lists, as the wire names them. */
export const HEALTH_ISSUE_CATEGORIES = ['performance', 'seo', 'security'] as const;
export type HealthIssueCategory = (typeof HEALTH_ISSUE_CATEGORIES)[number];

/** What fixes a health-check finding: a new website (a package) or ongoing care (a maintenance plan). */
export type HealthFix = { kind: 'package'; id: PackageId } | { kind: 'plan'; id: PlanId };

const startupPackage: HealthFix = { kind: 'package', id: 'startup' };
const startupPlan: HealthFix = { kind: 'plan', id: 'startup' };
const professionalPlan: HealthFix = { kind: 'plan', id: 'professional' };

/**
 * Which offer fixes each finding of the health check (beyond the spec: the report tells the visitor
 * what to buy). A finding about how the site is built (it fails on phones, it has no HTTPS) needs a
 * new site: the cheapest package whose features include the fix (responsive design, the security
 * certificate). A finding that care fixes is the maintenance plan whose features include it: speed
 * is the Professional plan's performance monitoring; tags and headers are the Startup plan's basic
 * SEO and security updates. Keys are the findings' codes (contract/health-findings.ts); a finding not
 * named gets its category's offer.
 */
export const HEALTH_FIXES: {
  byCode: Readonly<Partial<Record<HealthFindingCode, HealthFix>>>;
  byCategory: Readonly<Record<HealthIssueCategory, HealthFix>>;
} = {
  byCode: {
    'viewport-missing': startupPackage,
    'viewport-width': startupPackage,
    'zoom-disabled': startupPackage,
    'images-not-responsive': startupPackage,
    'small-fonts': startupPackage,
    'small-tap-targets': startupPackage,
    'load-critical': startupPackage,
    'no-https': startupPackage,
  },
  byCategory: {
    performance: professionalPlan,
    seo: startupPlan,
    security: startupPlan,
  },
};

export const healthFixFor = (category: HealthIssueCategory, code: HealthFindingCode): HealthFix =>
  HEALTH_FIXES.byCode[code] ?? HEALTH_FIXES.byCategory[category];

/** A health fix's price: the package's one-time price or the plan's monthly price, whole dollars. */
export const healthFixPrice = (fix: HealthFix): number =>
  fix.kind === 'package' ? PACKAGES[fix.id].price : MAINTENANCE_PLANS[fix.id].monthly;

/**
 * The static sample reviews of the home page's trust block (spec part 2 §3: fixed in the product).
 * Names and companies are the reviewers' own; role and words are texts (`home.reviews.<id>`).
 * Delivery times stay within their package's promise.
 */
export const SAMPLE_REVIEWS = [
  {
    id: 'dental',
    name: 'Dr. Sarah Mitchell',
    company: 'Bright Smile Dental',
    rating: 5,
    projectType: 'professional',
    deliveryHours: 48,
  },
  {
    id: 'restaurant',
    name: 'Marco Rossi',
    company: "Rossi's Trattoria",
    rating: 5,
    projectType: 'startup',
    deliveryHours: 36,
  },
  {
    id: 'law',
    name: 'Jennifer Park',
    company: 'Park & Associates Law',
    rating: 5,
    projectType: 'enterprise',
    deliveryHours: 24,
  },
] as const satisfies readonly {
  id: string;
  name: string;
  company: string;
  rating: number;
  projectType: PackageId;
  deliveryHours: number;
}[];
