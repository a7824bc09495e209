// contract/catalogue.ts
var PACKAGE_IDS = ["startup", "professional", "enterprise", "platinum"];
var PACKAGES = {
  startup: {
    id: "startup",
    name: "Startup",
    price: 1995,
    competitorPrice: 12e3,
    pages: 5,
    support: "30days",
    deliveryHours: 48,
    popular: false,
    features: ["responsiveDesign", "basicSeo", "contactForm", "sslCertificate", "googleMaps"]
  },
  professional: {
    id: "professional",
    name: "Professional",
    price: 2995,
    competitorPrice: 15e3,
    pages: 8,
    support: "90days",
    deliveryHours: 48,
    popular: true,
    features: [
      "responsiveDesign",
      "advancedSeo",
      "contactForm",
      "sslCertificate",
      "blogSetup",
      "socialIntegration",
      "analytics"
    ]
  },
  enterprise: {
    id: "enterprise",
    name: "Enterprise",
    price: 4995,
    competitorPrice: 25e3,
    pages: 12,
    support: "6months",
    deliveryHours: 24,
    popular: false,
    features: [
      "responsiveDesign",
      "advancedSeo",
      "ecommerce",
      "sslCertificate",
      "blogSetup",
      "crmIntegration",
      "analytics",
      "prioritySupport"
    ]
  },
  platinum: {
    id: "platinum",
    name: "Platinum",
    price: 6995,
    competitorPrice: 35e3,
    pages: null,
    support: "1year",
    deliveryHours: 24,
    popular: false,
    features: [
      "responsiveDesign",
      "advancedSeo",
      "ecommerce",
      "sslCertificate",
      "customIntegrations",
      "crmIntegration",
      "analytics",
      "dedicatedManager",
      "vipDelivery"
    ]
  }
};
var packageList = PACKAGE_IDS.map((id) => PACKAGES[id]);
var isPackageId = (value) => typeof value === "string" && PACKAGE_IDS.includes(value);
var DEFAULT_PAYMENT_AMOUNT = PACKAGES.startup.price;
var PLAN_IDS = PACKAGE_IDS;
var MAINTENANCE_PLANS = {
  startup: {
    id: "startup",
    monthly: 250,
    features: ["basicSeo", "monthlySecurityUpdates", "twoContentUpdates"]
  },
  professional: {
    id: "professional",
    monthly: 350,
    features: ["everythingInStartup", "weeklySecurityScans", "fiveContentUpdates", "performanceMonitoring"]
  },
  enterprise: {
    id: "enterprise",
    monthly: 495,
    features: [
      "everythingInProfessional",
      "dailyBackups",
      "unlimitedUpdates",
      "prioritySupport",
      "abTesting"
    ]
  },
  platinum: {
    id: "platinum",
    monthly: 695,
    features: ["everythingInEnterprise", "realTimeMonitoring", "oneHourResponse", "customIntegrations"]
  }
};
var maintenancePriceFor = (plan) => isPackageId(plan) ? MAINTENANCE_PLANS[plan].monthly : MAINTENANCE_PLANS.startup.monthly;
var planRank = (plan) => PLAN_IDS.indexOf(plan);
var AMOUNTS = {
  logoCents: 9900,
  maintenanceCreditCents: 2e4,
  repairDepositDollars: 99,
  fixPlanMonthlyDollars: 250,
  fixExtraFeeMaxDollars: 99,
  deliveryGuaranteeDiscountDollars: 500,
  popupDiscountDollars: 200,
  upfrontPercent: 30
};
var LIMITS = {
  passwordMin: 6,
  passwordMax: 1024,
  descriptionMin: 500,
  descriptionMax: 2e4,
  adminCodeLength: 6,
  adminCodeLifetimeSeconds: 300,
  adminCodeMaxAttempts: 5,
  paymentLinkMinDollars: 1,
  nameMax: 100,
  emailMax: 254,
  subjectMax: 200,
  messageMax: 5e3
};
var TLDS = ["com", "net", "org", "io", "co", "app", "dev", "ai"];
var TLD_PRICES = {
  com: { firstYear: 1299, renewal: 1599 },
  net: { firstYear: 1399, renewal: 1699 },
  org: { firstYear: 1299, renewal: 1599 },
  io: { firstYear: 4999, renewal: 5999 },
  co: { firstYear: 2999, renewal: 3499 },
  app: { firstYear: 1899, renewal: 2299 },
  dev: { firstYear: 1899, renewal: 2299 },
  ai: { firstYear: 9999, renewal: 12999 }
};
var DOMAIN_YEARS = [1, 2, 3, 5];
var PREMIUM_MULTIPLIER = 10;
var PREMIUM_MAX_LABEL_LENGTH = 3;
var PREMIUM_WORDS = [
  "shop",
  "store",
  "bank",
  "crypto",
  "money",
  "cloud",
  "hotel",
  "travel",
  "insurance",
  "loans",
  "casino",
  "health",
  "news",
  "music",
  "games",
  "design",
  "digital",
  "market",
  "finance",
  "home"
];
var LANGUAGES = [
  { code: "en", name: "English", flag: "\u{1F1FA}\u{1F1F8}", dir: "ltr" },
  { code: "es", name: "Espa\xF1ol", flag: "\u{1F1EA}\u{1F1F8}", dir: "ltr" },
  { code: "fr", name: "Fran\xE7ais", flag: "\u{1F1EB}\u{1F1F7}", dir: "ltr" },
  { code: "de", name: "Deutsch", flag: "\u{1F1E9}\u{1F1EA}", dir: "ltr" },
  { code: "zh", name: "\u4E2D\u6587", flag: "\u{1F1E8}\u{1F1F3}", dir: "ltr" },
  { code: "ar", name: "\u0627\u0644\u0639\u0631\u0628\u064A\u0629", flag: "\u{1F1F8}\u{1F1E6}", dir: "rtl" },
  { code: "hy", name: "\u0540\u0561\u0575\u0565\u0580\u0565\u0576", flag: "\u{1F1E6}\u{1F1F2}", dir: "ltr" },
  { code: "ja", name: "\u65E5\u672C\u8A9E", flag: "\u{1F1EF}\u{1F1F5}", dir: "ltr" },
  { code: "ko", name: "\uD55C\uAD6D\uC5B4", flag: "\u{1F1F0}\u{1F1F7}", dir: "ltr" },
  { code: "ru", name: "\u0420\u0443\u0441\u0441\u043A\u0438\u0439", flag: "\u{1F1F7}\u{1F1FA}", dir: "ltr" }
];
var LANGUAGE_CODES = LANGUAGES.map((l) => l.code);
var LEAD_SCORE = {
  base: 50,
  max: 100,
  pages: { "emergency-website": 30, luxury: 25, professional: 20 },
  industries: { fintech: 25, healthcare: 20, saas: 20, mining: 15, energy: 15 },
  cities: { "silicon valley": 20, dubai: 20, monaco: 20, zurich: 15, "hong kong": 15 },
  utmSources: { google: 15, bing: 10 },
  utmMediums: { cpc: 10 },
  campaignContains: { emergency: 15 }
};
var PORTFOLIO_CATEGORIES = ["technology", "creative", "fintech", "agency"];
var formatUsd = (dollars, fractionDigits = 0) => new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: fractionDigits,
  maximumFractionDigits: fractionDigits
}).format(dollars);

