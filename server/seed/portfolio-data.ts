/**
 * The demo portfolio: fourteen client projects over the four categories. Addresses use the
 * reserved `.example` domain so that no demo link points at a real business; projects built for
 * internal use have no public link and show as 'Private/Internal Project'.
 */
import type { PortfolioCategory } from '@contract/catalogue';

export interface PortfolioSeed {
  key: string;
  title: string;
  description: string;
  category: PortfolioCategory;
  featured: boolean;
  completedDaysAgo: number;
  technologies: string[];
  metrics: string[];
  liveUrl?: string;
}

export const PORTFOLIO_SEED: readonly PortfolioSeed[] = [
  {
    key: 'northwind-cloud',
    title: 'Northwind Cloud',
    description:
      'Marketing site and documentation hub for a cloud backup start-up: pricing calculator, customer stories and a searchable docs section that loads in under a second.',
    category: 'technology',
    featured: true,
    completedDaysAgo: 21,
    technologies: ['React', 'TypeScript', 'Vite', 'Algolia', 'Cloudflare Pages'],
    metrics: ['+212% trial sign-ups', '0.8 s largest contentful paint', 'Lighthouse 99'],
    liveUrl: 'https://www.northwind-cloud.example',
  },
  {
    key: 'harborline-credit-union',
    title: 'Harborline Credit Union',
    description:
      'A member-first website for a regional credit union with loan rate tables, an ATM finder and an accessible online application that replaced a four-page PDF form.',
    category: 'fintech',
    featured: true,
    completedDaysAgo: 35,
    technologies: ['Next.js', 'TypeScript', 'Contentful', 'Mapbox', 'WCAG 2.2 AA'],
    metrics: ['+64% online loan applications', '-38% call-centre volume', 'AA accessibility audit passed'],
    liveUrl: 'https://www.harborline-cu.example',
  },
  {
    key: 'lumen-grain',
    title: 'Lumen & Grain Photography',
    description:
      'A gallery-led portfolio for a wedding and editorial photographer, with client proofing, booking requests and image delivery tuned for slow mobile connections.',
    category: 'creative',
    featured: true,
    completedDaysAgo: 12,
    technologies: ['Astro', 'Cloudinary', 'Netlify Forms'],
    metrics: [
      '3x booking enquiries',
      '92% smaller image payload',
      'Page 1 for "Austin wedding photographer"',
    ],
    liveUrl: 'https://www.lumenandgrain.example',
  },
  {
    key: 'brightpath-marketing',
    title: 'Brightpath Marketing Group',
    description:
      'A new site for a growth-marketing agency: case-study library, service landing pages for each channel and a lead form that routes enquiries straight into their CRM.',
    category: 'agency',
    featured: true,
    completedDaysAgo: 48,
    technologies: ['WordPress', 'ACF', 'HubSpot', 'Tailwind CSS'],
    metrics: ['+140% qualified leads', '41 landing pages launched', '2.1 s to interactive on 4G'],
    liveUrl: 'https://www.brightpathgroup.example',
  },
  {
    key: 'helix-robotics',
    title: 'Helix Robotics',
    description:
      'Product site for an industrial robotics maker with interactive 3D arm configurator, spec sheets per model and a dealer locator across North America.',
    category: 'technology',
    featured: false,
    completedDaysAgo: 63,
    technologies: ['Three.js', 'React', 'Node.js', 'PostgreSQL'],
    metrics: ['+75% quote requests', '6 min average session', '+170% organic traffic'],
    liveUrl: 'https://www.helix-robotics.example',
  },
  {
    key: 'ledgerly',
    title: 'Ledgerly Invoicing',
    description:
      'Marketing site and sign-up flow for an invoicing app for freelancers, with a live invoice preview, plan comparison and localized pricing in six currencies.',
    category: 'fintech',
    featured: false,
    completedDaysAgo: 77,
    technologies: ['SvelteKit', 'Stripe Billing', 'Plausible Analytics'],
    metrics: ['+88% paid conversions', '-52% checkout drop-off', '6 currencies'],
    liveUrl: 'https://www.ledgerly.example',
  },
  {
    key: 'studio-okapi',
    title: 'Studio Okapi Architecture',
    description:
      'An editorial website for an architecture studio: full-bleed project stories, a filterable archive of built work and a press page that journalists actually use.',
    category: 'creative',
    featured: false,
    completedDaysAgo: 94,
    technologies: ['Eleventy', 'Sanity', 'GSAP'],
    metrics: ['2 design awards', '+60% press enquiries', '100 Lighthouse SEO'],
    liveUrl: 'https://www.studio-okapi.example',
  },
  {
    key: 'summit-ridge-wealth',
    title: 'Summit Ridge Wealth Partners',
    description:
      'A secure client portal for a wealth-management firm: quarterly statements, document vault and adviser messaging behind two-factor sign-in.',
    category: 'fintech',
    featured: false,
    completedDaysAgo: 110,
    technologies: ['React', 'Koa', 'MongoDB', 'TOTP two-factor', 'AWS KMS'],
    metrics: ['1,200 client households', 'Zero paper statements', 'SOC 2 controls mapped'],
  },
  {
    key: 'tallgrass-recruiting',
    title: 'Tallgrass Recruiting',
    description:
      'Job board and employer pages for a healthcare staffing agency, with structured job data for search engines and one-tap apply from a phone.',
    category: 'agency',
    featured: false,
    completedDaysAgo: 128,
    technologies: ['Nuxt', 'Google for Jobs schema', 'Greenhouse API'],
    metrics: ['+230% applications', 'Jobs indexed within 24 h', '-45% time to hire'],
    liveUrl: 'https://www.tallgrassrecruiting.example',
  },
  {
    key: 'byteforge-devportal',
    title: 'ByteForge Developer Portal',
    description:
      'An internal developer portal that brings API references, service ownership and on-call runbooks for 60 engineering teams into one searchable place.',
    category: 'technology',
    featured: false,
    completedDaysAgo: 146,
    technologies: ['Backstage', 'TypeScript', 'OpenAPI', 'Elasticsearch'],
    metrics: ['60 teams onboarded', '-30% onboarding time', '400 APIs documented'],
  },
  {
    key: 'velvet-room',
    title: 'The Velvet Room Jazz Club',
    description:
      'Event calendar and ticketing for a live-music venue, with artist pages, table reservations and a weekly newsletter that fills the quiet nights.',
    category: 'creative',
    featured: false,
    completedDaysAgo: 171,
    technologies: ['Remix', 'Shopify Checkout', 'Mailchimp'],
    metrics: ['+48% advance ticket sales', '9,000 newsletter subscribers', 'Sold-out Thursdays'],
    liveUrl: 'https://www.velvetroomjazz.example',
  },
  {
    key: 'paycrest',
    title: 'PayCrest Merchant Services',
    description:
      "A payments provider's website with a fee calculator, industry pages for restaurants and retail, and a merchant application that pre-fills from the business registry.",
    category: 'fintech',
    featured: false,
    completedDaysAgo: 199,
    technologies: ['Next.js', 'Storyblok', 'Segment', 'Vercel'],
    metrics: ['+120% merchant sign-ups', '4.8 s faster application', '-27% cost per lead'],
    liveUrl: 'https://www.paycrest.example',
  },
  {
    key: 'meridian-travel',
    title: 'Meridian Travel Co.',
    description:
      'A boutique travel agency site with itinerary pages, a trip-request wizard and destination guides that rank for long-tail searches.',
    category: 'agency',
    featured: false,
    completedDaysAgo: 224,
    technologies: ['Gatsby', 'Contentful', 'Typeform'],
    metrics: ['+160% organic traffic', '+35% trip requests', '28 destination guides'],
    liveUrl: 'https://www.meridiantravel.example',
  },
  {
    key: 'cobalt-ops-dashboard',
    title: 'Cobalt Logistics Ops Dashboard',
    description:
      'A private operations dashboard for a freight company that tracks loads, driver hours and delivery exceptions in real time for the dispatch team.',
    category: 'technology',
    featured: false,
    completedDaysAgo: 252,
    technologies: ['React', 'WebSockets', 'Node.js', 'TimescaleDB'],
    metrics: ['-22% late deliveries', 'Real-time updates under 1 s', '3 depots connected'],
  },
];
