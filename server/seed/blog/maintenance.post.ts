import { MAINTENANCE_PLANS, formatUsd } from '../../../contract/catalogue';
import type { BlogSeed } from './blog-seed';

export const maintenancePost: BlogSeed = {
  key: 'website-maintenance',
  slug: 'website-maintenance-what-it-covers',
  title: 'What Website Maintenance Actually Covers (and Why It Pays for Itself)',
  excerpt:
    'A website is not finished on launch day. Here is what quietly breaks when nobody looks after it, a realistic maintenance schedule, and how to decide whether to do it yourself.',
  tags: ['Maintenance', 'Security', 'Hosting'],
  status: 'published',
  daysAgo: 33,
  content: `
<p>Launch day feels like the finish line, but a website is closer to a car than a brochure: it keeps running only if someone looks after it. Most of the sites we are asked to rescue were not attacked by anyone clever. They were simply left alone until something expired, broke or fell behind.</p>

<h2>What breaks when nobody is looking</h2>
<ul>
  <li><strong>Software updates.</strong> Content management systems, themes and plugins publish security fixes every month. Unpatched sites are found by automated scanners within days.</li>
  <li><strong>Certificates and domains.</strong> An expired SSL certificate shows visitors a full-screen warning; an expired domain can be bought by someone else.</li>
  <li><strong>Contact forms.</strong> A changed email password or a stricter spam filter, and enquiries silently stop arriving. You only notice when the phone goes quiet.</li>
  <li><strong>Backups.</strong> Many hosts keep only a few days of backups, and nobody has ever tested restoring one.</li>
  <li><strong>Content.</strong> Old prices, last year's opening hours and staff who left years ago cost trust, and sometimes money.</li>
</ul>

<h2>A realistic maintenance schedule</h2>
<table>
  <thead><tr><th>Task</th><th>How often</th></tr></thead>
  <tbody>
    <tr><td>Uptime monitoring with alerts</td><td>Continuously</td></tr>
    <tr><td>Security updates for the CMS, theme and plugins</td><td>Weekly</td></tr>
    <tr><td>Off-site backup, with a test restore</td><td>Daily backup, quarterly restore test</td></tr>
    <tr><td>Form and checkout test submissions</td><td>Monthly</td></tr>
    <tr><td>Speed and Core Web Vitals check</td><td>Monthly</td></tr>
    <tr><td>Broken link and search console error review</td><td>Monthly</td></tr>
    <tr><td>Domain, certificate and hosting renewal dates</td><td>Quarterly</td></tr>
    <tr><td>Content review: prices, hours, team, legal pages</td><td>Quarterly</td></tr>
  </tbody>
</table>

<h2>Why it pays for itself</h2>
<p>Compare the cost of maintenance with the cost of a bad week: a hacked site flagged by Google, a checkout that failed over a holiday weekend, or a rebuild because updates were skipped for three years and nothing can be upgraded any more. Emergency recovery typically costs several times a year of routine care, before counting lost sales.</p>

<h2>Do it yourself, or hand it over?</h2>
<p>If your site is a handful of static pages, a quarterly check and a good host may be enough. If it takes payments, bookings or enquiries every day, the schedule above is a real job. Our maintenance plans start at ${formatUsd(MAINTENANCE_PLANS.startup.monthly)} a month and cover updates, monitoring, backups and content changes, with a monthly report written in plain English.</p>
<p><a href="/#pricing">Compare the maintenance plans</a> or <a href="/claim-credit">claim your one-time maintenance credit</a>.</p>
`,
};
