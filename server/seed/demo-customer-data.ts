/**
 * The demo customer's account history: projects in each status a customer sees, a maintenance
 * subscription, a conversation with the team and two support tickets.
 */
import type { PackageId, PlanId } from '@contract/catalogue';
import type { TicketCategory, TicketStatus } from '@contract/entities';
import type { ProjectStatus } from '../store/records';

/** Who the demo customer is; the server's configuration may name another person. */
export interface DemoAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  company?: string;
  phone?: string;
}

/** The default demo sign-in, printed by `npm start` (not a secret: demo data only). */
export const DEMO_CUSTOMER: DemoAccount = {
  email: 'demo@agency.example',
  password: 'demo-password',
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Analytical Engines Ltd',
  phone: '+1 555 0100',
};

export interface DemoProjectSeed {
  key: string;
  /** Absent: the demo customer's own company. */
  companyName?: string;
  websiteType: string;
  packageType: PackageId;
  status: ProjectStatus;
  /**
   * Hours since the package was paid in full (the delivery clock's start); absent: not paid. The
   * paid projects' times make the delivery tracker show a project on time, one with hours left and
   * one delivered.
   */
  paidHoursAgo?: number;
  /** Hours since the admin started the work. */
  startedHoursAgo?: number;
  /** Hours since the admin marked it completed. */
  completedHoursAgo?: number;
  includeLogo: boolean;
  /** `{domain}` becomes a domain made from the demo customer's company. */
  domainName?: string;
  websiteUrl?: string;
  daysAgo: number;
  businessDescription: string;
}

export const DEMO_PROJECTS: readonly DemoProjectSeed[] = [
  {
    key: 'company-site',
    websiteType: 'Business website',
    packageType: 'professional',
    status: 'completed',
    // Paid two hours after the brief, delivered 38 hours after the payment.
    paidHoursAgo: 60 * 24 - 2,
    startedHoursAgo: 60 * 24 - 3,
    completedHoursAgo: 60 * 24 - 40,
    includeLogo: true,
    domainName: '{domain}',
    websiteUrl: 'https://www.{domain}',
    daysAgo: 60,
    businessDescription:
      'We build bespoke calculating machinery for research laboratories and insurers. The site presents our three product lines, a gallery of installations, a page on our design process and a contact form for quotation requests. Visitors are mostly engineers and procurement officers, so clarity and technical detail matter more than decoration.',
  },
  {
    key: 'online-store',
    websiteType: 'Online store',
    packageType: 'enterprise',
    status: 'in_progress',
    // Enterprise: 24 hours from the payment, 14 of them left.
    paidHoursAgo: 10,
    startedHoursAgo: 9,
    includeLogo: false,
    domainName: 'shop.{domain}',
    daysAgo: 3,
    businessDescription:
      'An online store for spare parts and punched-card supplies: around 150 products with variants, stock levels synchronised from our warehouse spreadsheet, card payments and shipping rates for the UK, Europe and North America. Existing customers should be able to reorder from their order history.',
  },
  {
    key: 'lecture-series',
    companyName: 'Computing History Lecture Series',
    websiteType: 'Event website',
    packageType: 'platinum',
    status: 'paid_full',
    // Platinum: 24 hours from the payment, 20 of them left; work has not started yet.
    paidHoursAgo: 4,
    includeLogo: true,
    domainName: 'computing-history-lectures.example',
    daysAgo: 1,
    businessDescription:
      'A website for an annual lecture series on computing history: speaker pages, a programme with sessions across two days, ticket sales with early-bird pricing, a recordings archive from previous years and a newsletter sign-up. It must be ready before tickets go on sale next month.',
  },
  {
    key: 'landing-page',
    websiteType: 'Landing page',
    packageType: 'startup',
    status: 'pending',
    includeLogo: false,
    daysAgo: 1,
    businessDescription:
      'A single campaign page for the launch of our new Difference Engine No. 3, with a short product video, key specifications, three customer quotes and a form to book a demonstration. It should match the look of the main company website.',
  },
];

export const DEMO_SUBSCRIPTION: { plan: PlanId; daysAgo: number } = { plan: 'professional', daysAgo: 55 };

export interface DemoMessageSeed {
  key: string;
  fromAdmin: boolean;
  subject: string;
  /** `{firstName}` becomes the demo customer's first name. */
  content: string;
  hoursAgo: number;
}

export const DEMO_MESSAGES: readonly DemoMessageSeed[] = [
  {
    key: 'store-question',
    fromAdmin: false,
    subject: 'Product photos for the store',
    content:
      'Hello, we have new photos of the spare parts. Should I send them as one zip file, or upload them somewhere? There are about 200 images.',
    hoursAgo: 50,
  },
  {
    key: 'store-photos-answer',
    fromAdmin: true,
    subject: 'Re: Product photos for the store',
    content:
      'Thanks {firstName}! A single zip file is perfect; we will resize and compress them for the store. Please name each photo with its part number so we can match them automatically.',
    hoursAgo: 46,
  },
  {
    key: 'design-preview',
    fromAdmin: true,
    subject: 'Design preview for your online store',
    content:
      'The first design of the store is ready for review: home page, category page and product page. Reply here with any changes and we will update it the same day.',
    hoursAgo: 5,
  },
  {
    key: 'lecture-kickoff',
    fromAdmin: true,
    subject: 'Lecture series website: kick-off',
    content:
      'Payment received, thank you. Your project manager will call you tomorrow morning to go through the programme, speakers and ticket types.',
    hoursAgo: 2,
  },
];

export interface DemoTicketSeed {
  key: string;
  subject: string;
  description: string;
  category: TicketCategory;
  status: TicketStatus;
  adminResponse?: string;
  daysAgo: number;
}

export const DEMO_TICKETS: readonly DemoTicketSeed[] = [
  {
    key: 'form-spam',
    subject: 'Contact form emails going to spam',
    description:
      'Quotation requests from the contact form have been landing in our spam folder since last week. Could you take a look?',
    category: 'technical',
    status: 'answered',
    adminResponse:
      'We added SPF and DKIM records for your domain and switched the form to send through an authenticated mail service. Test messages now arrive in the inbox. Let us know if any more go astray.',
    daysAgo: 20,
  },
  {
    key: 'team-page',
    subject: 'Add a page for our new engineer',
    description:
      'We have hired a new engineer, Charles. Could you add him to the team page? I will send a photo and a short biography.',
    category: 'content',
    status: 'open',
    daysAgo: 1,
  },
];
