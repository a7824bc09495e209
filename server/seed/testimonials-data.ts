/**
 * Six client testimonials for the home page (their pictures are generated initials avatars). They
 * are the demo's one cast: each reviewer has one company everywhere (the landing pages' reviews in
 * the locale files, the MSW fixtures and the showcase name the same people and companies).
 */
export interface TestimonialSeed {
  key: string;
  rating: number;
  content: string;
  clientName: string;
  clientCompany: string;
}

export const TESTIMONIALS_SEED: readonly TestimonialSeed[] = [
  {
    key: 'maria-delgado',
    rating: 5,
    content:
      'Our old site took eight seconds to load on a phone. The new one is instant, and online loan applications went up within the first month. They explained every decision in plain English.',
    clientName: 'Maria Delgado',
    clientCompany: 'Harborline Credit Union',
  },
  {
    key: 'james-whitfield',
    rating: 5,
    content:
      'We briefed them on a Monday and were taking bookings on Wednesday. The gallery looks better than anything I could have designed myself, and it is fast even on venue Wi-Fi.',
    clientName: 'James Whitfield',
    clientCompany: 'Lumen & Grain Photography',
  },
  {
    key: 'priya-raman',
    rating: 5,
    content:
      'They rebuilt our docs and marketing site without breaking a single inbound link. Trial sign-ups doubled, and our engineers finally stopped maintaining a homemade CMS.',
    clientName: 'Priya Raman',
    clientCompany: 'Northwind Cloud',
  },
  {
    key: 'derek-osei',
    rating: 4,
    content:
      'Clear fixed price, no surprises, and a lead form that feeds our CRM directly. We asked for a few extra landing pages after launch and they were live the same week.',
    clientName: 'Derek Osei',
    clientCompany: 'Brightpath Marketing Group',
  },
  {
    key: 'hannah-becker',
    rating: 5,
    content:
      'The maintenance plan is the best money we spend. Security updates, uptime alerts and content changes happen without me chasing anyone, and the monthly report is actually readable.',
    clientName: 'Hannah Becker',
    clientCompany: 'Meridian Travel Co.',
  },
  {
    key: 'luis-fernandez',
    rating: 5,
    content:
      'Our site went down the night before a product launch. They had a clean, working replacement online by the next afternoon, with our content moved over and nothing lost.',
    clientName: 'Luis Fernández',
    clientCompany: 'PayCrest Merchant Services',
  },
];
