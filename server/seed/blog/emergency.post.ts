import { PACKAGES } from '../../../contract/catalogue';
import type { BlogSeed } from './blog-seed';

const hours = PACKAGES.startup.deliveryHours;

export const emergencyPost: BlogSeed = {
  key: 'emergency-website-development',
  slug: `emergency-website-development-${hours}-hours`,
  title: `Emergency Website Development: Getting Back Online in ${hours} Hours`,
  excerpt: `Hacked, host shut down, developer unreachable, or a launch date that cannot move? Here is what to do in the first hour, and what can realistically be built in ${hours} hours.`,
  tags: ['Emergency', 'Web Development', 'Recovery'],
  status: 'published',
  daysAgo: 47,
  content: `
<p>Every week we hear from a business whose website vanished overnight. Sometimes it was hacked; sometimes the hosting company closed the account over an unpaid invoice nobody received; sometimes the only person with the passwords has stopped answering the phone. Whatever the cause, the goal is the same: a working, trustworthy site back in front of customers as fast as possible.</p>

<h2>When you need an emergency rebuild</h2>
<ul>
  <li>The site has been defaced or is redirecting visitors to spam, and the old code cannot be trusted.</li>
  <li>Your host suspended the account or lost the data, and there is no usable backup.</li>
  <li>The developer or agency who built it is unreachable, and nobody else has access.</li>
  <li>A product launch, trade show or press feature is days away and the new site is not ready.</li>
</ul>

<h2>The first hour: triage</h2>
<ol>
  <li><strong>Secure the domain.</strong> Log in to your domain registrar, change the password, turn on two-factor sign-in and check the renewal date. Whoever controls the domain controls the website and the email.</li>
  <li><strong>Change every password</strong> connected to the site: hosting, CMS admin accounts, email, and any payment or booking services.</li>
  <li><strong>Collect what you can.</strong> Export your content from the CMS if it still opens, and save copies of your pages from the <a href="https://web.archive.org/">Internet Archive's Wayback Machine</a>. Old text and images are a head start.</li>
  <li><strong>Tell customers where to reach you.</strong> Update your Google Business Profile and social pages with your phone number while the site is down.</li>
  <li><strong>Do not pay a ransom</strong> and do not restore an infected backup over a clean server.</li>
</ol>

<h2>What can be built in ${hours} hours</h2>
<p>A focused business website can be designed, written and launched in ${hours} hours when decisions are made quickly: a homepage, service pages, about and contact pages, a working enquiry form, analytics, an SSL certificate and the basics of SEO, so that Google can re-index you promptly. Online shops with hundreds of products, custom integrations and complex member areas take longer; the emergency site gets you selling while the rest is rebuilt properly.</p>

<h2>How to make the rebuild faster</h2>
<ul>
  <li>Name one person who can approve designs and text the same day.</li>
  <li>Gather your logo, brand colours, a list of services and prices, and any photos you own.</li>
  <li>Have registrar access ready: pointing the domain at the new site takes minutes with it, and days without it.</li>
</ul>
<p>If your site is down right now, <a href="/emergency-website-development">start an emergency website project</a> or call us. Work starts as soon as the project is confirmed.</p>
`,
};