// server/store/record-utils.ts
var normalizeEmail = (email) => email.trim().toLowerCase();
var newestFirst = (a, b) => a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;
var byId = (a, b) => a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
function splitPatch(patch, fixedKeys) {
  const set = {};
  const unset = [];
  for (const [key, value] of Object.entries(patch)) {
    if (fixedKeys.includes(key)) continue;
    if (value === void 0) unset.push(key);
    else set[key] = value;
  }
  return { set, unset };
}

// server/store/port.ts
var DuplicateKeyError = class extends Error {
  constructor(key) {
    super(`duplicate key: ${key}`);
    this.key = key;
    this.name = "DuplicateKeyError";
  }
  key;
};

export {
  PACKAGE_IDS,
  PACKAGES,
  isPackageId,
  PLAN_IDS,
  MAINTENANCE_PLANS,
  maintenancePriceFor,
  planRank,
  AMOUNTS,
  LIMITS,
  TLDS,
  TLD_PRICES,
  DOMAIN_YEARS,
  PREMIUM_MULTIPLIER,
  PREMIUM_MAX_LABEL_LENGTH,
  PREMIUM_WORDS,
  LEAD_SCORE,
  PORTFOLIO_CATEGORIES,
  formatUsd,
  normalizeEmail,
  newestFirst,
  byId,
  splitPatch,
  DuplicateKeyError
};
//# sourceMappingURL=chunk-66BXNRFY.js.map
