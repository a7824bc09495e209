import type { BlogSeed } from './blog-seed';

/** Unpublished: it never appears in the list and its slug answers 404 until it is published. */
export const domainNameDraft: BlogSeed = {
  key: 'choosing-a-domain-name',
  slug: 'choosing-a-domain-name',
  title: 'Choosing a Domain Name Customers Remember',
  excerpt:
    'Short, spellable, and yours for the long run: how to pick a domain name and which extension to choose.',
  tags: ['Domains', 'Branding'],
  status: 'draft',
  daysAgo: 2,
  content: `
<p>Your domain name is on every business card, invoice and van door. A good one is short, easy to spell after hearing it once, and free of hyphens and numbers that need explaining.</p>
<h2>Outline</h2>
<ul>
  <li>Say it out loud: the radio test.</li>
  <li>.com first, then a country or industry extension that fits.</li>
  <li>Register common misspellings and redirect them.</li>
  <li>Keep the registrar account in the company's name, with two-factor sign-in.</li>
</ul>
`,
};
