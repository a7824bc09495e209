import type { BlogSeed } from './blog-seed';

export const localSeoPost: BlogSeed = {
  key: 'local-seo-checklist',
  slug: 'local-seo-checklist-small-business',
  title: 'Local SEO for Small Businesses: A 10-Point Checklist',
  excerpt:
    'Most customers find local businesses through search and maps. This checklist covers the ten things that move the needle, from your Google Business Profile to structured data.',
  tags: ['SEO', 'Local Business', 'Google'],
  status: 'published',
  daysAgo: 19,
  content: `
<p>When someone searches for "plumber near me" or "bakery open now", Google shows a map with three businesses before any ordinary result. Getting into that map pack, and ranking well below it, is what local SEO is about. The good news: most of the work is straightforward and does not need an agency retainer.</p>

<h2>The checklist</h2>
<ol>
  <li><strong>Claim and complete your Google Business Profile.</strong> Choose the most specific primary category, add opening hours, services, real photos and a description written for people, not keywords.</li>
  <li><strong>Keep your name, address and phone identical everywhere.</strong> Your website, profile, Yelp, Facebook and industry directories should match character for character.</li>
  <li><strong>Give every service its own page.</strong> "Emergency boiler repair" and "boiler installation" are different searches; one generic services page ranks for neither.</li>
  <li><strong>Create pages for the areas you serve</strong>, with genuinely local content: projects you did there, local regulations, travel times. Copy-and-paste city pages do more harm than good.</li>
  <li><strong>Write a unique title and meta description for each page.</strong> Put the service and the place near the start: "Roof Repair in Round Rock, TX | Same-Week Appointments".</li>
  <li><strong>Add LocalBusiness structured data</strong> (schema.org) with your address, hours and phone, and check it with Google's Rich Results Test.</li>
  <li><strong>Ask every happy customer for a review</strong> and reply to all of them, good and bad. Recency and responses matter as much as the star rating.</li>
  <li><strong>Make the site fast and mobile-friendly.</strong> Most local searches happen on phones, often on the move.</li>
  <li><strong>Link your pages to each other</strong> in plain language: a service page should link to the areas where you offer it, and back.</li>
  <li><strong>Connect Google Search Console</strong> to see which searches you appear for, which pages are indexed and what errors Google found.</li>
</ol>

<h2>What to avoid</h2>
<ul>
  <li>Buying links or reviews. Both are against Google's guidelines and the penalties last a long time.</li>
  <li>Stuffing city names into footers. It reads as spam to people and to search engines.</li>
  <li>A virtual office address for a profile if you do not serve customers there.</li>
</ul>

<h2>How long does it take?</h2>
<p>Profile and on-page fixes often show results within weeks. Reviews and content build up over months, and they compound. Set aside an hour a week: answer reviews, add a project photo, publish one useful page a month.</p>
<p>Every website we build ships with clean titles, structured data and a sitemap submitted to Search Console. <a href="/#pricing">See what each package includes</a>.</p>
`,
};
